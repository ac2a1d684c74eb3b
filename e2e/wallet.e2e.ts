/**
 * The wallet connection (SPEC §3/§4/§8/§9) in Chromium against the real server and anvil: wagmi's mock
 * connector (offered because the test server runs with WEB3_MOCK_WALLET=1) answers as a wallet of anvil's
 * default accounts and sends its calls to the chain's RPC URL. The global setup deployed the AIZ contracts
 * on anvil (e2e/support/local-chain.ts), so the server lists the local chain as a sixth. This file's wallet
 * is anvil's first account, which deployed them and holds no AIZ.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SHORT = '0xf39F…2266';

const walletButton = (page: Page) => page.locator('[data-wallet-status]');
const status = (page: Page) => walletButton(page).getAttribute('data-wallet-status');
const dialog = (page: Page) => page.getByRole('dialog');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function openWallet(page: Page) {
  await poll(() => walletButton(page).isVisible(), 20_000).toBe(true);
  await walletButton(page).click();
  await poll(() => dialog(page).isVisible()).toBe(true);
}

/** The mock wallet's failures for the next page load (read when the wallet's config is built). */
async function failNext(page: Page, features: Record<string, number | string>) {
  await page.evaluate((f) => localStorage.setItem('aiz.mockWallet', JSON.stringify(f)), features);
  await page.reload();
}

describe('wallet connection', () => {
  it('connects, switches to the local chain with its balances, links by signature, and reconnects after a reload on the persisted chain', async () => {
    const { page, close } = await openQuietPage();
    try {
      await page.goto('/dashboard');
      await enterInPage(page, `wallet${stamp}`);
      await poll(() => status(page), 20_000).toBe('disconnected');
      await openWallet(page);
      const list = dialog(page).getByRole('list', { name: 'Wallets' });
      await poll(() => list.getByRole('button').allTextContents()).toEqual([
        expect.stringContaining('Browser wallet'),
        expect.stringContaining('WalletConnect'),
        expect.stringContaining('Coinbase Wallet'),
        expect.stringContaining('Test wallet'),
      ]);
      await screenshot(page, 'wallet-connect-dialog');

      // Keyboard: the connectors are buttons in tab order.
      await list.getByRole('button', { name: /Test wallet/ }).focus();
      await page.keyboard.press('Enter');
      await poll(() => status(page)).toBe('connected');
      await poll(() => dialog(page).getByTestId('wallet-address').textContent()).toBe(SHORT);
      expect(await walletButton(page).textContent()).toContain(SHORT);
      expect(await stored(page, 'wagmi.recentConnectorId')).toBe('"mock"');

      // Chain switch: to the local chain; balances by individual reads there (no Multicall3 on anvil).
      await dialog(page).getByLabel('Network').selectOption({ label: 'Local chain (anvil)' });
      const balances = dialog(page).getByRole('list', { name: 'Balances' });
      await poll(() => balances.isVisible(), 20_000).toBe(true);
      await poll(() => balances.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^ETH.*9,999\.99/),
        expect.stringMatching(/^AIZ\D*0$/),
      ]);
      const persisted = JSON.parse((await stored(page, 'wagmi.store')) ?? '{}');
      expect(persisted.state.chainId).toBe(31337);

      // Sign-In with Ethereum: the address appears in the linked list.
      await dialog(page).getByRole('button', { name: 'Link to my account' }).click();
      const links = dialog(page).getByRole('list', { name: 'Linked addresses' });
      await poll(() => links.locator(`[title="${ACCOUNT}"]`).textContent(), 20_000).toBe(SHORT);
      await poll(() => dialog(page).getByText('This address is linked to your account.').isVisible()).toBe(
        true,
      );
      await screenshot(page, 'wallet-connected');

      // Reload: reconnects (the most recent connector first) on the persisted chain.
      await page.reload();
      await poll(() => status(page), 20_000).toBe('connected');
      await openWallet(page);
      await poll(() => dialog(page).getByLabel('Network').inputValue()).toBe('31337');
      await poll(() => dialog(page).getByRole('list', { name: 'Balances' }).textContent(), 20_000).toContain(
        'AIZ',
      );

      // Back to Ethereum and reload: the chain id persisted is the new one.
      await dialog(page).getByLabel('Network').selectOption({ label: 'Ethereum' });
      await poll(async () => JSON.parse((await stored(page, 'wagmi.store')) ?? '{}').state.chainId).toBe(1);
      await page.reload();
      await poll(() => status(page), 20_000).toBe('connected');
      await openWallet(page);
      await poll(() => dialog(page).getByLabel('Network').inputValue()).toBe('1');

      // Disconnect: stays disconnected after a reload.
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
      await poll(() => status(page)).toBe('disconnected');
      await page.reload();
      await poll(() => status(page), 20_000).toBe('disconnected');
    } finally {
      await close();
    }
  });

  it('explains every wallet error code of SPEC §8 and what to do', async () => {
    const { page, close } = await openQuietPage();
    try {
      await page.goto('/dashboard');
      await enterInPage(page, `walleterr${stamp}`);
      const connectErrors: [number, string][] = [
        [4001, 'Request declined in your wallet'],
        [4100, 'Your wallet has not authorised this site'],
        [4200, 'Your wallet cannot do this'],
        [4900, 'Your wallet is disconnected'],
        [4901, 'Your wallet is not connected to this network'],
        [-32002, 'Your wallet already has a request waiting'],
      ];
      for (const [code, title] of connectErrors) {
        await failNext(page, { connectError: code });
        await openWallet(page);
        await dialog(page)
          .getByRole('button', { name: /Test wallet/ })
          .click();
        const alert = dialog(page).getByTestId('wallet-error');
        await poll(() => alert.textContent()).toContain(title);
        expect(await status(page)).toBe('disconnected');
        if (code === 4001) await screenshot(page, 'wallet-error-4001');
      }

      // Provider not found: no browser wallet in this Chromium.
      await dialog(page)
        .getByRole('button', { name: /Browser wallet/ })
        .click();
      await poll(() => dialog(page).getByTestId('wallet-error').textContent()).toContain('No wallet found');
      expect(await dialog(page).getByTestId('wallet-error').textContent()).toContain(
        'Install a browser wallet',
      );

      // The placeholder WalletConnect id: choosing it says what must be configured.
      await dialog(page)
        .getByRole('button', { name: /WalletConnect/ })
        .click();
      await poll(() => dialog(page).getByTestId('wallet-error').textContent()).toContain(
        'WALLETCONNECT_PROJECT_ID',
      );

      // 4902 on a switch: the message and an offer to add the network.
      await failNext(page, { switchChainError: 4902 });
      await openWallet(page);
      await dialog(page)
        .getByRole('button', { name: /Test wallet/ })
        .click();
      await poll(() => status(page)).toBe('connected');
      await dialog(page).getByLabel('Network').selectOption({ label: 'Base' });
      const alert = dialog(page).getByTestId('wallet-error');
      await poll(() => alert.textContent()).toContain('This network is not in your wallet');
      expect(await alert.getByRole('button', { name: 'Add Base to my wallet' }).isVisible()).toBe(true);
      await screenshot(page, 'wallet-error-4902');

      // A declined switch (4001) leaves the chain as it was.
      await failNext(page, { switchChainError: 4001 });
      await poll(() => status(page), 20_000).toBe('connected');
      await openWallet(page);
      await dialog(page).getByLabel('Network').selectOption({ label: 'OP Mainnet' });
      await poll(() => dialog(page).getByTestId('wallet-error').textContent()).toContain(
        'Request declined in your wallet',
      );
      expect(await dialog(page).getByLabel('Network').inputValue()).toBe('1');
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    } finally {
      await close();
    }
  });

  it('fits a phone screen (light theme; the other screenshots are dark)', async () => {
    const { page, context, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.goto('/dashboard');
      await enterInPage(page, `walletm${stamp}`);
      await openWallet(page);
      await dialog(page)
        .getByRole('button', { name: /Test wallet/ })
        .click();
      await poll(() => status(page)).toBe('connected');
      await dialog(page).getByLabel('Network').selectOption({ label: 'Local chain (anvil)' });
      await poll(() => dialog(page).getByRole('list', { name: 'Balances' }).isVisible(), 20_000).toBe(true);
      const box = await dialog(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
      await screenshot(page, 'wallet-mobile-light');
      expect(inject('aizAddress')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    } finally {
      await close();
    }
  });
});
