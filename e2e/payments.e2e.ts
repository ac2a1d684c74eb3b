/**
 * Buying an AIZ pack by card, in Chromium against the real server and the fake Stripe the global setup
 * starts (server/test/fake-stripe.ts): Buy on /payment-cancelled's "Try again" opens the fake's checkout
 * page, "Pay" there posts the signed checkout.session.completed event to the server's webhook and returns
 * the browser to /payment-success, which shows what the ledger credited. And an administrator's grant
 * from the treasury in /admin.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const balanceOf = async (page: Parameters<typeof api>[0]) =>
  Number((await api(page, 'GET', '/api/ledger/history?limit=1')).balance);

describe('payments', () => {
  it('buys a pack by card and lands on /payment-success with the credited amount', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await enterInPage(page, `buyer${stamp}`);
      const before = await balanceOf(page);

      await page.goto('/payment-cancelled');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Payment Cancelled');
      await poll(() => page.getByText('Nothing was charged').isVisible()).toBe(true);
      const buy = page.getByRole('button', { name: 'Buy 1,000 AIZ for $10.00' });
      await poll(() => buy.isVisible()).toBe(true);
      await screenshot(page, 'payment-cancelled');
      await buy.click();

      // Stripe's (fake) checkout page, on another origin.
      await poll(() => page.getByRole('heading', { name: 'Fake Stripe Checkout' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Pay 10.00 USD' }).click();

      await poll(() => new URL(page.url()).pathname).toBe('/payment-success');
      expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_test_/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Payment Successful');
      await poll(() =>
        page.getByRole('heading', { name: '1,000 AIZ added to your balance' }).isVisible(),
      ).toBe(true);
      expect(await balanceOf(page)).toBe(before + 1000);
      await screenshot(page, 'payment-success');
      await page.setViewportSize(MOBILE);
      await screenshot(page, 'payment-success-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows /payment-cancelled on a phone in the light theme', async () => {
    const { page, context, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.goto('/payment-cancelled');
      await poll(() => page.getByRole('button', { name: 'Buy 20,000 AIZ for $160.00' }).isVisible()).toBe(
        true,
      );
      await screenshot(page, 'payment-cancelled-mobile-light');
      await page.getByRole('button', { name: 'Buy 20,000 AIZ for $160.00' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'payment-cancelled-mobile-light-packs');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets an administrator grant AIZ from the treasury, with a reason, shown in /admin', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      const recipient = await enterInPage(page, `granted${stamp}`);
      const before = await balanceOf(page);
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.context().clearCookies();
      await enterInPage(page, `payadmin${stamp}`, E2E_ADMIN_EMAILS.payments);

      await page.goto('/admin');
      const card = page.getByRole('form', { name: 'Grant AIZ' });
      await poll(() => card.isVisible()).toBe(true);
      await card.getByLabel('Recipient').fill(recipient.username);
      await card.getByLabel('Amount (AIZ)').fill('250');
      await card.getByLabel('Reason').fill('Thanks for testing payments');
      await card.getByRole('button', { name: 'Grant AIZ' }).click();
      const grants = page.getByRole('list', { name: 'Recent grants' });
      await poll(() => grants.getByText('Thanks for testing payments').first().isVisible()).toBe(true);
      await expect.poll(async () => grants.first().textContent()).toContain(recipient.username);
      await screenshot(page, 'admin-treasury-grants');

      await page.evaluate(() => localStorage.removeItem('token'));
      await page.context().clearCookies();
      await enterInPage(page, `granted${stamp}`);
      expect(await balanceOf(page)).toBe(before + 250);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
