/**
 * A listing's rating: the mean stars of its visible reviews and their count. Hidden reviews count in no
 * rating. One grouped query over the `listing_id` index for a page of cards; the same figures as SQL
 * expressions for the search's rating sort and minimum-rating filter.
 */
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceReviews as r } from '../../../db/schema/marketplace';

export interface Rating {
  /** Mean stars to two decimals; null without visible reviews. */
  rating: number | null;
  ratingCount: number;
}

/**
 * A review counts, and is shown to others, only while its author holds a copy that was not refunded: reviews
 * come from people who got or bought the listing. (Getting it again brings the review back.)
 */
export const authorHoldsCopyOf = (review: SQL) =>
  sql`exists (select 1 from marketplace_installs hi where hi.listing_id = ${review}.listing_id and hi.buyer_id = ${review}.author_id and hi.refunded_at is null)`;
const authorHoldsCopy = authorHoldsCopyOf(sql.raw('"marketplace_reviews"'));

export const NO_RATING: Rating = { rating: null, ratingCount: 0 };

/** The mean as the API shows it: two decimals, so 4.666… is 4.67. */
export const roundedMean = (mean: number | string | null): number | null =>
  mean === null ? null : Math.round(Number(mean) * 100) / 100;

/** Rating of each listing that has visible reviews; the others are absent (no rating). */
export async function ratingsOf(db: DbOrTx, listingIds: string[]): Promise<Map<string, Rating>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: r.listingId, mean: sql<string>`avg(${r.stars})`, n: count() })
    .from(r)
    .where(and(inArray(r.listingId, listingIds), eq(r.status, 'visible'), authorHoldsCopy))
    .groupBy(r.listingId);
  return new Map(rows.map((row) => [row.listingId, { rating: roundedMean(row.mean), ratingCount: row.n }]));
}

// Written out qualified, like the search's install count: inside a one-table select Drizzle drops the table
// name, and `id` would be the review's own.
/** The listing's mean stars as shown (two decimals; null without visible reviews), over marketplace_listings. */
export const meanStarsSql: SQL<number | null> = sql<
  number | null
>`(select round(avg(rv.stars), 2)::float8 from marketplace_reviews rv where rv.listing_id = marketplace_listings.id and rv.status = 'visible' and ${authorHoldsCopyOf(sql`rv`)})`;

/** The listing's count of visible reviews, for a query over marketplace_listings. */
export const reviewCountSql: SQL<number> = sql<number>`(select count(*)::int from marketplace_reviews rv where rv.listing_id = marketplace_listings.id and rv.status = 'visible' and ${authorHoldsCopyOf(sql`rv`)})`;
