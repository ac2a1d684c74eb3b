/** What the marketplace's services share: a listing as a card, its slug, and the listed row by slug. */
import type { ListingCard } from '@common/schemas/marketplace';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceInstalls, marketplaceListings } from '../../db/schema/marketplace';
import { formatAiz } from '../../ledger';
import { NotFound } from '../../lib/errors';
import { usernamesOf } from '../auth';
import { agentOffers } from './agent-offer';
import { iconUrlsOf } from './assets/asset-rows';
import { NO_RATING, type Rating, ratingsOf } from './reviews/ratings';

export type ListingRow = typeof marketplaceListings.$inferSelect;

export const LISTING_NOT_FOUND = 'There is no such listing.';

/** The columns a card needs (never the search columns). */
export const cardColumns = {
  id: marketplaceListings.id,
  slug: marketplaceListings.slug,
  creatorId: marketplaceListings.creatorId,
  workflowId: marketplaceListings.workflowId,
  versionNumber: marketplaceListings.versionNumber,
  title: marketplaceListings.title,
  summary: marketplaceListings.summary,
  category: marketplaceListings.category,
  tags: marketplaceListings.tags,
  priceBaseUnits: marketplaceListings.priceBaseUnits,
  official: marketplaceListings.official,
  offersCopy: marketplaceListings.offersCopy,
  deploymentId: marketplaceListings.deploymentId,
  trialMessagesPerPerson: marketplaceListings.trialMessagesPerPerson,
  trialMessagesLeft: marketplaceListings.trialMessagesLeft,
  createdAt: marketplaceListings.createdAt,
};
export type CardRow = Pick<ListingRow, keyof typeof cardColumns>;

/** Lower case letters, digits and dashes from a title, 3 to 60 characters. */
export function slugFrom(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `listing-${base || 'x'}`.replace(/-+$/g, '');
}

/** The slug, or the first of slug-2, slug-3, … nobody has. */
export async function freeSlug(db: DbOrTx, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: marketplaceListings.slug })
        .from(marketplaceListings)
        .where(
          inArray(marketplaceListings.slug, [
            wanted,
            ...Array.from({ length: 49 }, (_, i) => `${wanted}-${i + 2}`),
          ]),
        )
    ).map((r) => r.slug),
  );
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!taken.has(slug)) return slug;
  }
  return `${wanted}-${Date.now().toString(36)}`;
}

/** A listed listing by its slug; hidden ones answer 404 like missing ones. */
export async function listedBySlug(db: DbOrTx, slug: string): Promise<ListingRow> {
  const [row] = await db
    .select()
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.slug, slug), eq(marketplaceListings.status, 'listed')));
  if (!row) throw new NotFound(LISTING_NOT_FOUND);
  return row;
}

/** A listing of the caller's by its slug, whatever its status; someone else's answers 404 like a missing one. */
export async function ownListingBySlug(db: DbOrTx, slug: string, creatorId: string): Promise<ListingRow> {
  const [row] = await db
    .select()
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.slug, slug), eq(marketplaceListings.creatorId, creatorId)));
  if (!row) throw new NotFound(LISTING_NOT_FOUND);
  return row;
}

/** A listed listing by its slug, or the caller's own in any status (a draft's preview, a hidden one). */
export async function viewableBySlug(db: DbOrTx, slug: string, userId: string | null): Promise<ListingRow> {
  const [row] = await db.select().from(marketplaceListings).where(eq(marketplaceListings.slug, slug));
  if (!row || (row.status !== 'listed' && row.creatorId !== userId)) throw new NotFound(LISTING_NOT_FOUND);
  return row;
}

/** Copies got of each listing (a refunded one no longer counts). */
export async function installCounts(db: DbOrTx, listingIds: string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: marketplaceInstalls.listingId, n: count() })
    .from(marketplaceInstalls)
    .where(and(inArray(marketplaceInstalls.listingId, listingIds), isNull(marketplaceInstalls.refundedAt)))
    .groupBy(marketplaceInstalls.listingId);
  return new Map(rows.map((r) => [r.listingId, r.n]));
}

/** A listing's figures as its row keeps them (`search-figures.ts`), for cards that read them from there. */
export type KeptFigures = Map<string, { installs: number } & Rating>;

/**
 * Cards for rows, in their order: installs counted, the rating of visible reviews, the creator's username.
 * With `kept` (the search's rows carry them), installs and ratings are those figures, not counted again.
 */
export async function toCards(db: DbOrTx, rows: CardRow[], kept?: KeptFigures): Promise<ListingCard[]> {
  const ids = rows.map((r) => r.id);
  const [counts, names, ratings, agents, icons] = await Promise.all([
    kept ?? installCounts(db, ids),
    usernamesOf(
      db,
      rows.map((r) => r.creatorId),
    ),
    kept ?? ratingsOf(db, ids),
    agentOffers(db, rows),
    iconUrlsOf(db, ids),
  ]);
  const installsOf = (id: string) => {
    const n = counts.get(id);
    return typeof n === 'number' ? n : (n?.installs ?? 0);
  };
  const ratingOf = (id: string): Rating => {
    const r = ratings.get(id);
    return r ? { rating: r.rating, ratingCount: r.ratingCount } : NO_RATING;
  };
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    price: formatAiz(BigInt(row.priceBaseUnits)),
    official: row.official,
    offersCopy: row.offersCopy,
    agent: agents.get(row.id) ?? null,
    creator: { username: names.get(row.creatorId) ?? 'unknown' },
    versionNumber: row.versionNumber,
    figures: { installs: installsOf(row.id), ...ratingOf(row.id) },
    createdAt: row.createdAt.toISOString(),
    iconUrl: icons.get(row.id) ?? null,
  }));
}
