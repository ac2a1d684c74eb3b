/**
 * /mission-impact in Chromium against the real server: with no project at permission to operate it says so;
 * an administrator adds the demo projects from /admin and the page shows the figures with the Demo badge, the
 * state map and the projection; the switch leaves them out; the methodology opens as a side sheet. The demo
 * projects are removed at the end. The journey file (solar-sales-journey) may have brought a real project to PTO on
 * this shared server first, so the figures are read against the real projects already counted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

/** Projects at PTO that are not demo rows, on this shared server (another file's journey may have made one). */
async function realProjects(page: import('playwright-core').Page): Promise<number> {
  const res = await page.request.get('/api/mission-impact?demo=exclude');
  return ((await res.json()) as { projects: number }).projects;
}

describe('mission impact', () => {
  it('says truthfully that no project has reached permission to operate yet', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/mission-impact');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mission Impact');
      const real = await realProjects(page);
      await poll(() => page.getByRole('heading', { name: 'No installed projects yet' }).isVisible()).toBe(
        real === 0,
      );
      await expect.poll(() => page.getByTestId('demo-badge').count()).toBe(0);
      // The Mission link of the top bar comes here.
      await page.goto('/');
      await page.getByRole('navigation').getByRole('link', { name: 'Mission', exact: true }).first().click();
      await poll(() => new URL(page.url()).pathname).toBe('/mission-impact');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the demo projects an administrator adds, badged, with the map, the projection and the methodology', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.goto('/');
      const admin = await enterInPage(page, `impact${stamp}`, E2E_ADMIN_EMAILS.missionImpact);
      expect(admin.role).toBe('admin');
      const real = await realProjects(page);
      await page.goto('/admin');
      const card = page.getByText('Mission impact demo projects');
      await poll(() => card.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Add demo projects' }).click();
      await poll(() => page.getByTestId('demo-in-figures').textContent()).toBe(
        'Demo projects at permission to operate now: 6',
      );

      await page.goto('/mission-impact');
      await poll(() => page.getByTestId('demo-badge').isVisible()).toBe(true);
      await poll(() =>
        page.getByText('These figures include 6 demo projects', { exact: false }).isVisible(),
      ).toBe(true);
      const figures = (await api(page, 'GET', '/api/mission-impact')) as {
        projects: number;
        kwInstalled: number;
      };
      expect(figures.projects).toBe(real + 6);
      await poll(() => page.locator('[data-figure="Homes served"]').textContent()).toBe(String(real + 6));
      const map = page.getByRole('list', { name: 'Installed kW by state' });
      await poll(() => map.getByRole('button').count()).toBe(51);
      const arizona = map.getByRole('button', { name: /^Arizona: 8\.4 kW installed in 1 home/ });
      await arizona.focus();
      await poll(() =>
        page
          .getByText(/^Arizona: 8\.4 kW installed in 1 home/)
          .first()
          .isVisible(),
      ).toBe(true);
      await poll(() => page.getByRole('heading', { name: 'The next 25 years' }).isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await page.screenshot({ path: '/tmp/impact.png', fullPage: true });
      await screenshot(page, 'mission-impact-light');

      await page.getByRole('button', { name: 'Methodology' }).click();
      const sheet = page.getByRole('dialog', { name: 'How these figures are computed' });
      await poll(() => sheet.isVisible()).toBe(true);
      await poll(() =>
        sheet.getByRole('link', { name: /Greenhouse Gas Equivalencies Calculator/ }).isVisible(),
      ).toBe(true);
      await page.waitForTimeout(300);
      await page.screenshot({ path: '/tmp/impact-methodology.png' });
      await page.keyboard.press('Escape');
      await poll(() => sheet.count()).toBe(0);

      // A phone, in the dark theme: nothing wider than the screen.
      const phone = await openQuietPage({ viewport: MOBILE });
      try {
        await phone.context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await phone.page.goto('/mission-impact');
        await poll(() => phone.page.getByTestId('demo-badge').isVisible()).toBe(true);
        await poll(() =>
          phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await phone.page.waitForTimeout(300);
        await phone.page.screenshot({ path: '/tmp/impact-mobile.png', fullPage: true });
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.close();
      }

      await page.getByRole('switch', { name: 'Leave out demo projects' }).click();
      await poll(() => page.getByRole('heading', { name: 'No installed projects yet' }).isVisible()).toBe(
        real === 0,
      );
      await poll(() => page.getByTestId('demo-badge').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.request.delete('/api/mission-impact/demo', {
        headers: { Origin: new URL(page.url()).origin },
      });
      await close();
    }
  });
});
