/**
 * The creator's side of the marketplace as two new people see it: a creator lists a priced template, a
 * buyer buys it, the creator finds the sale and the earnings chart on Selling (reached from /marketplace)
 * and refunds it, and the buyer's balance is what it was before. Runs in the `e2e-bonus` project (its
 * buyer needs the signup bonus's AIZ; e2e/README.md). Light, then dark on a phone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const title = `Invoice chaser ${stamp}`;
const PRICE = 20;

describe('selling in the marketplace', () => {
  it('a creator sees a sale and its earnings on Selling, and refunds it to the buyer', async () => {
    const seller = await openQuietPage();
    const buyer = await openQuietPage();
    try {
      await enterInPage(seller.page, `maker${stamp}`);
      const workflow = await api(seller.page, 'POST', '/api/workflows', {
        name: `Invoices ${stamp}`,
        document: {
          nodes: [
            { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
            {
              id: 'nudge',
              type: 'set',
              typeVersion: 1,
              name: 'Write the reminder',
              position: [280, 0],
              parameters: { assignments: [{ name: 'note', value: 'Your invoice is due.' }] },
            },
          ],
          edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'nudge', targetInput: 0 }],
          settings: {},
        },
      });
      await api(seller.page, 'POST', `/api/workflows/${workflow.id}/versions`, {});
      const listing = await api(seller.page, 'POST', '/api/marketplace/listings', {
        workflowId: workflow.id,
        title,
        summary: 'Reminds your customers politely about overdue invoices.',
        readme: '## What it does\n\nSends a **friendly** reminder.',
        category: 'operations',
        tags: ['invoices'],
        price: String(PRICE),
      });

      // The buyer buys it.
      const person = await enterInPage(buyer.page, `payer${stamp}`);
      expect(person.bonusGranted).toBe(true);
      const balance = async () =>
        Number(((await api(buyer.page, 'GET', '/api/auth/user')) as { aizBalance: string }).aizBalance);
      const before = await balance();
      await buyer.page.goto(`/marketplace/${listing.slug}`);
      await buyer.page.getByRole('button', { name: `Buy for ${PRICE} AIZ` }).click();
      await poll(() => new URL(buyer.page.url()).searchParams.get('workflow')).toBeTruthy();
      expect(await balance()).toBe(before - PRICE);

      // The creator goes to Selling from the marketplace.
      await seller.page.goto('/marketplace');
      await seller.page.getByRole('link', { name: 'Selling' }).click();
      await poll(() => seller.page.getByRole('heading', { level: 1, name: 'Selling' }).isVisible()).toBe(
        true,
      );
      const sales = seller.page.getByRole('list', { name: 'Sales' });
      await poll(() => sales.getByText(`payer${stamp}`).isVisible()).toBe(true);
      const earned = (PRICE * 0.95).toString();
      await poll(() => seller.page.getByText(`${earned} AIZ`).first().isVisible()).toBe(true);
      const chart = seller.page.getByTestId('earnings-chart');
      await poll(() => chart.locator('svg path').count()).toBeGreaterThan(0);
      await poll(() =>
        seller.page.getByRole('list', { name: 'Payouts' }).getByText(`+${earned} AIZ`).isVisible(),
      ).toBe(true);
      await screenshot(seller.page, 'marketplace-selling');

      await sales.getByRole('button', { name: 'Refund' }).click();
      const dialog = seller.page.getByRole('dialog', { name: 'Refund this sale?' });
      await dialog.getByLabel('Reason (optional)').fill('Bought the wrong one');
      await screenshot(seller.page, 'marketplace-selling-refund-dialog');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await poll(() => sales.getByText(/^Refunded/).isVisible()).toBe(true);
      await poll(() => sales.getByRole('button', { name: 'Refund' }).count()).toBe(0);
      expect(await balance()).toBe(before);
      await screenshot(seller.page, 'marketplace-selling-refunded');

      expect(seller.errors).toEqual([]);
      expect(buyer.errors).toEqual([]);
    } finally {
      await seller.close();
      await buyer.close();
    }
  });

  it('shows Selling on a phone in the dark, and asks a signed-out person to sign in', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/marketplace/selling');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Selling' }).isVisible()).toBe(true);
      await poll(() => page.getByText('Sign in to see your listings, sales and earnings.').isVisible()).toBe(
        true,
      );
      await enterInPage(page, `newseller${stamp}`);
      await page.goto('/marketplace/selling');
      await poll(() => page.getByText(/You list nothing yet/).isVisible()).toBe(true);
      await poll(() => page.getByText('No sales yet.', { exact: false }).isVisible()).toBe(true);
      await screenshot(page, 'marketplace-selling-mobile-empty-dark');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
