import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, QuietBoundary } from './error-boundary';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('Widget exploded');
  return <p>All good</p>;
}

function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  shouldThrow = true;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBoundary() {
  return render(
    <MemoryRouter>
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('ErrorBoundary', () => {
  it('shows a friendly screen with the message and a way home', () => {
    renderBoundary();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('reports the error to analytics', () => {
    renderBoundary();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/analytics/track');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      eventType: 'error',
      eventAction: 'render_error',
      eventLabel: 'Widget exploded',
    });
  });

  it('renders the children again after Try again', () => {
    renderBoundary();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('reloads the page when a lazy page failed to load', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <MissingChunk />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('QuietBoundary', () => {
  it('leaves out a part beside the page that fails, reports it, and keeps the page', () => {
    render(
      <>
        <p>The page</p>
        <QuietBoundary>
          <Flaky />
        </QuietBoundary>
      </>,
    );
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Widget exploded')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const reported = fetchMock.mock.calls.map(([, init]) => String(init?.body));
    expect(reported.some((body) => body.includes('render_error') && body.includes('Widget exploded'))).toBe(
      true,
    );
  });
});
