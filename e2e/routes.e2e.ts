/** Every route of SPEC §2 renders in Chromium with the right heading, layout rules and no console errors. */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { notFoundRoute, screenRoutes } from '../client/src/app/routes';
import { SPEC_PATHS } from '../client/src/test/spec-paths';
import { disconnectBrowser, MOBILE, openPage, screenshot } from './support/browser';

const NO_FOOTER = new Set(['/workflow-builder', '/ai-builder']);

afterAll(disconnectBrowser);

/** Opens a screen (a deep path for the /community/* catch-all) and waits for its heading. */
async function visitScreen(page: Page, route: (typeof screenRoutes)[number]): Promise<string> {
  const path = route.path.replace('/*', '/guides/getting-started/deep');
  await page.goto(path);
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toBe(route.title);
  return path;
}

describe('routes', () => {
  it('has a screen for every path of the spec', () => {
    const paths = screenRoutes.map((r) => r.path);
    for (const p of SPEC_PATHS) expect(paths, p).toContain(p);
  });

  it('renders every screen with its heading, navigation and the footer rule, without console errors', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block' });
    try {
      for (const route of screenRoutes) {
        const path = await visitScreen(page, route);
        expect(await page.locator('h1').count(), `${path} has one h1`).toBe(1);
        await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
        const footers = await page.locator('footer').count();
        expect(footers, `${path} footer`).toBe(NO_FOOTER.has(route.path) ? 0 : 1);
        expect(await page.getByRole('status', { name: 'Loading' }).count(), `${path} spinner gone`).toBe(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('fits every screen on a 375 px phone, even in the wider fallback font', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block', viewport: MOBILE });
    try {
      // Text is set in the fallback font until the web font arrives (or when it never does).
      await page.route(/\.woff2?$/, (route) => route.fulfill({ status: 200, body: '' }));
      const overflowing: string[] = [];
      for (const route of screenRoutes) {
        const path = await visitScreen(page, route);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) overflowing.push(`${path} (+${overflow} px)`);
      }
      expect(overflowing).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows "Page Not Found" with a way home for any other path', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/this/does/not/exist');
      await expect.poll(() => page.locator('h1').textContent()).toBe(notFoundRoute.title);
      expect(notFoundRoute.title).toBe('Page Not Found');
      await screenshot(page, 'not-found');
      await page.locator('main').getByRole('link', { name: /home/i }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
