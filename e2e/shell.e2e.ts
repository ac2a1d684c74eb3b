/** Shell behaviours: navigation state, mobile menu, theme, sign-in entry, service worker, analytics. */
import { afterAll, describe, expect, it } from 'vitest';
import { disconnectBrowser, MOBILE, openPage, screenshot } from './support/browser';
import { measureFirstView } from './support/first-view';

afterAll(disconnectBrowser);

const activeLinks = (page: import('playwright-core').Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator('a[aria-current="page"]')
    .allTextContents()
    .then((t) => t.map((s) => s.trim()));

describe('signed out', () => {
  it('asks who is signed in without a failed request in the console (null, not 401)', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block' });
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') logged.push(msg.text());
    });
    try {
      const probe = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/user');
      await page.goto('/');
      const answer = await probe;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toBeNull();
      await expect
        .poll(() => page.getByRole('button', { name: 'Get Started' }).first().isVisible())
        .toBe(true);
      expect(logged).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('navigation', () => {
  it('marks the link of the current path (and its sub-paths) active; Home only on /', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block' });
    try {
      await page.goto('/');
      await expect.poll(() => activeLinks(page)).toEqual(['Home']);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await screenshot(page, 'home-dark');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Home', 'Marketplace', 'Builder', 'Solara Agent', 'Mission', 'Community']) {
        await expect
          .poll(() => nav.getByRole('link', { name: label, exact: true }).count(), { message: label })
          .toBe(1);
      }
      await expect
        .poll(() => nav.getByRole('link', { name: 'Builder', exact: true }).getAttribute('href'))
        .toBe('/workflow-builder');
      await expect
        .poll(() => nav.getByRole('link', { name: 'Mission', exact: true }).getAttribute('href'))
        .toBe('/mission-impact');
      await expect
        .poll(() => nav.getByRole('link', { name: 'Solara Agent', exact: true }).getAttribute('href'))
        .toBe('/solar-ai-agent');

      await nav.getByRole('link', { name: 'Marketplace', exact: true }).click();
      await expect.poll(() => activeLinks(page)).toEqual(['Marketplace']);
      await page.goto('/community/events/2025');
      await expect.poll(() => activeLinks(page)).toEqual(['Community']);
      await page.goto('/solar-ai-agent');
      await expect.poll(() => activeLinks(page)).toEqual(['Solara Agent']);
      await page.goto('/staking');
      await expect.poll(() => activeLinks(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('has the footer links of the spec and the 2025 copyright', async () => {
    const { page, close } = await openPage({ serviceWorkers: 'block' });
    try {
      await page.goto('/marketplace');
      const footer = page.locator('footer');
      await expect.poll(() => footer.count()).toBe(1);
      const hrefs: Record<string, string> = {
        Marketplace: '/marketplace',
        'Agent Builder': '/builder',
        Dashboard: '/dashboard',
        Staking: '/staking',
      };
      for (const [label, href] of Object.entries(hrefs)) {
        await expect
          .poll(() => footer.getByRole('link', { name: label, exact: true }).getAttribute('href'), {
            message: label,
          })
          .toBe(href);
      }
      await expect.poll(() => footer.textContent()).toContain('2025');
    } finally {
      await close();
    }
  });

  it('opens and closes the mobile menu', async () => {
    const { page, errors, close } = await openPage({ viewport: MOBILE, serviceWorkers: 'block' });
    try {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      await expect.poll(() => toggle.isVisible()).toBe(true);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, 'mobile-menu-open');
      const menuLink = page.locator('#mobile-menu').getByRole('link', { name: 'Marketplace', exact: true });
      await menuLink.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/marketplace');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens the sign-in dialog from Get Started when signed out', async () => {
    const { page, close } = await openPage({ serviceWorkers: 'block' });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('theme', () => {
  it('starts dark, toggles to light, and keeps the choice across reloads before first paint', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block' });
    try {
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(true);
      await page.getByRole('button', { name: 'Toggle theme' }).first().click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(false);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      // The stored theme is applied by a blocking script in <head>, before the app's code runs.
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.body !== null);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(false);
      await page.waitForLoadState('load');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await screenshot(page, 'home-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('service worker and analytics', () => {
  it('registers /sw.js, and the app opens offline from its cache', async () => {
    const { page, context, errors, close } = await openPage();
    try {
      await page.goto('/');
      const scriptUrl = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return reg.active?.scriptURL ?? null;
      });
      expect(new URL(scriptUrl!).pathname).toBe('/sw.js');
      // Let the worker take control, then go offline and load another route.
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await context.setOffline(true);
      await page.goto('/marketplace');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Marketplace');
      await context.setOffline(false);
      expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reports page-load performance to the analytics endpoint', async () => {
    const { page, close } = await openPage({ serviceWorkers: 'block' });
    try {
      const tracked = page.waitForRequest(
        (req) => req.url().endsWith('/api/analytics/track') && (req.postData() ?? '').includes('page_load'),
      );
      await page.goto('/tokens');
      const request = await tracked;
      const body = JSON.parse(request.postData()!);
      expect(body.eventValue).toBeGreaterThan(0);
      expect(Object.keys(body.metadata)).toEqual(
        expect.arrayContaining(['domContentLoaded', 'firstByte', 'domInteractive']),
      );
      expect((await request.response())?.status()).toBe(201);
    } finally {
      await close();
    }
  });
});

describe('first view budget', () => {
  it('loads at most 120 KB of JavaScript (gzip) for the first view of /', async () => {
    const { page, close } = await openPage({ serviceWorkers: 'block' });
    try {
      const view = await measureFirstView(page, '/', '/');
      // Issue 19's budget for / (119.3 KB when set; 146.1 KB before). Code the first page does not need
      // (zod, dialogs, the assistant panel, signed-in menus, builders) belongs in lazy chunks; a value import
      // in the wrong place shows up here. `node --import tsx bench/first-view-bytes.ts` prints each route.
      expect(view.jsGzip / 1024).toBeLessThanOrEqual(120);
      expect(view.jsFiles).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
