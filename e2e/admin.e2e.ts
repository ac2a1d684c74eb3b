/**
 * The admin area in Chromium against the real server: admin@aiz.test (ADMIN_EMAILS of the test server)
 * sees the counts, the events chart and the users; anyone else is told the area is not theirs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const ADMIN_EMAIL = E2E_ADMIN_EMAILS.admin;

describe('admin area', () => {
  it('asks a visitor to sign in', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/admin');
      await poll(() => page.getByText('Sign in as an administrator').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells a signed-in user who is not an administrator that the area is not theirs', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/admin');
      const user = await enterInPage(page, `plain${stamp}`);
      expect(user.role).toBe('user');
      await poll(() =>
        page.getByRole('heading', { name: "You don't have access to this area" }).isVisible(),
      ).toBe(true);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin');
      await expect.poll(() => page.getByRole('list', { name: 'Overview' }).count()).toBe(0);
      // Nor does the navigation offer it.
      await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
      await poll(() => page.getByRole('menu').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await screenshot(page, 'admin-not-allowed-dark');
      expect((await page.request.get('/api/admin/overview')).status()).toBe(403);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows admin@aiz.test the counts, the events chart, users and feedback', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      const admin = await enterInPage(page, `admin${stamp}`, ADMIN_EMAIL);
      expect(admin.role).toBe('admin');
      await page.getByRole('button', { name: `Account menu for ${admin.username}` }).click();
      await page.getByRole('menuitem', { name: 'Admin' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/admin');

      const overview = page.getByRole('list', { name: 'Overview' });
      await poll(() => overview.isVisible()).toBe(true);
      const api = (await (await page.request.get('/api/admin/overview')).json()) as {
        users: number;
        admins: number;
      };
      expect(api.users).toBeGreaterThanOrEqual(1);
      expect(api.admins).toBeGreaterThanOrEqual(1);
      const usersCard = overview.getByRole('listitem').filter({ hasText: 'Users' }).first();
      await expect.poll(() => usersCard.textContent()).toContain(api.users.toLocaleString('en-US'));
      // Page loads are tracked (eventType performance): the chart has at least that type.
      await poll(() =>
        page.getByRole('list', { name: 'Events by type' }).getByText('performance').isVisible(),
      ).toBe(true);
      const table = page.getByRole('table');
      await poll(() => table.getByRole('rowheader', { name: admin.username }).isVisible()).toBe(true);
      await poll(() => page.getByRole('heading', { name: 'Recent feedback' }).isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, 'admin-dark');

      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.reload();
      await poll(() => overview.isVisible()).toBe(true);
      await poll(() => table.getByRole('rowheader', { name: admin.username }).isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, 'admin-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
