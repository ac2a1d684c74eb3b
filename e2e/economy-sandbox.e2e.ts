/**
 * /economy-dashboard in Chromium: run a preset in the page's worker, see the charts, export the daily series as
 * CSV (a real download), and open the share link in another browser, which restores the scenario and runs it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const CHARTS = [
  'Supply and circulating AIZ by day',
  'AIZ balances by group by day',
  'Staking APR by day, percent',
  'Active users and creators by day',
];

describe('the sandbox economy', () => {
  it('runs a preset, draws the charts, exports CSV and opens its share link', async () => {
    const { page, context, errors, close } = await openQuietPage();
    const other = await openQuietPage();
    try {
      await page.goto('/economy-dashboard');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Sandbox Economy Dashboard',
      );
      await poll(() => page.getByRole('heading', { name: 'No run yet' }).isVisible()).toBe(true);

      await page.getByLabel('Seed').fill('21');
      await page.getByLabel('Preset').selectOption('bear');
      await poll(() => page.getByLabel('Emission schedule').inputValue()).toBe('linear');
      // A preset keeps the seed: the seed is the run's, the preset the parameters.
      expect(await page.getByLabel('Seed').inputValue()).toBe('21');
      await page.getByRole('button', { name: 'Run simulation' }).click();

      const results = page.getByTestId('economy-results');
      await poll(() => results.isVisible(), 60_000).toBe(true);
      await poll(() => results.getByRole('status').first().textContent()).toMatch(
        /1,095 days, [\d,]+ users simulated in [\d.]+ s \(seed 21\)/,
      );
      for (const name of CHARTS) await poll(() => page.getByRole('img', { name }).isVisible()).toBe(true);
      await poll(() =>
        page.getByRole('list', { name: 'Creators by income over the run (AIZ)' }).isVisible(),
      ).toBe(true);
      expect(page.url()).toContain('seed=21');
      expect(page.url()).toContain('emission.kind=linear');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('economy-sandbox-seed-21-1095-days.csv');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'economy-csv-')), 'series.csv');
      await download.saveAs(file); // the browser is remote: its own path is not ours
      const csv = readFileSync(file, 'utf8').trim().split('\n');
      expect(csv).toHaveLength(1 + 1095);
      expect(csv[0]).toMatch(
        /^day,activeUsers,activeCreators,listingsOnSale,supply,circulating,users,creators,staked,/,
      );
      expect(csv[1]).toMatch(/^1,\d+,/);

      await page.waitForTimeout(300);
      await screenshot(page, 'economy-sandbox-dark');
      await page.getByRole('heading', { name: 'Staking APR over time' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await screenshot(page, 'economy-sandbox-dark-lower');
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.reload();
      await poll(() => results.isVisible(), 60_000).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, 'economy-sandbox-light');
      await page.setViewportSize(MOBILE);
      await page.waitForTimeout(300);
      await screenshot(page, 'economy-sandbox-mobile');

      // The share link, opened elsewhere with another seed: the parameters come back and it runs by itself.
      const shared = page.url().replace('seed=21', 'seed=5');
      await other.page.goto(shared);
      await poll(() => other.page.getByLabel('Seed').inputValue()).toBe('5');
      await poll(() => other.page.getByLabel('Monthly churn').inputValue()).toBe('0.12');
      await poll(
        () => other.page.getByTestId('economy-results').getByRole('status').first().textContent(),
        60_000,
      ).toContain('(seed 5)');
      expect(errors).toEqual([]);
      expect(other.errors).toEqual([]);
    } finally {
      await close();
      await other.close();
    }
  });

  it('names the parameter a link gets wrong and does not run it', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/economy-dashboard?seed=3&users.monthlyChurn=2');
      await poll(() =>
        page.getByText('Monthly churn (users.monthlyChurn) must be between 0 and 0.9.').isVisible(),
      ).toBe(true);
      await poll(() => page.getByLabel('Monthly churn').getAttribute('aria-invalid')).toBe('true');
      await poll(() => page.getByText('One parameter needs fixing.').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'No run yet' }).isVisible()).toBe(true);
      await page.getByLabel('Monthly churn').fill('0.1');
      await poll(() => page.getByText('One parameter needs fixing.').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
