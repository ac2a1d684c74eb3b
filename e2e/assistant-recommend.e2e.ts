/**
 * The assistant recommends real listings (issue 21 item 7): on a fresh install the platform's templates are
 * listed by the official account, so asking for a customer support agent shows the card of the official
 * "Support ticket triage" listing, with figures nothing measured reading "Not measured", and its button
 * opens that listing's page.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE } from './support/browser';

afterAll(disconnectBrowser);

const panel = (page: Page) => page.locator('#assistant-panel');
const answers = (page: Page) => panel(page).locator('li[data-role="assistant"]');

describe('recommended agents in the assistant', () => {
  it('shows a listed listing’s card for a request, and its button opens the listing', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open assistant' }).click();
      await poll(() => answers(page).count()).toBeGreaterThan(0);
      const before = await answers(page).count();
      const box = page.getByLabel('Message the assistant');
      await box.fill('I need a customer support agent');
      await box.press('Enter');
      await poll(() => answers(page).count()).toBe(before + 1);
      const answer = answers(page).last();
      await poll(() => answer.getAttribute('data-status')).toBe('done');

      const card = answer.getByRole('article', { name: 'Support ticket triage' });
      await poll(() => card.isVisible()).toBe(true);
      const text = (await card.textContent()) ?? '';
      for (const part of [
        'Customer support',
        'Official',
        'Free',
        'No reviews yet',
        'Not measured',
        '“support”',
      ])
        expect(text, part).toContain(part);
      await card.getByRole('button', { name: 'View in marketplace' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/marketplace/support-ticket-triage');
      await poll(() =>
        page.getByRole('heading', { level: 1, name: 'Support ticket triage' }).isVisible(),
      ).toBe(true);
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
