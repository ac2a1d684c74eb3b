/**
 * AIZ between the app and a chain, in Chromium against the real server and anvil (the AIZ contracts
 * deployed as `npm run chain` deploys them): an administrator switches withdrawals on; a person withdraws
 * in-app AIZ to their wallet (a voucher the wallet claims on AIZClaims), stakes some of it on chain
 * through /staking's On chain tab, and deposits some back (a permit, then AIZVault.depositFor); the
 * indexer settles each once, and the reconciliation finds the ledger and the chain agree.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, screenshot } from './support/browser';
import { E2E_WALLET_ACCOUNTS } from './support/local-chain';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
/** anvil's second default account: this file's wallet. */
const ACCOUNT_SHORT = '0x7099…79C8';
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`).first();
const tx = (page: Page, label: string) => page.locator('[data-state]').filter({ hasText: label }).first();

async function connectOnLocalChain(page: Page) {
  await page.getByRole('button', { name: 'Connect a wallet' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Test wallet/ }).click();
  await poll(() => dialog.getByTestId('wallet-address').textContent(), 20_000).toBe(ACCOUNT_SHORT);
  await dialog.getByLabel('Network').selectOption({ label: 'Local chain (anvil)' });
  await dialog.getByRole('button', { name: 'Link to my account' }).click();
  await poll(() => dialog.getByText('This address is linked to your account.').isVisible(), 20_000).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await poll(() => dialog.isVisible()).toBe(false);
}

describe('AIZ between the app and the local chain', () => {
  it(
    'withdraws to the wallet, stakes on chain, deposits back, and the reconciliation balances',
    async () => {
      const admin = await openQuietPage();
      const person = await openQuietPage();
      try {
        // The administrator switches withdrawals on, beside the regulatory note.
        await admin.page.goto('/');
        await enterInPage(admin.page, `web3admin${stamp}`, E2E_ADMIN_EMAILS.web3);
        await admin.page.goto('/agent-wallets?tab=mine');
        const adminCard = admin.page.locator('[aria-labelledby="bridge-admin-heading"]');
        const allow = admin.page.getByRole('switch', { name: 'Allow withdrawals' });
        await poll(() => allow.getAttribute('aria-checked'), 20_000).toBe('false');
        await expect.poll(() => adminCard.textContent()).toContain('signup bonus cannot be withdrawn');
        await allow.click();
        await poll(() => allow.getAttribute('aria-checked')).toBe('true');

        // A person with 200 AIZ granted (withdrawable: the signup bonus stays in the app).
        const { page } = person;
        await page.goto('/');
        await page.evaluate(
          (account) => localStorage.setItem('aiz.mockWallet', JSON.stringify({ account })),
          E2E_WALLET_ACCOUNTS.bridge,
        );
        const me = await enterInPage(page, `web3user${stamp}`);
        await api(admin.page, 'POST', '/api/payments/admin/grants', {
          recipient: me.username,
          aiz: '200',
          reason: 'AIZ to try the bridge',
          idempotencyKey: crypto.randomUUID(),
        });
        await page.goto('/agent-wallets?tab=mine');
        await connectOnLocalChain(page);
        await poll(() => figure(page, 'withdrawable').textContent(), 20_000).toBe('200 AIZ');

        // Withdraw 50: the server signs a voucher, the wallet claims it, the indexer settles it once.
        await page.getByLabel('AIZ to withdraw').fill('50');
        await page.getByRole('button', { name: 'Withdraw and claim' }).click();
        await poll(() => tx(page, 'Claim 50 AIZ').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => page.locator('li[data-status]').first().getAttribute('data-status'), 60_000).toBe(
          'claimed',
        );
        await poll(() => figure(page, 'wallet-aiz').textContent(), 20_000).toBe('50 AIZ');
        await poll(() => figure(page, 'withdrawable').textContent()).toBe('150 AIZ');
        await screenshot(page, 'web3-withdrawn');

        // Deposit 20 back: a permit signature, one transaction, credited once the log is read.
        await page.getByLabel('AIZ to deposit').fill('20');
        await page.getByRole('button', { name: 'Deposit' }).click();
        await poll(() => tx(page, 'Deposit 20 AIZ').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => page.getByText('Credited').first().isVisible(), 60_000).toBe(true);
        await poll(() => figure(page, 'withdrawable').textContent(), 20_000).toBe('170 AIZ');
        await poll(() => figure(page, 'wallet-aiz').textContent(), 20_000).toBe('30 AIZ');
        await screenshot(page, 'web3-deposited');

        // Stake 10 on chain (approve, then stake) and withdraw it again.
        await page.goto('/staking?tab=chain');
        await poll(() => figure(page, 'staked').isVisible(), 30_000).toBe(true);
        await expect.poll(() => page.getByText('APR (variable)').isVisible()).toBe(true);
        await page.getByLabel('Stake AIZ').fill('10');
        await page.getByRole('button', { name: 'Stake', exact: true }).click();
        await poll(() => tx(page, 'Stake 10 AIZ').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => figure(page, 'staked').textContent(), 20_000).toBe('10 AIZ');
        await poll(() => figure(page, 'wallet-aiz').textContent()).toBe('20 AIZ');
        await screenshot(page, 'web3-staked');
        await page.getByLabel('Withdraw AIZ').fill('10');
        await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
        await poll(() => tx(page, 'Withdraw 10 AIZ').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => figure(page, 'staked').textContent(), 20_000).toBe('0 AIZ');

        // The ledger and the chain agree: the on-chain side is the token's supply.
        await admin.page.reload();
        await admin.page.getByRole('button', { name: 'Run now' }).click();
        const runs = admin.page.locator('li[data-ok]');
        await poll(() => runs.first().getAttribute('data-ok'), 30_000).toBe('true');
        // Other files move AIZ on the same chain meanwhile: the two sides agree, whatever the figure.
        await expect.poll(() => runs.first().textContent()).toMatch(/ledger ([\d.,]+) AIZ, supply \1 AIZ/);
        await screenshot(admin.page, 'web3-reconciled');
        expect(admin.errors).toEqual([]);
        // The wallet starts on Ethereum, whose public RPC this closed machine cannot resolve.
        expect(person.errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
      } finally {
        await admin.close();
        await person.close();
      }
    },
    scaled(120_000),
  );
});
