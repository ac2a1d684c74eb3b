/**
 * /web3-marketplace in Chromium: the official On-chain USDC payout template is listed with what it needs
 * (USDC on Base, 5 a run, read from its On-chain payment node), and each step of the check against the
 * connected wallet says what is missing: connect, switch to Base, and, on this closed machine where
 * Base's network cannot be reached, that the balance could not be read (never that it is enough).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, screenshot } from './support/browser';
import { E2E_WALLET_ACCOUNTS } from './support/local-chain';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('the web3 marketplace', () => {
  it('checks a listing that pays on chain against the connected wallet, step by step', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await page.evaluate(
        (account) => localStorage.setItem('aiz.mockWallet', JSON.stringify({ account })),
        E2E_WALLET_ACCOUNTS.web3Marketplace,
      );
      await enterInPage(page, `web3market${stamp}`);
      await page.goto('/web3-marketplace');
      const listing = page.getByRole('listitem').filter({ hasText: 'On-chain USDC payout' }).first();
      await poll(() => listing.isVisible(), 20_000).toBe(true);
      const need = listing.locator('li[data-state]').first();
      await expect.poll(() => need.textContent()).toContain('USDC on Base, 5 per run');
      await poll(() => need.textContent(), 20_000).toContain(
        'Connect a wallet to check: it pays in USDC on Base.',
      );
      await screenshot(page, 'web3-marketplace-visitor');

      await need.getByRole('button', { name: 'Connect a wallet' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Test wallet/ })
        .click();
      await poll(() => page.getByRole('dialog').getByTestId('wallet-address').isVisible(), 20_000).toBe(true);
      await page.keyboard.press('Escape');
      await poll(() => need.textContent(), 20_000).toContain(
        'It pays on Base; your wallet is on Ethereum. Switch to Base to check your USDC.',
      );

      await need.getByRole('button', { name: 'Switch to Base' }).click();
      await poll(() => need.textContent(), 60_000).toContain(
        'Your USDC balance on Base could not be read: its network did not answer.',
      );
      expect(await need.getAttribute('data-state')).toBe('unmet');
      await screenshot(page, 'web3-marketplace-checked');
      // The unreachable network is this machine's closed one, not a fault of the page.
      expect(errors.filter((e) => !/Failed to fetch|ERR_NAME_NOT_RESOLVED|net::/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
