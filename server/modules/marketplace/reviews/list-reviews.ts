/**
 * A listing's reviews: the rating summary (mean, count, how many of each star), a page of visible reviews
 * (most helpful or newest first), the caller's own review apart (shown to them even when hidden), and
 * whether they may write one.
 */
import type { ReviewListQuery, ReviewSummary, ReviewsPage } from '@common/schemas/marketplace-reviews';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceReviews as r } from '../../../db/schema/marketplace';
import type { ServiceContext } from '../../../service-context';
import { viewableBySlug } from '../listing-rows';
import { authorHoldsCopyOf, roundedMean } from './ratings';
import { reviewRefusal, toReviews } from './review-rows';

export async function reviewSummary(db: DbOrTx, listingId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ stars: r.stars, n: count() })
    .from(r)
    .where(
      and(
        eq(r.listingId, listingId),
        eq(r.status, 'visible'),
        authorHoldsCopyOf(sql.raw('"marketplace_reviews"')),
      ),
    )
    .groupBy(r.stars);
  const distribution: ReviewSummary['distribution'] = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    distribution[row.stars - 1] = row.n;
    total += row.n;
    sum += row.stars * row.n;
  }
  return { rating: total === 0 ? null : roundedMean(sum / total), count: total, distribution };
}

export async function listReviews(
  ctx: Pick<ServiceContext, 'db' | 'user'>,
  slug: string,
  query: ReviewListQuery,
): Promise<ReviewsPage> {
  const viewerId = ctx.user?.id ?? null;
  const listing = await viewableBySlug(ctx.db, slug, viewerId);
  const visible: (SQL | undefined)[] = [
    eq(r.listingId, listing.id),
    eq(r.status, 'visible'),
    authorHoldsCopyOf(sql.raw('"marketplace_reviews"')),
  ];
  if (viewerId !== null) visible.push(ne(r.authorId, viewerId));
  const where = and(...visible);
  const order = query.sort === 'helpful' ? [desc(r.helpfulCount), desc(r.createdAt)] : [desc(r.createdAt)];
  const [[totalRow], rows, mineRows, summary, refusal] = await Promise.all([
    ctx.db.select({ n: count() }).from(r).where(where),
    ctx.db
      .select()
      .from(r)
      .where(where)
      .orderBy(...order, asc(r.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    viewerId === null
      ? Promise.resolve([])
      : ctx.db
          .select()
          .from(r)
          .where(and(eq(r.listingId, listing.id), eq(r.authorId, viewerId))),
    reviewSummary(ctx.db, listing.id),
    reviewRefusal(ctx.db, listing, viewerId),
  ]);
  const [mine = null] = await toReviews(ctx.db, mineRows, viewerId);
  return {
    summary,
    reviews: await toReviews(ctx.db, rows, viewerId),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    mine,
    canReview: refusal === null,
    refusal,
    isCreator: viewerId !== null && listing.creatorId === viewerId,
  };
}
