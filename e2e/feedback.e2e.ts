/**
 * Feedback in Chromium against the real server: the dialog from the help menu (desktop and the
 * mobile menu), required fields, a keyboard-operated star rating, submission with the session id,
 * the feedback_submitted analytics event, and the failure toast.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { DESKTOP, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

async function expectToast(page: Page, text: string) {
  await poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Send feedback' });

async function openFromHelpMenu(page: Page) {
  await page.locator('[data-tour="help-menu"]').click();
  await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
  await poll(() => feedbackDialog(page).isVisible()).toBe(true);
}

describe('feedback dialog', () => {
  it('asks for the required fields, then submits with the session id and reports the analytics event', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      const { email } = await enterInPage(page, `fb${stamp}`);
      await openFromHelpMenu(page);
      const dialog = feedbackDialog(page);
      await expect.poll(() => dialog.getByLabel(/E-mail/).inputValue()).toBe(email);
      await page.waitForTimeout(300); // the dialog's entrance animation
      await screenshot(page, 'feedback-dark');

      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Missing Information');
      await expectToast(page, 'Please fill in all required fields.');

      await dialog.getByLabel('Type').selectOption('usability');
      await dialog.getByLabel('Category').selectOption({ label: 'Navigation' });
      // The rating is a radio group: arrow keys move through the stars.
      await dialog.getByLabel('1 star', { exact: true }).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => dialog.getByLabel('4 stars').isChecked()).toBe(true);
      await dialog.getByLabel('Message').fill('  The help menu is easy to miss on small laptops.  ');

      const submitted = page.waitForRequest((r) => r.url().endsWith('/api/feedback/submit'));
      const tracked = page.waitForRequest(
        (r) =>
          r.url().endsWith('/api/analytics/track') && (r.postData() ?? '').includes('feedback_submitted'),
      );
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const request = await submitted;
      const sessionId = await page.evaluate(() => sessionStorage.getItem('aiz.analytics.sessionId'));
      expect(sessionId).toBeTruthy();
      expect(request.headers()['x-session-id']).toBe(sessionId);
      expect(JSON.parse(request.postData()!)).toMatchObject({
        type: 'usability',
        category: 'navigation',
        rating: 4,
        message: 'The help menu is easy to miss on small laptops.',
        metadata: { email, page: expect.stringContaining('/') },
      });
      const response = await request.response();
      expect(response?.status()).toBe(201);
      const { feedbackId } = await response!.json();

      const event = JSON.parse((await tracked).postData()!);
      expect(event).toMatchObject({
        eventType: 'feedback_submitted',
        eventCategory: 'feedback',
        eventAction: 'usability',
        eventLabel: 'navigation',
        eventValue: 4,
        metadata: { feedbackId },
      });
      expect((await (await tracked).response())?.status()).toBe(201);

      await expectToast(page, 'Thank you for your feedback!');
      await poll(() => dialog.count()).toBe(0);

      // Reopened, the form starts empty again.
      await openFromHelpMenu(page);
      await expect.poll(() => feedbackDialog(page).getByLabel('Message').inputValue()).toBe('');
      await expect.poll(() => feedbackDialog(page).getByLabel('Type').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the message and says so when sending fails; fits a phone in the light theme', async () => {
    const { page, context, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      await enterInPage(page, `fbphone${stamp}`);
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      const dialog = feedbackDialog(page);
      await poll(() => dialog.isVisible()).toBe(true);
      await page.waitForTimeout(300); // the dialog's entrance animation
      await poll(async () => {
        const box = await dialog.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= MOBILE.width;
      }).toBe(true);
      await screenshot(page, 'feedback-light-375');

      await dialog.getByLabel('Type').selectOption('bug');
      await dialog.getByLabel('Category').selectOption('mobile');
      await dialog.getByLabel('Message').fill('The chart overflows.');
      await page.route('**/api/feedback/submit', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' }),
      );
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Error');
      await expectToast(page, 'Failed to submit feedback. Please try again.');
      await expect.poll(() => dialog.getByLabel('Message').inputValue()).toBe('The chart overflows.');
      await expect.poll(() => dialog.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await poll(() => dialog.count()).toBe(0);
    } finally {
      await close();
    }
  });
});
