/**
 * Defects a new user hit in the browser (new-user walk, 2026-11): the signed-in home page, the welcome
 * dialog's Start Building, and a signed-in person opening cached pages offline.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('the home page, signed in', () => {
  it('offers no sign-up, shows the balance and leads on to the builder and the dashboard', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      const person = await enterInPage(page, `home${stamp}`);
      await page.goto('/');
      const menu = page.getByRole('button', { name: `Account menu for ${person.username}` });
      await poll(() => menu.isVisible()).toBe(true);
      const balance = page.getByRole('link', { name: /You hold [\d,]+ AIZ/ });
      await poll(() => balance.isVisible()).toBe(true);
      await expect.poll(() => balance.getAttribute('href')).toBe('/dashboard');
      const main = page.locator('main');
      await expect.poll(() => main.getByText(/Claim your|Create your|No credit card/).count()).toBe(0);
      await expect
        // The hero's (the first): the feature cards further down link to the dashboard too.
        .poll(() => main.getByRole('link', { name: 'Dashboard', exact: true }).first().getAttribute('href'))
        .toBe('/dashboard');
      await screenshot(page, 'home-signed-in');
      await main.getByRole('link', { name: 'Open the builder' }).first().click();
      await poll(() => new URL(page.url()).pathname).toBe('/workflow-builder');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the welcome dialog', () => {
  it('Start Building opens the builder that fits the chosen use case', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/?welcome');
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel('E-mail').fill(`welcome${stamp}@example.com`);
      await dialog.getByRole('combobox').selectOption('ai-agents');
      await dialog.getByRole('button', { name: 'Start Building' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/builder');
      await poll(() => page.locator('h1').textContent()).toBe('Agent Builder');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('offline', () => {
  it(
    'keeps a signed-in person signed in on cached pages, with a notice that leaves when back online',
    async () => {
      // The service worker must run here: it is what serves the pages offline.
      const { page, context, errors, close } = await openPage();
      try {
        await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
        const person = await enterInPage(page, `offline${stamp}`);
        const menu = page.getByRole('button', { name: `Account menu for ${person.username}` });
        await poll(() => menu.isVisible()).toBe(true);
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await page.reload();
        await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
        await expect.poll(() => notice.count()).toBe(0);

        await context.setOffline(true);
        await page.goto('/marketplace');
        await poll(() => page.locator('h1').textContent()).toBe('Marketplace');
        await poll(() => notice.isVisible()).toBe(true);
        await poll(() => menu.isVisible()).toBe(true);
        await expect.poll(() => page.getByRole('button', { name: 'Get Started' }).count()).toBe(0);
        await screenshot(page, 'offline-signed-in');

        await context.setOffline(false);
        await poll(() => notice.count()).toBe(0);
        await poll(() => menu.isVisible()).toBe(true);
        expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
      } finally {
        await close();
      }
    },
    scaled(60_000),
  );
});
