/**
 * The community as new people use it (issue 26): one asks a question in Markdown (previewed, its draft saved),
 * another answers it with a marketplace listing embedded as a card, the asker marks the answer as the
 * solution, and a third person finds the topic by a search with typos, opens it on a phone and gets the
 * listing's workflow from the card into the builder. Then a reader flags a spam reply and a moderator hides it
 * from the review queue; the action is in the administrators' moderation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { baseUrl, disconnectBrowser, MOBILE, type OpenedPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const TITLE = `How do I route inbound leads by region ${stamp}?`;
const LISTING = `Regional lead router ${stamp}`;
const ANSWER = 'Use the regional lead router template: it reads the ZIP code and picks the team.';
const SPAM = 'Cheap followers for your agents, visit my profile now';

describe('community', () => {
  let creator: OpenedPage;
  let asker: OpenedPage;
  let answerer: OpenedPage;
  let reader: OpenedPage;
  let spammer: OpenedPage;
  let moderator: OpenedPage;
  let threadUrl = '';
  let listingSlug = '';
  let answererName = '';

  beforeAll(async () => {
    creator = await openQuietPage();
    asker = await openQuietPage();
    answerer = await openQuietPage();
    reader = await openQuietPage({ viewport: MOBILE });
    spammer = await openQuietPage();
    moderator = await openQuietPage();
  });
  afterAll(async () => {
    for (const opened of [creator, asker, answerer, reader, spammer, moderator]) await opened?.close();
  });

  it(
    'a question is asked, answered with a listing card by another person, marked solved, found by search and its workflow got',
    async () => {
      // A creator lists a free workflow (listing is walked in marketplace.e2e.ts).
      await enterInPage(creator.page, `lister${stamp}`);
      const workflow = await api(creator.page, 'POST', '/api/workflows', {
        name: LISTING,
        document: {
          nodes: [{ id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] }],
          edges: [],
          settings: {},
        },
      });
      await api(creator.page, 'POST', `/api/workflows/${workflow.id}/versions`, {});
      const listing = await api(creator.page, 'POST', '/api/marketplace/listings', {
        workflowId: workflow.id,
        title: LISTING,
        summary: 'Routes inbound leads to the team of their region by ZIP code.',
        category: 'sales',
      });
      listingSlug = listing.slug as string;

      // The asker starts a topic from /community: Markdown with a code block, previewed, its draft saved.
      const a = asker.page;
      await enterInPage(a, `asker${stamp}`);
      await a.goto('/community');
      await poll(() => a.getByRole('heading', { level: 1, name: 'Community' }).isVisible()).toBe(true);
      await poll(() => a.getByText('Questions', { exact: true }).first().isVisible()).toBe(true);
      await a.getByRole('link', { name: 'New topic' }).first().click();
      await a.getByRole('textbox', { name: 'Title' }).fill(TITLE);
      await a.getByRole('combobox', { name: 'Category' }).selectOption('questions');
      await a.getByRole('textbox', { name: 'Tags' }).fill('leads');
      await a.getByRole('textbox', { name: 'Tags' }).press('Enter');
      await a
        .getByRole('textbox', { name: 'Body' })
        .fill(
          'My webhook receives leads like this:\n\n```js\nconst lead = { zip: "94107", name: "Ana" };\n```\n\nHow do I send each one to the **team of its region**?',
        );
      await poll(() => a.getByText('Draft saved').isVisible(), 15_000).toBe(true);
      await a.getByRole('tab', { name: 'Preview' }).click();
      await poll(() => a.locator('.tok-keyword', { hasText: 'const' }).first().isVisible()).toBe(true);
      await poll(() => a.getByText('team of its region', { exact: true }).isVisible()).toBe(true);
      await screenshot(a, 'community-new-topic-preview');
      await a.getByRole('tab', { name: 'Write' }).click();
      await a.getByRole('button', { name: 'Post topic' }).click();
      await poll(() => new URL(a.url()).pathname).toMatch(
        /^\/community\/t\/\d+\/how-do-i-route-inbound-leads/,
      );
      threadUrl = new URL(a.url()).pathname;
      await poll(() => a.getByRole('article', { name: `Post #1 by asker${stamp}` }).isVisible()).toBe(true);

      // Another person answers, the listing's address on a line of its own: it shows as a card.
      const b = answerer.page;
      answererName = (await enterInPage(b, `answerer${stamp}`)).username;
      await b.goto(threadUrl);
      await poll(() => b.getByRole('heading', { name: TITLE }).isVisible()).toBe(true);
      await b
        .getByRole('textbox', { name: 'Your reply' })
        .fill(`${ANSWER}\n\n${baseUrl}/marketplace/${listingSlug}`);
      await b.getByRole('button', { name: 'Post reply' }).click();
      const reply = b.getByRole('article', { name: `Post #2 by ${answererName}` });
      await poll(() => reply.isVisible()).toBe(true);
      await poll(() =>
        reply.getByRole('complementary', { name: `Marketplace listing: ${LISTING}` }).isVisible(),
      ).toBe(true);
      await screenshot(b, 'community-reply-listing-card');

      // The asker marks it as the solution: it shows under the question.
      await a.reload();
      const answer = a.getByRole('article', { name: `Post #2 by ${answererName}` });
      await poll(() => answer.isVisible()).toBe(true);
      await answer.getByRole('button', { name: 'Mark as solution' }).click();
      const solution = a.getByRole('region', { name: 'Solution' });
      await poll(() => solution.isVisible()).toBe(true);
      await poll(() => solution.textContent()).toContain(ANSWER);
      await screenshot(a, 'community-solved');

      // A third person, on a phone, finds it by a search with typos and opens it.
      const r = reader.page;
      await enterInPage(r, `reader${stamp}`);
      await r.goto('/community');
      const search = r.getByRole('searchbox', { name: 'Search the community' });
      await poll(() => search.isVisible()).toBe(true);
      await search.fill('rout inbund leds by regon');
      await search.press('Enter');
      await poll(() => new URL(r.url()).pathname).toBe('/community/search');
      const found = r.getByRole('link', { name: TITLE });
      await poll(() => found.isVisible(), 15_000).toBe(true);
      await screenshot(r, 'community-search-typos');
      await found.click();
      await poll(() => new URL(r.url()).pathname).toBe(threadUrl);
      await poll(() => r.getByRole('region', { name: 'Solution' }).isVisible()).toBe(true);

      // ...and gets the listing's workflow from the card, into the builder.
      const card = r
        .getByRole('region', { name: 'Replies' })
        .getByRole('complementary', { name: `Marketplace listing: ${LISTING}` });
      await poll(() => card.getByRole('button', { name: 'Get it free' }).isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Get it free' }).click();
      const open = card.getByRole('link', { name: 'Open your copy' });
      await poll(() => open.isVisible(), 15_000).toBe(true);
      await screenshot(r, 'community-card-got');
      await open.click();
      await poll(() => new URL(r.url()).searchParams.get('workflow')).toBeTruthy();
      const copies = (await api(r, 'GET', '/api/workflows')) as { workflows?: { name: string }[] };
      expect(JSON.stringify(copies)).toContain(LISTING);
    },
    scaled(120_000),
  );

  it(
    'a reader flags a spam reply and a moderator hides it from the review queue; the action is logged',
    async () => {
      expect(threadUrl).not.toBe('');
      const s = spammer.page;
      await enterInPage(s, `spammer${stamp}`);
      const threadId = Number(threadUrl.split('/')[3]);
      await api(s, 'POST', `/api/community/threads/${threadId}/posts`, { body: SPAM });

      // The reader flags it as spam.
      const r = reader.page;
      await r.goto(threadUrl);
      const spam = r.getByRole('article', { name: `Post #3 by spammer${stamp}` });
      await poll(() => spam.isVisible()).toBe(true);
      await spam.getByRole('button', { name: 'Flag' }).click();
      const dialog = r.getByRole('dialog', { name: 'Flag post #3' });
      await poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('radio', { name: 'Spam' }).check();
      await dialog.getByRole('button', { name: 'Flag post' }).click();
      await poll(() => dialog.isVisible()).toBe(false);

      // A moderator (an administrator here) hides it from the queue.
      const m = moderator.page;
      await enterInPage(m, `cmod${stamp}`, E2E_ADMIN_EMAILS.community);
      await m.goto('/community');
      await m.getByRole('link', { name: 'Review queue' }).click();
      const queue = m.getByRole('list', { name: 'Posts to review' });
      await poll(() => queue.isVisible()).toBe(true);
      const item = queue.getByRole('listitem').filter({ hasText: SPAM });
      await poll(() => item.isVisible()).toBe(true);
      await poll(() => item.textContent()).toContain('Spam');
      await screenshot(m, 'community-review-queue');
      await item.getByRole('button', { name: 'Hide' }).click();
      await poll(() => queue.getByText(SPAM).count()).toBe(0);

      // Others no longer see its text.
      await r.reload();
      await poll(() => r.getByRole('article', { name: `Post #3 by spammer${stamp}` }).isVisible()).toBe(true);
      await poll(() => r.getByText(SPAM).count()).toBe(0);

      // The moderation log in /admin names it.
      await m.goto('/admin');
      const log = m.getByRole('table', { name: 'Moderation log' });
      await poll(() => log.isVisible(), 15_000).toBe(true);
      await poll(() => log.textContent()).toContain(TITLE);
      await log.scrollIntoViewIfNeeded();
      await screenshot(m, 'community-moderation-log');
    },
    scaled(90_000),
  );
});
