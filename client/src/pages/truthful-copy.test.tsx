import { featureOfRoute, PRODUCT_FEATURES, productFeature } from '@common/product/features';
import type { PublicUser, TokenDistribution } from '@common/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '@/app/routes';
import { AuthDialogProvider, authKeys } from '@/features/auth';
import { WelcomeDialog } from '@/features/onboarding/welcome-dialog';
import { aUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { pageCopyProblems } from '@/test/truthful-dom';
import { HomePage } from './home';

/** A concrete address for a route pattern. */
const visit = (path: string) => path.replace('*', 'threads/42').replace(/:(\w+)/g, 'x-$1');

describe('the route table and the feature list', () => {
  it('give every screen but the home page to exactly one feature', () => {
    for (const { path } of screenRoutes.filter((r) => r.path !== '/')) {
      const owners = PRODUCT_FEATURES.filter((f) => (f.routes as readonly string[]).includes(path));
      expect(
        owners.map((f) => f.id),
        path,
      ).toHaveLength(1);
    }
    const known = new Set(screenRoutes.map((r) => r.path));
    for (const f of PRODUCT_FEATURES) {
      for (const route of f.routes) expect(known.has(route), `${f.id}: ${route}`).toBe(true);
      expect(f.opens === '/' || featureOfRoute(f.opens) !== undefined, `${f.id} opens ${f.opens}`).toBe(true);
    }
  });
});

const distribution: TokenDistribution = { bonusAmount: 1000, limit: 100, granted: 3, remaining: 97 };

async function renderHome(user: PublicUser | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(authKeys.currentUser(), user);
  queryClient.setQueryData(authKeys.tokenDistribution(), distribution);
  const element = (
    <AuthDialogProvider>
      <HomePage />
    </AuthDialogProvider>
  );
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The sections under the hero load on their own (jsdom has no IntersectionObserver: at once).
  await screen.findByRole('heading', { name: 'Your first agent is a few minutes away' });
  return view;
}

describe('the home page describes the product as it is', () => {
  it.each([
    ['signed out', null],
    ['signed in', aUser({ id: 'u1' })],
  ])('%s: calls nothing that works "coming soon"', async (_, user) => {
    const { container } = await renderHome(user);
    expect(pageCopyProblems(container)).toEqual([]);
  });

  it('links each working feature it shows to the screen that opens it', async () => {
    const { container } = await renderHome(null);
    const cards = [...container.querySelectorAll('[data-feature]')];
    expect(cards.length).toBeGreaterThan(4);
    for (const card of cards) {
      const feature = productFeature(card.getAttribute('data-feature') as never);
      if (feature.status !== 'works') continue;
      const links = [...card.querySelectorAll('a[href]'), ...(card.matches('a[href]') ? [card] : [])];
      for (const link of links)
        expect(featureOfRoute(link.getAttribute('href')!)?.status, feature.id).toBe('works');
    }
  });
});

describe('the welcome dialog', () => {
  it('describes agents, automation and deploying as they are today', () => {
    render(<WelcomeDialog open onClose={() => {}} signedInEmail={null} navigate={() => {}} />);
    expect(pageCopyProblems(screen.getByRole('dialog'))).toEqual([]);
  });
});

const placeholders = screenRoutes
  .filter((r) => featureOfRoute(visit(r.path))?.status === 'not-built')
  .map((r) => [r.path] as const);

describe.each(placeholders)('%s, not built yet', (path) => {
  it('says which feature is not built, calls nothing that works unbuilt, and links only to working screens', async () => {
    renderApp(visit(path));
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    const feature = featureOfRoute(visit(path))!;
    expect(main.querySelector(`[data-feature="${feature.id}"]`), feature.id).not.toBeNull();
    expect(pageCopyProblems(main)).toEqual([]);
    const today = within(main).getByRole('heading', { level: 2, name: 'What works today' }).parentElement!;
    for (const link of within(today).getAllByRole('link'))
      expect(featureOfRoute(link.getAttribute('href')!)?.status, link.getAttribute('href')!).toBe('works');
  });
});
