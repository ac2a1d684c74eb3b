/**
 * The figures the search sorts and filters by, kept on the listing's row (`installs_count`, `review_count`,
 * `rating`, `recent_runs`; `popularity` is generated from the first and the last), so a search reads columns
 * over indexes instead of counting installs, reviews and runs for every listing it matches.
 *
 * - Installs and reviews are exact: the transaction that writes an install, refunds one, or writes, hides or
 *   restores a review changes the row in the same transaction (`addInstalls`, `refreshRating`).
 * - `recent_runs` (the calls of the creator's deployment in the cards' figures window) moves with every call
 *   and with the window itself, so it is refreshed off the request path: at start and every
 *   LISTING_RUNS_REFRESH_MS after (`startSearchFiguresRefresh`, main.ts). The `popular` order therefore uses
 *   runs at most that old; the cards' own figures (`withUsage`) stay live.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { marketplaceListings as l, marketplaceReviews } from '../../db/schema/marketplace';
import type { Logger } from '../../lib/logger';
import { deploymentRunsByWorkflowSql } from '../deployments';
import { figuresSince } from './listing-usage';
import { meanStarsSql, reviewCountSql } from './reviews/ratings';

/** How often each server process refreshes the listings' `recent_runs` (and so the `popular` order). */
export const LISTING_RUNS_REFRESH_MS = 5 * 60_000;

/**
 * Counts `by` more (or, negative, fewer) installs of the listing, in the caller's transaction. Run it last in
 * the transaction: the row stays locked until the commit (concurrent getters of one listing queue here,
 * and `installs_count + by` counts every one of them).
 */
export async function addInstalls(tx: DbOrTx, listingId: string, by: number): Promise<void> {
  await tx
    .update(l)
    .set({ installsCount: sql`${l.installsCount} + ${by}` })
    .where(eq(l.id, listingId));
}

/**
 * Sets the listing's review count and rating again from its visible reviews, in the caller's transaction,
 * after it wrote, hid or restored one. The row is locked first (`for no key update`, which the reviews'
 * foreign key checks do not wait for), so a concurrent writer's count starts after this one's commit and
 * sees its review.
 */
export async function refreshRating(tx: DbOrTx, listingId: string): Promise<void> {
  await tx.select({ id: l.id }).from(l).where(eq(l.id, listingId)).for('no key update');
  await tx.update(l).set({ reviewCount: reviewCountSql, rating: meanStarsSql }).where(eq(l.id, listingId));
}

/** Whether `userId` wrote a review of the listing (hidden or not). */
export async function hasReviewed(tx: DbOrTx, listingId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: marketplaceReviews.id })
    .from(marketplaceReviews)
    .where(and(eq(marketplaceReviews.listingId, listingId), eq(marketplaceReviews.authorId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets every listing's `recent_runs` to the calls its workflow's deployment served since the window's start
 * at `now`; only rows whose figure changed are written. Answers how many changed.
 */
export async function refreshRecentRuns(db: DbOrTx, now: Date): Promise<number> {
  const runs = deploymentRunsByWorkflowSql(figuresSince(now));
  // Every listing with its fresh figure (0 when its workflow's deployment served no call in the window).
  const fresh = sql`(select l2.id, coalesce(r.runs, 0) as runs from marketplace_listings l2 left join ${runs} r on r.workflow_id = l2.workflow_id) fresh`;
  const changed = await db
    .update(l)
    .set({ recentRuns: sql`fresh.runs` })
    .from(fresh)
    .where(and(eq(l.id, sql`fresh.id`), ne(l.recentRuns, sql`fresh.runs`)))
    .returning({ id: l.id });
  return changed.length;
}

/** Refreshes `recent_runs` at start and every `intervalMs` in this process; `stop` waits for a pass going on. */
export function startSearchFiguresRefresh(
  deps: { db: Database; now: () => Date; log: Logger },
  intervalMs = LISTING_RUNS_REFRESH_MS,
) {
  let current: Promise<unknown> = Promise.resolve();
  const pass = () => {
    current = refreshRecentRuns(deps.db, deps.now()).catch((err: unknown) => {
      deps.log.error('refreshing the marketplace listings runs failed', {
        error: err instanceof Error ? err.message : String(err),
      });
    });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
