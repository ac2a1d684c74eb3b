/**
 * /tokens and /economy in Chromium against the real server: the supply chart for a visitor; a send to
 * another person through the confirmation step, seen in both people's histories; the history's CSV
 * export (a download); the send among the economy's flows.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('AIZ tokens', () => {
  it('shows a visitor where the minted AIZ is', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/tokens');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('AIZ Token');
      const holders = page.getByRole('list', { name: 'AIZ supply by holder' });
      await poll(() => holders.textContent()).toContain('Treasury');
      await poll(() => holders.textContent()).toContain('Signup bonus');
      await poll(() => holders.textContent()).toContain('Circulating');
      await poll(() => page.getByTestId('supply-issued').textContent()).toMatch(/^[\d,]+(\.\d+)? AIZ$/);
      await poll(() => page.getByRole('img', { name: /Supply by holder: .*Treasury/ }).isVisible()).toBe(
        true,
      );
      await poll(() => page.getByText('Sign in to see your AIZ').isVisible()).toBe(true);
      await screenshot(page, 'tokens-signed-out');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends AIZ through the confirmation step; both histories show it; the CSV has it', async () => {
    const receiver = await openQuietPage();
    const sender = await openQuietPage();
    try {
      const to = await enterInPage(receiver.page, `recv${stamp}`);
      await sender.page.goto('/tokens');
      const from = await enterInPage(sender.page, `send${stamp}`);
      expect(from.bonusGranted, 'the sender needs the signup bonus to have AIZ to send').toBe(true);
      const page = sender.page;
      await poll(() => page.getByTestId('token-balance').textContent()).toBe('1,000 AIZ');

      await page.getByLabel('Recipient’s username').fill(to.username.toUpperCase());
      await page.getByLabel('Amount (AIZ)').fill('25.5');
      await page.getByLabel('Note (optional)').fill('for the workflow');
      await page.getByRole('button', { name: 'Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send AIZ?' });
      await poll(() => dialog.getByTestId('send-recipient').textContent()).toBe(`@${to.username}`);
      await screenshot(page, 'tokens-send-confirm');
      await dialog.getByRole('button', { name: 'Send 25.5 AIZ' }).click();
      await poll(() => page.getByText(`Sent 25.5 AIZ to @${to.username}`).first().isVisible()).toBe(true);
      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => page.getByTestId('token-balance').textContent()).toBe('974.5 AIZ');
      const sent = page.getByRole('list', { name: 'AIZ transfers' }).getByRole('listitem').first();
      await poll(() => sent.textContent()).toContain(`@${to.username}`);
      await poll(() => sent.textContent()).toContain('−25.5 AIZ');
      await poll(() => sent.textContent()).toContain('for the workflow');

      // Filters: only what came in shows the bonus, not the send.
      await page.getByLabel('Direction').selectOption('in');
      await poll(() => page.getByRole('list', { name: 'AIZ transfers' }).textContent()).not.toContain(
        to.username,
      );
      await page.getByLabel('Direction').selectOption('');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^aiz-history-\d{4}-\d{2}-\d{2}\.csv$/);
      // The browser runs apart from this process: save a copy here to read it.
      const saved = path.join(mkdtempSync(path.join(tmpdir(), 'aiz-csv-')), file.suggestedFilename());
      await file.saveAs(saved);
      const csv = readFileSync(saved, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('date,direction,kind,counterparty,amount_aiz,memo,id');
      expect(csv).toContain(`,out,transfer,${to.username},-25.5,for the workflow,`);
      expect(csv).toContain(',in,signup_bonus,Signup bonus,1000,');
      await screenshot(page, 'tokens-signed-in');

      await receiver.page.goto('/tokens');
      const got = receiver.page.getByRole('list', { name: 'AIZ transfers' }).getByRole('listitem').first();
      await poll(() => got.textContent()).toContain(`@${from.username}`);
      await poll(() => got.textContent()).toContain('+25.5 AIZ');
      await receiver.page.setViewportSize(MOBILE);
      await screenshot(receiver.page, 'tokens-mobile');
      expect(sender.errors).toEqual([]);
      expect(receiver.errors).toEqual([]);
    } finally {
      await sender.close();
      await receiver.close();
    }
  });

  it('shows the flows of AIZ on /economy with the figures behind them', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/economy');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Agent Economy');
      await page.getByRole('tab', { name: 'All time' }).click();
      await poll(() => page.getByRole('img', { name: 'Flows of AIZ between groups' }).isVisible()).toBe(true);
      const table = page.getByRole('table', { name: 'The figures behind the flows' });
      await poll(() => table.textContent()).toContain('New users’ bonus');
      await poll(() => table.textContent()).toContain('Treasury');
      await screenshot(page, 'economy');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
