/**
 * Every route renders in Chromium with the right heading, layout rules and no console errors: one test
 * per route, so the walk grows with the route table without turning into one long test. Each walk keeps
 * one page open for its routes (one server and one browser for the file).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundRoute, type ScreenRoute, screenRoutes } from '../client/src/app/routes';
import { SPEC_PATHS, samplePathFor } from '../client/src/test/spec-paths';
import { scaled } from '../scripts/test-time.mjs';
import { disconnectBrowser, MOBILE, type OpenedPage, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const each = screenRoutes.map((r) => [r.path, r] as const);

/** Opens a screen (a sample path for a pattern) and waits for its heading. */
async function visitScreen(page: Page, route: ScreenRoute): Promise<string> {
  const path = samplePathFor(route.path);
  await page.goto(path);
  await expect
    .poll(() => page.locator('h1').first().textContent(), { timeout: scaled(10_000) })
    .toBe(route.title);
  return path;
}

/**
 * The console errors a route's walk may not have: all of them, except that a sample id names nothing
 * (`/marketplace/sample-1`), so a screen that asks the server for it is answered 404 — which Chromium
 * logs — and says so on the page.
 */
function unexpected(errors: string[], route: ScreenRoute): string[] {
  const sampled = samplePathFor(route.path) !== route.path;
  return errors.filter((e) => !(sampled && e.includes('status of 404')));
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
      // Each polled: the page renders in steps (lazy chunk, data, then the spinner leaves).
      await expect
        .poll(() => page.getByRole('status', { name: 'Loading' }).count(), {
          message: `${path} spinner gone`,
        })
        .toBe(0);
      await expect.poll(() => page.locator('h1').count(), { message: `${path} has one h1` }).toBe(1);
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.locator('footer').count(), { message: `${path} footer` })
        .toBe(route.fullHeight ? 0 : 1);
    });
    expect(unexpected(errors, route)).toEqual([]);
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
    expect(unexpected(errors, route)).toEqual([]);
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
