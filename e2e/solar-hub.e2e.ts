/**
 * /solar, the hub of the solar vertical, as an installer sees it on their first day: what it does, no leads
 * yet (nothing creates one outside Solara's conversation, so none is seeded), and their booking hours set
 * with the keyboard, refused when a window holds no slot, then saved and read back. Signed out on a phone in
 * the dark: what the vertical does and a way in. Light on a desktop, dark on a phone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('the solar hub', () => {
  it('an owner with no leads yet sets their booking hours', async () => {
    const { page, errors, close } = await openQuietPage({ timezoneId: 'America/Chicago' });
    try {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await enterInPage(page, `installer${stamp}`);
      await page.goto('/solar');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Solar' }).isVisible()).toBe(true);
      await poll(() => page.getByText(/No leads yet\./).isVisible()).toBe(true);
      await poll(() => page.getByText(/No booking hours yet/).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Talk to Solara' }).getAttribute('href')).toBe(
        '/solar-ai-agent',
      );
      await screenshot(page, 'solar-hub-empty');

      // With the keyboard: a new window is Monday 9 to 5 in the browser's zone.
      const form = page.getByRole('form', { name: 'Booking hours' });
      await form.getByRole('button', { name: 'Add a window' }).focus();
      await page.keyboard.press('Enter');
      const first = form.getByRole('group', { name: 'Window 1' });
      await poll(() => first.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
      await page.keyboard.press('Enter');
      const second = form.getByRole('group', { name: 'Window 2' });
      await poll(() => second.getByLabel('Day').inputValue()).toBe('2');

      // Tuesday 9:00 to 9:20 in hour slots holds none: refused before anything is sent.
      await second.getByLabel('To').fill('09:20');
      await form.getByRole('button', { name: 'Save hours' }).click();
      await poll(() => second.getByText(/The window must hold at least one slot/).isVisible()).toBe(true);
      await second.getByLabel('To').scrollIntoViewIfNeeded();
      await screenshot(page, 'solar-hub-hours-refused');
      expect(await api(page, 'GET', '/api/solar/availability')).toEqual({ rows: [] });

      await second.getByLabel('To').fill('12:00');
      await second.getByLabel('Slot (minutes)').fill('30');
      await form.getByRole('button', { name: 'Save hours' }).click();
      const saved = {
        rows: [
          { weekday: 1, startMinute: 540, endMinute: 1020, slotMinutes: 60, timezone: 'America/Chicago' },
          { weekday: 2, startMinute: 540, endMinute: 720, slotMinutes: 30, timezone: 'America/Chicago' },
        ],
      };
      await poll(() => api(page, 'GET', '/api/solar/availability')).toEqual(saved);
      await poll(() => page.getByText('Booking hours saved').isVisible()).toBe(true);
      await screenshot(page, 'solar-hub-hours-saved');

      // Read back after a reload.
      await page.reload();
      await poll(() => form.getByText('2 windows, 14 slots a week').isVisible()).toBe(true);
      expect(await form.getByRole('group', { name: 'Window 2' }).getByLabel('To').inputValue()).toBe('12:00');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells a signed-out visitor on a phone what it does and lets them in', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/solar');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Solar' }).isVisible()).toBe(true);
      await poll(() => page.getByText('Leads land here').isVisible()).toBe(true);
      await poll(() =>
        page.getByRole('main').getByRole('button', { name: 'Sign in' }).first().isVisible(),
      ).toBe(true);
      await expect(page.getByRole('heading', { name: 'Leads' }).count()).resolves.toBe(0);
      await screenshot(page, 'solar-hub-signed-out-mobile-dark');
      await page.getByText(/Sign in to see the leads Solara brings you/).scrollIntoViewIfNeeded();
      await screenshot(page, 'solar-hub-signed-out-mobile-dark-bottom');

      await enterInPage(page, `phoneinstaller${stamp}`);
      await page.goto('/solar');
      await poll(() => page.getByText(/No leads yet\./).isVisible()).toBe(true);
      const form = page.getByRole('form', { name: 'Booking hours' });
      await form.getByRole('button', { name: 'Add a window' }).click();
      await form.getByRole('group', { name: 'Window 1' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'solar-hub-hours-mobile-dark');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
