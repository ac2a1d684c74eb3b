/**
 * The search's pages against scoring every match: ranked-threads.ts scores only the matches that can still
 * reach the page, and pages 1, 2 and 3 must be the threads, in the order, that a brute-force ranking of all
 * matches (ts_rank + word_similarity for each, computed here) gives. The threads mix typo matches of every
 * closeness with full-text-only matches of every rank, so some full-text-only matches land between typo
 * matches on the second page and others are skipped (the test checks its data does both).
 */
import type { ThreadPage } from '@common/schemas/community';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertThread, seedCategories } from './community-rows-for-test';
import { THREAD_PAGE_SIZE } from './list-threads';
import { TYPO_SIMILARITY } from './ranked-threads';

const Q = 'stripe webhook';

/** Titles close to the query by degrees (typo matches), and titles that are not (full-text-only matches). */
const TYPO_TITLES = [
  'Stripe webhook',
  'Stripe webhooks retry',
  'Webhook for Stripe payments',
  'Strip webhok setup',
  'Stripe payment',
  'Webhook',
  'Webhooks after the update',
  'Stripe checkout',
  'Strpe webhook signature',
  'The webhook of our shop',
];
const OTHER_TITLES = ['Payment fails at night', 'Checkout question', 'Why does my run hang', 'Help please'];

interface Ranked {
  id: number;
  score: number;
  r: number;
  typo: boolean;
}

describe('community search pages', () => {
  let t: TestApp;
  let ranked: Ranked[];

  const page = async (n: number) => {
    const res = await t.request('GET', `/api/community/search?q=${encodeURIComponent(Q)}&page=${n}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ThreadPage;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    await seedCategories(t.database.db);
    const author = (await createSignedInUser(t, { username: 'asker' })).user.id;
    const start = Date.UTC(2026, 0, 1);
    let n = 0;
    const at = () => new Date(start + (n++ % 7) * 3_600_000); // ties in time, so the id decides some places
    for (const [i, title] of TYPO_TITLES.entries())
      for (let k = 0; k < 8; k++) {
        // Most also match by full text (their rank added); every fourth only as a typo.
        const body = k % 4 ? `About the stripe webhook, take ${k}.` : `Nothing more to say, take ${k}.`;
        await insertThread(t.database.db, {
          title: `${title} ${i}${k}`,
          at: at(),
          posts: [{ authorId: author, body }],
        });
      }
    for (const [i, title] of OTHER_TITLES.entries())
      for (let k = 1; k <= 10; k++) {
        const body = Array.from({ length: k }, (_, j) => `The stripe webhook fails, try ${j}.`).join(' ');
        await insertThread(t.database.db, {
          title: `${title} ${i}${k}`,
          at: at(),
          posts: [{ authorId: author, body }],
        });
      }
    // Every match scored, as the search did before: the reference order.
    ranked = await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
      );
      const tsquery = sql`websearch_to_tsquery('english', ${Q})`;
      const { rows } = (await tx.execute(sql`
        select id, ts_rank(search_vector, ${tsquery}) + word_similarity(${Q}, match_text) as score,
          ts_rank(search_vector, ${tsquery}) as r, ${Q} <% match_text as typo
        from community_threads where search_vector @@ ${tsquery} or ${Q} <% match_text
        order by score desc, last_post_at desc, id desc`)) as unknown as { rows: Ranked[] };
      return rows;
    });
  });
  afterAll(() => t.close());

  it('has data where the bound matters: full-text-only matches on page 2 beside typo matches, and skipped', () => {
    const n = 2 * THREAD_PAGE_SIZE;
    const typos = ranked.filter((m) => m.typo);
    const bound = typos[n - 1]!; // the page's last place among typo matches
    expect(typos.length).toBeGreaterThanOrEqual(n);
    const onPages = ranked.slice(0, n);
    const beyond = ranked.slice(n);
    // A full-text-only match on page 2 whose rank alone is under the bound: only its similarity puts it there.
    const second = onPages.slice(THREAD_PAGE_SIZE);
    expect(second.some((m) => m.typo)).toBe(true);
    expect(second.some((m) => !m.typo && m.r < bound.score)).toBe(true);
    // Full-text-only matches that cannot reach page 2 (these are the ones the search leaves unscored).
    expect(beyond.some((m) => !m.typo && m.r + TYPO_SIMILARITY + 0.05 < bound.score)).toBe(true);
  });

  it('gives pages 1, 2 and 3 as scoring every match would, in the same order, with the same total', async () => {
    for (const n of [1, 2, 3]) {
      const found = await page(n);
      const from = (n - 1) * THREAD_PAGE_SIZE;
      expect(found.total).toBe(ranked.length);
      expect(found.threads.map((s) => s.id)).toEqual(
        ranked.slice(from, from + THREAD_PAGE_SIZE).map((m) => m.id),
      );
    }
  });
});
