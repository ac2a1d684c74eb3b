/**
 * /monitor in Chromium against the real server: a sign-in prompt for visitors; for a signed-in person the
 * live figures, which move while a bounded load (200 requests) runs; both themes and a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const LOAD = 200;

/** The number a tile shows (its value without the unit), e.g. 1,234 → 1234. */
async function tileNumber(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

describe('system monitor', () => {
  it('asks a visitor to sign in', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/monitor');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('System Monitor');
      await poll(() => page.getByText('Sign in to see the system monitor').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows an administrator live figures that move while a bounded load runs', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      await page.goto('/monitor');
      await enterInPage(page, `mon${stamp}`, E2E_ADMIN_EMAILS.monitor);
      await poll(() => page.getByRole('status').filter({ hasText: 'Live, every second' }).isVisible()).toBe(
        true,
      );
      await poll(() => page.getByTestId('tile-requests-total').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('tile-database-value').textContent()).not.toBe('down');
      await expect.poll(() => page.getByTestId('tile-redis-value').textContent()).toBeTruthy();
      const before = await tileNumber(page, 'tile-requests-total');

      // The load: 200 requests from the page, 10 at a time.
      const statuses = await page.evaluate(async (count) => {
        const out: number[] = [];
        for (let i = 0; i < count; i += 10) {
          const batch = await Promise.all(
            Array.from({ length: 10 }, () =>
              fetch('/api/health', { cache: 'no-store' }).then((r) => r.status),
            ),
          );
          out.push(...batch);
        }
        return out;
      }, LOAD);
      expect(statuses.filter((s) => s === 200)).toHaveLength(LOAD);

      await poll(() => tileNumber(page, 'tile-requests-total')).toBeGreaterThanOrEqual(before + LOAD);
      await poll(() => tileNumber(page, 'tile-requests-per-second')).toBeGreaterThan(0);
      // The requests chart says its latest figure in words.
      await poll(() => page.getByRole('img', { name: 'Requests per second, last hour' }).isVisible()).toBe(
        true,
      );
      await page.waitForTimeout(300);
      await screenshot(page, 'monitor-dark');
      await page.getByRole('img', { name: 'Latency, last hour' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'monitor-charts-dark');
      await page.evaluate(() => window.scrollTo(0, 0));

      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.reload();
      await poll(() => page.getByTestId('tile-requests-total').isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, 'monitor-light');
      await page.getByRole('img', { name: 'Latency, last hour' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'monitor-charts-light');

      // On a phone the tiles stack.
      await page.setViewportSize(MOBILE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const [a, b] = await Promise.all([
        page.getByTestId('tile-requests-per-second').boundingBox(),
        page.getByTestId('tile-requests-total').boundingBox(),
      ]);
      expect(b!.y).toBeGreaterThan(a!.y);
      await screenshot(page, 'monitor-mobile-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells a person who is not an administrator why not (the server refuses the figures too), on a phone', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await page.goto('/monitor');
      await enterInPage(page, `monphone${stamp}`);
      await poll(() =>
        page.getByRole('heading', { name: 'The system monitor is for administrators' }).isVisible(),
      ).toBe(true);
      await poll(() => page.getByRole('link', { name: 'Fleet', exact: true }).last().isVisible()).toBe(true);
      expect(await page.getByTestId('tile-requests-total').count()).toBe(0);
      const refused = await page.evaluate(async () => {
        const token = localStorage.getItem('token');
        const res = await fetch('/api/monitor', { headers: { Authorization: `Bearer ${token}` } });
        return res.status;
      });
      expect(refused).toBe(403);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'monitor-not-admin-mobile-dark');
      expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
