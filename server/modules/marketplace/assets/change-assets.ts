/** The creator edits a listing's images: a screenshot's caption, the screenshots' order, deleting one. */
import type {
  ListingAsset,
  ListingAssets,
  ReorderScreenshotsInput,
  UpdateScreenshotInput,
} from '@common/schemas/marketplace-assets';
import { and, eq } from 'drizzle-orm';
import { marketplaceAssets } from '../../../db/schema/marketplace';
import { Invalid, NotFound } from '../../../lib/errors';
import type { AssetContext } from './asset-context';
import { removeAssetFiles } from './asset-files';
import { listingAssets, screenshotRows, toListingAsset } from './asset-rows';
import { creatorListing } from './creator-listing';

export const ASSET_NOT_FOUND = 'This listing has no such image.';
export const NAME_EVERY_SCREENSHOT = 'Name every screenshot of the listing once, in the new order.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listAssets(ctx: AssetContext, slug: string): Promise<ListingAssets> {
  return listingAssets(ctx.db, await creatorListing(ctx.db, ctx.user.id, slug));
}

export async function updateScreenshot(
  ctx: AssetContext,
  slug: string,
  assetId: string,
  input: UpdateScreenshotInput,
): Promise<ListingAsset> {
  const listing = await creatorListing(ctx.db, ctx.user.id, slug);
  if (!UUID.test(assetId)) throw new NotFound(ASSET_NOT_FOUND);
  const [row] = await ctx.db
    .update(marketplaceAssets)
    .set({ caption: input.caption })
    .where(
      and(
        eq(marketplaceAssets.id, assetId.toLowerCase()),
        eq(marketplaceAssets.listingId, listing.id),
        eq(marketplaceAssets.kind, 'screenshot'),
      ),
    )
    .returning();
  if (!row) throw new NotFound(ASSET_NOT_FOUND);
  return toListingAsset(row);
}

export async function reorderScreenshots(
  ctx: AssetContext,
  slug: string,
  input: ReorderScreenshotsInput,
): Promise<ListingAssets> {
  await ctx.db.transaction(async (tx) => {
    const listing = await creatorListing(tx, ctx.user.id, slug, true);
    const current = new Set((await screenshotRows(tx, listing.id)).map((r) => r.id));
    const wanted = input.ids.map((id) => id.toLowerCase());
    if (
      new Set(wanted).size !== wanted.length ||
      wanted.length !== current.size ||
      !wanted.every((id) => current.has(id))
    ) {
      throw new Invalid(NAME_EVERY_SCREENSHOT);
    }
    for (const [position, id] of wanted.entries()) {
      await tx.update(marketplaceAssets).set({ position }).where(eq(marketplaceAssets.id, id));
    }
  });
  return listAssets(ctx, slug);
}

/** Deletes an image (icon or screenshot) and its file. */
export async function deleteAsset(ctx: AssetContext, slug: string, assetId: string): Promise<void> {
  const listing = await creatorListing(ctx.db, ctx.user.id, slug);
  if (!UUID.test(assetId)) throw new NotFound(ASSET_NOT_FOUND);
  const [row] = await ctx.db
    .delete(marketplaceAssets)
    .where(and(eq(marketplaceAssets.id, assetId.toLowerCase()), eq(marketplaceAssets.listingId, listing.id)))
    .returning({ id: marketplaceAssets.id });
  if (!row) throw new NotFound(ASSET_NOT_FOUND);
  await removeAssetFiles(ctx.dataDir, [row.id]);
}
