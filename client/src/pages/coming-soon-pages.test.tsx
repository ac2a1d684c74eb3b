import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenRoutes } from '@/app/routes';
import { renderApp } from '@/test/render-app';

/** The screens that work today; every other screen of SPEC §2 is not built yet. */
const WORKING = new Set([
  '/',
  '/dashboard',
  '/monitor',
  '/providers',
  '/admin',
  '/approve/:token',
  '/workflows',
  '/workflows/:id',
  '/workflows/:id/runs/:runId',
  '/builder',
  '/builder-simple',
  '/workflow-builder',
  '/ai-builder',
  '/builder-advanced',
  '/builder-enhanced',
  '/builder-legacy',
  '/workflow-builder-legacy',
  '/builder-classic',
  '/analytics',
  '/fleet',
]);
const WORKING_LINKS = ['/dashboard', '/providers'];
const unbuilt = screenRoutes.filter((r) => !WORKING.has(r.path)).map((r) => [r.path, r.title] as const);

const visit = (path: string) => path.replace('*', 'threads/42');

describe.each(unbuilt)('%s, not built yet', (path, title) => {
  it('keeps its name, says plainly where it stands, and links only to what works today', async () => {
    renderApp(visit(path));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(title);
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/Available now/i);
    expect(main).toHaveTextContent(/Coming soon|Nothing to confirm|Nothing to cancel/);
    expect(main).toHaveTextContent(/not built yet|not available yet|None of them is built yet/i);
    const today = within(main).getByRole('heading', { level: 2, name: 'What works today' }).parentElement;
    const hrefs = within(today as HTMLElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(WORKING_LINKS);
    expect(today).toHaveTextContent('The assistant');
  });
});

describe('payment screens claim no payment', () => {
  it('/payment-success says there is nothing to confirm', async () => {
    renderApp('/payment-success?session_id=cs_test_123');
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/payment is complete|added to your account/i);
    expect(main).toHaveTextContent('Nothing to confirm');
    expect(main).toHaveTextContent('there is no checkout to confirm and nothing was charged');
  });

  it('/payment-cancelled does not claim a cancelled payment', async () => {
    renderApp('/payment-cancelled');
    await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' });
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/payment was cancelled/i);
    expect(main).toHaveTextContent('Nothing to cancel');
  });
});
