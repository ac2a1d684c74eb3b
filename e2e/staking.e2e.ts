/**
 * In-app staking in Chromium against the real server: an administrator funds the rewards pool from the
 * treasury on /staking; a person stakes with a 90-day lock, sees the variable APR and its formula, sees
 * the reward grow as staking's clock moves forward (POST /api/staking/test-clock, test servers only: the
 * app's own clock, which sessions and codes run on, stays put), claims it, and is refused an early
 * unstake with the unlock date.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const DAY = 86_400;

interface Mine {
  balance: string;
  claimable: string;
  staked: string;
  positions: { id: string; lock: string; unlockAt: string | null }[];
}

describe('staking', () => {
  it('funds the pool, stakes, shows the APR and a growing reward, claims, and refuses an early unstake', async () => {
    const admin = await openQuietPage();
    await admin.context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    const staker = await openQuietPage();
    try {
      // The administrator funds 86,400 AIZ over 10 days: 8,640 AIZ a day (0.1 AIZ a second, exactly).
      await admin.page.goto('/staking');
      const boss = await enterInPage(admin.page, `stakeboss${stamp}`, E2E_ADMIN_EMAILS.staking);
      expect(boss.role).toBe('admin');
      const fund = admin.page.getByRole('region', { name: 'Fund the rewards pool' });
      await poll(() => fund.isVisible()).toBe(true);
      await fund.getByLabel('Amount (AIZ)').fill('86400');
      await fund.getByLabel('Over (days)').fill('10');
      await fund.getByRole('button', { name: 'Fund from treasury' }).click();
      await poll(() => admin.page.getByText('Rewards pool funded').first().isVisible()).toBe(true);
      await poll(() => admin.page.getByText('8,640 AIZ / day').isVisible()).toBe(true);
      await screenshot(admin.page, 'staking-admin-light');

      // A person sees no admin panel, and stakes 100 AIZ for 90 days (weight 1.50).
      const { page, errors } = staker;
      await page.goto('/staking');
      const person = await enterInPage(page, `staker${stamp}`);
      expect(person.bonusGranted).toBe(true);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staking');
      await poll(() => page.getByText('In-app staking').first().isVisible()).toBe(true);
      await poll(() => page.getByRole('heading', { name: 'Stake AIZ' }).isVisible()).toBe(true);
      expect(await page.getByRole('region', { name: 'Fund the rewards pool' }).count()).toBe(0);
      await page.getByLabel('Amount (AIZ)').fill('100');
      await page.getByRole('radio', { name: /90 days/ }).check();
      await page.getByRole('button', { name: 'Stake', exact: true }).click();
      await poll(() => page.getByRole('list', { name: 'Your stakes' }).textContent()).toContain(
        'locked until',
      );

      // The APR: from the emission and the total weighted stake, labelled variable, with its formula.
      const pool = (await api(page, 'GET', '/api/staking')) as { apr: { base: string } | null };
      expect(pool.apr).not.toBeNull();
      const aprTile = page.getByText('APR (variable)').locator('..');
      await poll(() => aprTile.textContent()).toMatch(/\d[\d,]*(\.\d+)? %/);
      await aprTile.getByRole('button', { name: 'How is it computed?' }).click();
      const formula = page.getByRole('dialog', { name: 'How the APR is computed' });
      await poll(() => formula.textContent()).toContain('emission per day × 365 ÷ total weighted stake');
      await page.keyboard.press('Escape');
      await poll(() => formula.count()).toBe(0);

      // The reward grows as staking's clock moves: a day of 8,640 AIZ, all of it to the only staker.
      const claimable = async () =>
        Number.parseFloat(((await api(page, 'GET', '/api/staking/me')) as unknown as Mine).claimable);
      const shown = async () =>
        Number.parseFloat(((await page.getByTestId('claimable').textContent()) ?? '').replace(/,/g, ''));
      await api(page, 'POST', '/api/staking/test-clock', { advanceSeconds: DAY });
      await page.reload();
      await poll(shown).toBeGreaterThan(8639);
      const afterOneDay = await shown();
      expect(afterOneDay).toBeLessThan(8641);
      await api(page, 'POST', '/api/staking/test-clock', { advanceSeconds: DAY });
      await page.reload();
      await poll(shown).toBeGreaterThan(afterOneDay + 8639);
      await poll(() => page.getByTestId('stake-chart').locator('svg').count()).toBeGreaterThan(0);
      await page.waitForTimeout(300);
      await screenshot(page, 'staking-dark');
      await page.getByTestId('stake-chart').scrollIntoViewIfNeeded();
      await screenshot(page, 'staking-chart-dark');

      // Claim: the reward moves to the balance, once.
      const before = (await api(page, 'GET', '/api/staking/me')) as unknown as Mine;
      await page.getByRole('button', { name: 'Claim', exact: true }).click();
      await poll(() => page.getByText('Rewards claimed').first().isVisible()).toBe(true);
      await poll(claimable).toBeLessThan(1);
      const after = (await api(page, 'GET', '/api/staking/me')) as unknown as Mine;
      const gained = Number.parseFloat(after.balance) - Number.parseFloat(before.balance);
      expect(gained).toBeGreaterThan(17_279);
      expect(gained).toBeLessThan(Number.parseFloat(before.claimable) + 1);
      await poll(() => page.getByRole('list', { name: 'Staking history' }).textContent()).toContain(
        'Claimed',
      );

      // Unstaking the 90-day stake now is refused, with its unlock date.
      const stakes = page.getByRole('list', { name: 'Your stakes' });
      await stakes.getByRole('button', { name: 'Unstake' }).click();
      await poll(() => stakes.getByRole('alert').textContent()).toMatch(/locked until \d{4}-\d{2}-\d{2}/);
      expect(after.positions).toHaveLength(1);

      // The phone layout holds the same page.
      await page.setViewportSize(MOBILE);
      await page.waitForTimeout(300);
      await screenshot(page, 'staking-mobile');
      // The early unstake's 409 is the one console error the browser logs.
      expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    } finally {
      await admin.close();
      await staker.close();
    }
  });
});
