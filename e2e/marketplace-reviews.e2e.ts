/**
 * Reviews and reports of a marketplace listing as four people use them: a buyer gets a free listing and
 * reviews it (someone without a copy is told to get it first), the creator replies, another person marks the
 * review helpful and reports it, and an administrator hides it from the reports queue in /admin, after which
 * it is gone from the listing's page and rating. Light, dark, and a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { disconnectBrowser, MOBILE, type OpenedPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const title = `Invoice sorter ${stamp}`;
const REVIEW = 'Sorted a month of invoices in a minute. The PDF step needs a clear scan.';
const REPLY = 'Thank you! Version 2 reads blurry scans too.';

describe('marketplace reviews', () => {
  let creator: OpenedPage;
  let buyer: OpenedPage;
  let reader: OpenedPage;
  let admin: OpenedPage;
  let page = '';
  let buyerName = '';

  beforeAll(async () => {
    creator = await openQuietPage();
    buyer = await openQuietPage();
    reader = await openQuietPage({ viewport: MOBILE });
    admin = await openQuietPage();
  });
  afterAll(async () => {
    for (const opened of [creator, buyer, reader, admin]) await opened?.close();
  });

  it(
    'a person who got the listing reviews it; one without a copy is told to get it first',
    async () => {
      // The creator lists a free workflow (through the API: listing is walked in marketplace.e2e.ts).
      await enterInPage(creator.page, `maker${stamp}`);
      const workflow = await api(creator.page, 'POST', '/api/workflows', {
        name: title,
        document: {
          nodes: [{ id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] }],
          edges: [],
          settings: {},
        },
      });
      await api(creator.page, 'POST', `/api/workflows/${workflow.id}/versions`, {});
      const listing = await api(creator.page, 'POST', '/api/marketplace/listings', {
        workflowId: workflow.id,
        title,
        summary: 'Sorts incoming invoices by supplier and due date.',
        category: 'operations',
      });
      page = `/marketplace/${listing.slug as string}`;

      await enterInPage(reader.page, `reader${stamp}`);
      await reader.page.goto(page);
      await poll(() => reader.page.getByText('Get this listing to review it').isVisible()).toBe(true);
      await poll(() => reader.page.getByText('No reviews yet').first().isVisible()).toBe(true);

      // The buyer gets it free, comes back and reviews it, choosing the stars with the keyboard.
      buyerName = (await enterInPage(buyer.page, `buyer${stamp}`)).username;
      await buyer.page.goto(page);
      await buyer.page.getByRole('button', { name: 'Get it free' }).click();
      await poll(() => new URL(buyer.page.url()).searchParams.get('workflow')).toBeTruthy();
      await buyer.page.goto(page);
      const form = buyer.page.getByRole('form', { name: 'Write a review' });
      await poll(() => form.isVisible()).toBe(true);
      await form.getByRole('button', { name: 'Post review' }).click();
      await poll(() => form.getByText('Choose from 1 to 5 stars.').isVisible()).toBe(true);
      await form.getByRole('radio', { name: '1 star: Poor' }).focus();
      for (let i = 0; i < 3; i++) await buyer.page.keyboard.press('ArrowRight');
      await poll(() => form.getByRole('radio', { name: '4 stars: Very good' }).isChecked()).toBe(true);
      await form.getByLabel('Your review').fill(REVIEW);
      await screenshot(buyer.page, 'marketplace-review-form');
      await form.getByRole('button', { name: 'Post review' }).click();
      await poll(() => buyer.page.getByRole('heading', { name: 'Your review' }).isVisible()).toBe(true);
      await poll(() => buyer.page.getByText('4.0 from 1 review').isVisible()).toBe(true);
      await screenshot(buyer.page, 'marketplace-review-posted');
    },
    scaled(60_000),
  );

  it(
    'the creator replies once (in the light theme)',
    async () => {
      await creator.page.evaluate(() => localStorage.setItem('theme', 'light'));
      await creator.page.goto(page);
      const review = creator.page.getByRole('article', { name: `Review by ${buyerName}` });
      await poll(() => review.isVisible()).toBe(true);
      await review.getByRole('button', { name: 'Reply' }).click();
      await review.getByLabel('Your reply').fill(REPLY);
      await review.getByRole('button', { name: 'Post reply' }).click();
      await poll(() => review.getByText(REPLY).isVisible()).toBe(true);
      await poll(() => review.getByRole('button', { name: 'Reply' }).count()).toBe(0);
      await review.scrollIntoViewIfNeeded();
      await screenshot(creator.page, 'marketplace-review-replied-light');
    },
    scaled(30_000),
  );

  it(
    'another person marks it helpful and reports it, on a phone in the dark',
    async () => {
      await reader.page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await reader.page.reload();
      const seen = reader.page.getByRole('article', { name: `Review by ${buyerName}` });
      await poll(() => seen.getByText(REPLY).isVisible()).toBe(true);
      const helpful = seen.getByRole('button', { name: /^Helpful/ });
      await helpful.click();
      await poll(() => helpful.getAttribute('aria-pressed')).toBe('true');
      await poll(() => helpful.textContent()).toBe('Helpful (1)');
      await seen.scrollIntoViewIfNeeded();
      await screenshot(reader.page, 'marketplace-reviews-mobile-dark');
      await seen.getByRole('button', { name: `More actions for the review by ${buyerName}` }).click();
      await reader.page.getByRole('menuitem', { name: 'Report this review…' }).click();
      const dialog = reader.page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByLabel('Reason').selectOption({ label: 'Offensive or abusive' });
      await dialog.getByLabel('What is wrong (optional)').fill(`Reported in the browser test ${stamp}.`);
      await screenshot(reader.page, 'marketplace-review-report-mobile-dark');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => reader.page.getByText('An administrator will look at it.').first().isVisible()).toBe(
        true,
      );
    },
    scaled(30_000),
  );

  it(
    'an administrator hides it from the reports queue; it leaves the page and the rating',
    async () => {
      await enterInPage(admin.page, `mod${stamp}`, E2E_ADMIN_EMAILS.marketplaceReviews);
      await admin.page.goto('/admin');
      const entry = admin.page.getByRole('listitem', { name: `Report of a review of ${title}` });
      await poll(() => entry.isVisible()).toBe(true);
      await poll(() => entry.getByText(`Reported in the browser test ${stamp}.`).isVisible()).toBe(true);
      await entry.scrollIntoViewIfNeeded();
      await screenshot(admin.page, 'admin-marketplace-reports');
      await entry.getByRole('button', { name: 'Hide the review' }).click();
      await poll(() => entry.count()).toBe(0);
      await admin.page.getByRole('tab', { name: 'Resolved' }).click();
      const resolved = admin.page.getByRole('listitem', { name: `Report of a review of ${title}` });
      await poll(() => resolved.getByText(/^Hidden by mod/).isVisible()).toBe(true);
      await resolved.scrollIntoViewIfNeeded();
      await screenshot(admin.page, 'admin-marketplace-reports-resolved');

      // Gone from the page and the rating for others; its author sees it marked hidden.
      await reader.page.reload();
      await poll(() => reader.page.getByText('No reviews yet').first().isVisible()).toBe(true);
      expect(await reader.page.getByText(REVIEW).count()).toBe(0);
      await buyer.page.reload();
      await poll(() => buyer.page.getByText('Hidden by an administrator').isVisible()).toBe(true);
      await screenshot(buyer.page, 'marketplace-review-hidden-own');

      for (const opened of [creator, buyer, reader, admin]) expect(opened.errors).toEqual([]);
    },
    scaled(45_000),
  );
});
