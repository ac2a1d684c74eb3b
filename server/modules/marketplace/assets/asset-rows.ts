/** A listing's images as rows and as the API shows them: the card's icon, the page's screenshots, the editor. */
import {
  ASSET_STORAGE_MAX_BYTES,
  type ImageMediaType,
  type ListingAsset,
  type ListingAssets,
  type ListingScreenshot,
} from '@common/schemas/marketplace-assets';
import { and, asc, eq, inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceAssets, marketplaceListings } from '../../../db/schema/marketplace';

export type AssetRow = typeof marketplaceAssets.$inferSelect;

export const ASSET_URL_PREFIX = '/api/marketplace/assets/';

export const assetUrl = (id: string) => `${ASSET_URL_PREFIX}${id}`;

export function toListingAsset(row: AssetRow): ListingAsset {
  return {
    id: row.id,
    kind: row.kind,
    url: assetUrl(row.id),
    caption: row.caption,
    mediaType: row.mediaType as ImageMediaType,
    size: row.size,
  };
}

/** Each listing's icon address, for cards; listings without one are absent. */
export async function iconUrlsOf(db: DbOrTx, listingIds: string[]): Promise<Map<string, string>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: marketplaceAssets.id, listingId: marketplaceAssets.listingId })
    .from(marketplaceAssets)
    .where(and(inArray(marketplaceAssets.listingId, listingIds), eq(marketplaceAssets.kind, 'icon')));
  return new Map(rows.map((r) => [r.listingId, assetUrl(r.id)]));
}

export async function screenshotRows(db: DbOrTx, listingId: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(marketplaceAssets)
    .where(and(eq(marketplaceAssets.listingId, listingId), eq(marketplaceAssets.kind, 'screenshot')))
    .orderBy(asc(marketplaceAssets.position), asc(marketplaceAssets.createdAt));
}

/** The listing page's gallery, in the creator's order. */
export async function screenshotsOf(db: DbOrTx, listingId: string): Promise<ListingScreenshot[]> {
  return (await screenshotRows(db, listingId)).map((r) => ({ url: assetUrl(r.id), caption: r.caption }));
}

/** Bytes of every image across the listings of one creator. */
export async function storageUsedBy(db: DbOrTx, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ used: sum(marketplaceAssets.size) })
    .from(marketplaceAssets)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceAssets.listingId))
    .where(eq(marketplaceListings.creatorId, creatorId));
  return Number(row?.used ?? 0);
}

/** What the creator's editor shows. */
export async function listingAssets(
  db: DbOrTx,
  listing: { id: string; creatorId: string },
): Promise<ListingAssets> {
  const [icon] = await db
    .select()
    .from(marketplaceAssets)
    .where(and(eq(marketplaceAssets.listingId, listing.id), eq(marketplaceAssets.kind, 'icon')))
    .limit(1);
  return {
    icon: icon ? toListingAsset(icon) : null,
    screenshots: (await screenshotRows(db, listing.id)).map(toListingAsset),
    storage: { usedBytes: await storageUsedBy(db, listing.creatorId), maxBytes: ASSET_STORAGE_MAX_BYTES },
  };
}
