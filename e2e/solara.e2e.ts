/**
 * Solara at /solar-ai-agent, signed out: a homeowner answers with the keyboard and the quick replies and gets
 * the estimate card (a non-binding estimate, the monthly chart, the assumptions dialog); on a phone too.
 * Booking needs the leads service, which this server does not have yet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { disconnectBrowser, MOBILE, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

describe('Solara', () => {
  it('takes a homeowner from the greeting to an estimate card, by keyboard and quick replies', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/solar-ai-agent');
      const log = page.getByRole('list', { name: 'Conversation with Solara' });
      await expect.poll(() => log.textContent()).toContain('What’s your ZIP code?');
      const box = page.getByRole('textbox', { name: 'Your message to Solara' });
      const reply = (name: string) => page.getByRole('button', { name, exact: true });

      await box.fill('85003');
      await box.press('Enter');
      await expect.poll(() => reply('I own it').isVisible()).toBe(true);
      await reply('I own it').click();
      await expect.poll(() => reply('Townhouse').isEnabled()).toBe(true);
      await reply('Townhouse').click();
      await expect.poll(() => reply('About 10 years').isEnabled()).toBe(true);
      await reply('About 10 years').click();
      await expect.poll(() => reply('No shade').isEnabled()).toBe(true);
      await reply('No shade').click();
      await expect.poll(() => log.textContent()).toContain('monthly electric bill');
      await box.fill('about $180');
      await box.press('Enter');

      const card = page.getByRole('region', { name: 'Your solar estimate' });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.textContent()).toContain('Non-binding estimate');
      expect(await card.textContent()).toContain('No federal tax credit is counted');
      await expect.poll(() => card.locator('svg').count()).toBeGreaterThan(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'solara-estimate');

      const assumptions = card.getByRole('button', { name: 'Assumptions' });
      await assumptions.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'What this estimate assumes' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('Electricity rate');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => log.textContent()).toContain('What matters most to you');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone', async () => {
    const { page, errors, close } = await openPage({ viewport: MOBILE });
    try {
      await page.goto('/solar-ai-agent');
      const box = page.getByRole('textbox', { name: 'Your message to Solara' });
      await expect
        .poll(() => page.getByRole('list', { name: 'Conversation with Solara' }).textContent())
        .toContain('ZIP code');
      await box.fill('I rent, ZIP 85003');
      await box.press('Enter');
      // Renting, said with the ZIP code: the landlord and community-solar paths, and an info-only offer.
      const info = page.getByRole('button', { name: 'Continue for information', exact: true });
      await expect.poll(() => info.isVisible()).toBe(true);
      expect(await page.getByRole('list', { name: 'Conversation with Solara' }).textContent()).toContain(
        'community solar',
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'solara-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
