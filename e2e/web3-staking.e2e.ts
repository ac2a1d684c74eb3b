/**
 * On-chain staking with a funded period, in Chromium against the real server and anvil: the AIZStaking
 * contract's owner brings AIZ from the app (a withdrawal), funds a reward period from /staking's On chain
 * tab, stakes, earns as the chain's time passes, claims the reward and exits. The rate shown is the one the
 * contract gives: rewardRate × a year ÷ total staked.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, screenshot } from './support/browser';
import { E2E_WALLET_ACCOUNTS } from './support/local-chain';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`).first();
const tx = (page: Page, label: string) => page.locator('[data-state]').filter({ hasText: label }).first();
const aizOf = async (page: Page, name: string) =>
  Number(((await figure(page, name).textContent()) ?? '').replace(/[^\d.]/g, ''));

/** Moves the chain's clock on (anvil), as time passing would. */
async function advanceChain(seconds: number) {
  const rpc = (method: string, params: unknown[]) =>
    fetch(inject('anvilRpcUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  await rpc('evm_increaseTime', [seconds]);
  await rpc('evm_mine', []);
}

describe('on-chain staking with a funded period', () => {
  it(
    'funds a period as the owner, stakes, earns, claims and exits',
    async () => {
      const admin = await openQuietPage();
      const owner = await openQuietPage();
      try {
        await admin.page.goto('/');
        await enterInPage(admin.page, `stakeadmin${stamp}`, E2E_ADMIN_EMAILS.web3Staking);
        await api(admin.page, 'PUT', '/api/web3/bridge/admin/settings', { withdrawalsEnabled: true });

        const { page } = owner;
        await page.goto('/');
        await page.evaluate(
          (account) => localStorage.setItem('aiz.mockWallet', JSON.stringify({ account })),
          E2E_WALLET_ACCOUNTS.stakingOwner,
        );
        const me = await enterInPage(page, `stakeowner${stamp}`);
        await api(admin.page, 'POST', '/api/payments/admin/grants', {
          recipient: me.username,
          aiz: '300',
          reason: 'AIZ for on-chain staking rewards',
          idempotencyKey: crypto.randomUUID(),
        });

        // Bring 300 AIZ to the owner's wallet through the bridge.
        await page.goto('/agent-wallets?tab=mine');
        await page.getByRole('button', { name: 'Connect a wallet' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: /Test wallet/ }).click();
        await poll(() => dialog.getByTestId('wallet-address').isVisible(), 20_000).toBe(true);
        await dialog.getByLabel('Network').selectOption({ label: 'Local chain (anvil)' });
        await dialog.getByRole('button', { name: 'Link to my account' }).click();
        await poll(
          () => dialog.getByText('This address is linked to your account.').isVisible(),
          20_000,
        ).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByLabel('AIZ to withdraw').fill('300');
        await page.getByRole('button', { name: 'Withdraw and claim' }).click();
        await poll(() => tx(page, 'Claim 300 AIZ').getAttribute('data-state'), 30_000).toBe('confirmed');

        // Fund a 7-day period of 70 AIZ: 10 AIZ a day (9.99…: the rate is whole base units a second, rounded down).
        await page.goto('/staking?tab=chain');
        const fund = page.locator('[aria-labelledby="chain-fund-heading"]');
        await poll(() => fund.isVisible(), 30_000).toBe(true);
        await poll(() => figure(page, 'wallet-aiz').textContent(), 20_000).toBe('300 AIZ');
        await fund.getByLabel('AIZ for rewards').fill('70');
        await fund.getByRole('button', { name: 'Fund' }).click();
        await poll(() => tx(page, 'Start a reward period of 70 AIZ').getAttribute('data-state'), 30_000).toBe(
          'confirmed',
        );
        await poll(() => page.getByText('Rewards per day').locator('..').textContent(), 20_000).toMatch(
          /(9\.99|10) AIZ/,
        );

        // Stake 100: the APR is the contract's, 10 × 365 ÷ total staked.
        await page.getByLabel('Stake AIZ').fill('100');
        await page.getByRole('button', { name: 'Stake', exact: true }).click();
        await poll(() => tx(page, 'Stake 100 AIZ').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => figure(page, 'staked').textContent(), 20_000).toBe('100 AIZ');
        await poll(() => page.getByText('APR (variable)').locator('..').textContent(), 20_000).toMatch(
          /\d+\.\d\d%/,
        );
        await screenshot(page, 'web3-staking-funded');

        // An hour of chain time: about 10 ÷ 24 AIZ earned (less if another file stakes meanwhile).
        await advanceChain(3600);
        await poll(() => aizOf(page, 'earned'), 30_000).toBeGreaterThan(0.1);
        const walletBefore = await aizOf(page, 'wallet-aiz');
        await page.getByRole('button', { name: 'Claim reward' }).click();
        await poll(() => tx(page, 'of rewards').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => aizOf(page, 'wallet-aiz'), 20_000).toBeGreaterThan(walletBefore);

        // Exit: the stake and what it earned since come back.
        await page.getByRole('button', { name: 'Exit' }).click();
        await poll(() => tx(page, 'Exit').getAttribute('data-state'), 30_000).toBe('confirmed');
        await poll(() => figure(page, 'staked').textContent(), 20_000).toBe('0 AIZ');
        await poll(() => aizOf(page, 'wallet-aiz'), 20_000).toBeGreaterThan(walletBefore + 99);
        await screenshot(page, 'web3-staking-exited');
        expect(admin.errors).toEqual([]);
        // The wallet starts on Ethereum, whose public RPC this closed machine cannot resolve.
        expect(owner.errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
      } finally {
        await admin.close();
        await owner.close();
      }
    },
    scaled(120_000),
  );
});
