/**
 * Every route renders in Chromium with the right heading, layout rules and no console errors: one test
 * per route, so the walk grows with the route table without turning into one long test. Each walk keeps
 * one page open for its routes (one server and one browser for the file).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundRoute, type ScreenRoute, screenRoutes } from '../client/src/app/routes';
import { SPEC_PATHS, samplePathFor } from '../client/src/test/spec-paths';
import { disconnectBrowser, MOBILE, type OpenedPage, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const each = screenRoutes.map((r) => [r.path, r] as const);

/** Opens a screen (a sample path for a pattern) and waits for its heading. */
async function visitScreen(page: Page, route: ScreenRoute): Promise<string> {
  const path = samplePathFor(route.path);
  await page.goto(path);
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toBe(route.title);
  return path;
}

/** One page for a whole walk; each test checks only the console errors of its own route. */
function sharedPage(options: Parameters<typeof openPage>[0]) {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(options);
  });
  afterAll(() => opened.close());
  return {
    get page() {
      return opened.page;
    },
    /** Runs `visit` and answers the console errors it caused. */
    async errorsDuring(visit: () => Promise<void>): Promise<string[]> {
      const before = opened.errors.length;
      await visit();
      return opened.errors.slice(before);
    },
  };
}

describe('routes', () => {
  it('has a screen for every path of the spec', () => {
    const paths = screenRoutes.map((r) => r.path);
    for (const p of SPEC_PATHS) expect(paths, p).toContain(p);
  });
});

describe('every screen on a desktop', () => {
  const shared = sharedPage({ serviceWorkers: 'block' });

  it.each(each)('%s renders its heading, the navigation and the footer rule', async (_path, route) => {
    const errors = await shared.errorsDuring(async () => {
      const { page } = shared;
      const path = await visitScreen(page, route);
      expect(await page.locator('h1').count(), `${path} has one h1`).toBe(1);
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
      expect(await page.locator('footer').count(), `${path} footer`).toBe(route.fullHeight ? 0 : 1);
      expect(await page.getByRole('status', { name: 'Loading' }).count(), `${path} spinner gone`).toBe(0);
    });
    expect(errors).toEqual([]);
  });
});

describe('every screen on a 375 px phone, in the wider fallback font', () => {
  const shared = sharedPage({ serviceWorkers: 'block', viewport: MOBILE });
  beforeAll(async () => {
    // Text is set in the fallback font until the web font arrives (or when it never does).
    await shared.page.route(/\.woff2?$/, (route) => route.fulfill({ status: 200, body: '' }));
  });

  it.each(each)('%s fits the width', async (_path, route) => {
    const errors = await shared.errorsDuring(async () => {
      await visitScreen(shared.page, route);
      const overflow = await shared.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'pixels wider than the screen').toBeLessThanOrEqual(0);
    });
    expect(errors).toEqual([]);
  });
});

describe('any other path', () => {
  it('shows "Page Not Found" with a way home', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/this-page-does-not-exist-3b1f9c/deeper');
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
