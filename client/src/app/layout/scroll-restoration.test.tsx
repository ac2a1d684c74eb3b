import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let go: ReturnType<typeof useNavigate>;
function Capture() {
  go = useNavigate();
  return null;
}

/** The page scrolled to `y`, as the browser would report it. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  scrollPageTo(0);
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Capture />
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  it('opens a new page at the top and brings Back to where the last page was read', async () => {
    renderAt('/workflows');
    scrollPageTo(640);

    await act(() => go('/dashboard'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(120);

    await act(() => go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(() => go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the position of the page it left, not the one the next page clamps it to', async () => {
    renderAt('/a');
    scrollPageTo(900);
    await act(() => go('/b'));
    // The shorter page clamps the scroll; that is the new page's position, not the old one's.
    scrollPageTo(200);
    await act(() => go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('scrolls a #hash into view instead of to the top', async () => {
    renderAt('/');
    const target = document.createElement('section');
    target.id = 'pricing';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    scrollTo.mockClear();
    await act(() => go('/#pricing'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });
});
