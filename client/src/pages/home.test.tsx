import { STORAGE_KEYS } from '@common/constants';
import { notBuiltYet } from '@common/product/features';
import type { PublicUser, TokenDistribution } from '@common/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogProvider, authKeys } from '@/features/auth';
import { aUser } from '@/test/mock-api';
import { HomePage } from './home';

const ada = aUser({ id: 'u1', createdAt: '2026-11-01T10:00:00.000Z' });

const distribution: TokenDistribution = { bonusAmount: 1000, limit: 100, granted: 3, remaining: 97 };

/** The home page with the current user already known: `null` signed out, a user signed in. */
async function renderHome(user: PublicUser | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(authKeys.currentUser(), user);
  queryClient.setQueryData(authKeys.tokenDistribution(), distribution);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthDialogProvider>
            <HomePage />
          </AuthDialogProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The sections under the hero load on their own (jsdom has no IntersectionObserver: at once).
  await screen.findByRole('heading', { name: 'Your first agent is a few minutes away' });
  return view;
}

const SIGN_UP_PROMPTS = /Claim your|Create your|free for the first|Signup bonus for the first|No credit card/;

describe('the home page signed in', () => {
  it('never offers a sign-up: no claim, no account creation, no bonus pitch', async () => {
    await renderHome(ada);
    expect(screen.queryByRole('button', { name: SIGN_UP_PROMPTS })).not.toBeInTheDocument();
    expect(screen.queryByText(SIGN_UP_PROMPTS)).not.toBeInTheDocument();
    // Nothing on the page opens the sign-up dialog: the only buttons left are links onward.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows the balance and sends the person on to the builder and the dashboard', async () => {
    await renderHome(ada);
    expect(screen.getByRole('link', { name: /You hold 1,000 AIZ/ })).toHaveAttribute('href', '/dashboard');
    const hero = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Open the builder' })).toHaveAttribute(
      'href',
      '/workflow-builder',
    );
    expect(within(hero).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Your balance, ada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your AIZ history' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('the home page signed out', () => {
  it('offers the bonus and the account', async () => {
    await renderHome(null);
    expect(screen.getByRole('button', { name: 'Claim your 1000 AIZ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByText(/You hold/)).not.toBeInTheDocument();
  });
});

describe('the home page says what works and what does not', () => {
  it('shows the working features as cards that open them', async () => {
    await renderHome(null);
    const features = screen.getByRole('region', { name: 'Everything you need to put AI agents to work' });
    for (const [name, href] of [
      ['Agent Builder', '/builder'],
      ['Canvas', '/builder-advanced'],
      ['Deployments', '/fleet'],
      ['Price per run', '/fleet'],
    ]) {
      const card = within(features).getByRole('heading', { level: 3, name }).closest('a');
      expect(card, name).toHaveAttribute('href', href);
      expect(card).not.toHaveTextContent(/coming soon|not built/i);
    }
  });

  it('lists what is not built yet, each by the name the feature list gives it, and nothing when all works', async () => {
    await renderHome(null);
    const features = screen.getByRole('region', { name: 'Everything you need to put AI agents to work' });
    const unbuilt = notBuiltYet();
    if (unbuilt.length === 0) expect(within(features).queryByText('Not built yet')).not.toBeInTheDocument();
    for (const { name } of unbuilt)
      expect(within(features).getByText(name).parentElement).toHaveTextContent(`${name}Not built yet`);
    const more = within(features).getByRole('list', { name: 'More that works today' });
    expect(within(more).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
  });

  it('never calls the builder or deploying "coming soon"', async () => {
    await renderHome(ada);
    expect(screen.queryByText(/coming soon|on (its|their) way/i)).not.toBeInTheDocument();
    expect(screen.getByText('Your first agent is a few minutes away')).toBeInTheDocument();
  });
});

describe('the home page before the server has said who is signed in', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderPending() {
    // The current-user request never answers during this test.
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.tokenDistribution(), distribution);
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AuthDialogProvider>
            <HomePage />
          </AuthDialogProvider>
        ),
      },
    ]);
    return render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('offers no sign-up while a session token is stored', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'session-token');
    renderPending();
    expect(screen.queryByRole('button', { name: /Claim your/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the builder' })).toBeInTheDocument();
  });

  it('offers the bonus at once to a browser with no session', () => {
    renderPending();
    expect(screen.getByRole('button', { name: 'Claim your 1000 AIZ' })).toBeInTheDocument();
  });
});
