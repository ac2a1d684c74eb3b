/**
 * The marketplace search: listed listings only, filtered (category, free, price, rating) and sorted, in pages.
 * A query matches by full-text search over title, tags, summary and README (English stemming) or, for
 * typos, by pg_trgm's word similarity of the query to the title and tags ("suport agnet" finds "Support
 * agent"); the relevance ranks the full-text rank plus that similarity. An empty query lists everything.
 */
import type { ListingPage, ListingSearch } from '@common/schemas/marketplace';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { marketplaceListings as l } from '../../db/schema/marketplace';
import { parseAiz } from '../../ledger';
import type { ServiceContext } from '../../service-context';
import { type CardRow, cardColumns, toCards } from './listing-rows';
import { withUsage } from './listing-usage';
import { rankedMatches } from './ranked-matches';
import { roundedMean } from './reviews/ratings';

/** Descending as the listed rows' sort indexes keep the columns (`nulls last`), so an order can walk one. */
const down = (column: SQL | AnyPgColumn) => sql`${column} desc nulls last`;

export async function searchListings(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  search: ListingSearch,
): Promise<ListingPage> {
  const q = search.q?.trim() ?? '';
  const filters: (SQL | undefined)[] = [eq(l.status, 'listed')];
  if (search.category) filters.push(eq(l.category, search.category));
  if (search.free === 'true') filters.push(eq(l.priceBaseUnits, '0'));
  if (search.free === 'false') filters.push(gt(l.priceBaseUnits, '0'));
  if (search.maxPrice !== undefined)
    filters.push(lte(l.priceBaseUnits, parseAiz(search.maxPrice).toString()));
  // The rating as cards show it; a listing without visible reviews has none (null), so it is left out.
  if (search.minRating !== undefined) filters.push(gte(l.rating, search.minRating));
  if (search.kind === 'agent') filters.push(isNotNull(l.deploymentId));
  if (search.kind === 'template') filters.push(eq(l.offersCopy, true));

  const where = and(...filters)!;
  const sort = search.sort ?? (q !== '' ? 'relevance' : 'popular');
  const offset = (search.page - 1) * search.pageSize;
  const columns = {
    ...cardColumns,
    installsCount: l.installsCount,
    rating: l.rating,
    reviewCount: l.reviewCount,
  };

  // The figures are the row's own columns (search-figures.ts): installs and ratings exact, `popularity` =
  // installs + the runs of the creator's deployment in the figures' window, refreshed every
  // LISTING_RUNS_REFRESH_MS (5 minutes) off the request path. The cards' run figures below stay live.
  let total: number;
  let rows: (CardRow & { installsCount: number; rating: number | null; reviewCount: number })[];
  if (q === '') {
    // Browsing: the page walks the sort's index over listed rows (marketplace_listings_*_idx); the count
    // is its own statement.
    const order: SQL[] = {
      popular: [down(l.popularity)],
      newest: [down(l.createdAt)],
      price: [asc(l.priceBaseUnits)],
      // Best rated first, the most reviewed among equals; listings without reviews last.
      rating: [down(l.rating), down(l.reviewCount), down(l.installsCount)],
      relevance: [down(l.installsCount)],
    }[sort];
    [total, rows] = await Promise.all([
      ctx.db
        .select({ n: count() })
        .from(l)
        .where(where)
        .then(([row]) => row?.n ?? 0),
      ctx.db
        .select(columns)
        .from(l)
        .where(where)
        .orderBy(...order, down(l.createdAt), asc(l.id))
        .limit(search.pageSize)
        .offset(offset),
    ]);
  } else {
    const ranked = await rankedMatches(ctx.db, { q, where, sort, limit: search.pageSize, offset });
    total = ranked.total;
    const found =
      ranked.ids.length === 0 ? [] : await ctx.db.select(columns).from(l).where(inArray(l.id, ranked.ids));
    const byId = new Map(found.map((r) => [r.id, r]));
    rows = ranked.ids.flatMap((id) => byId.get(id) ?? []);
  }
  const kept = new Map(
    rows.map((r) => [
      r.id,
      { installs: r.installsCount, rating: roundedMean(r.rating), ratingCount: r.reviewCount },
    ]),
  );
  const cards = await withUsage(
    ctx.db,
    ctx.now(),
    await toCards(ctx.db, rows, kept),
    rows.map((r) => r.workflowId),
  );
  return { listings: cards, total, page: search.page, pageSize: search.pageSize };
}
