/**
 * The creator uploads a listing's icon (replacing the one before) or one more screenshot: read whole (at
 * most 256 KB or 2 MB), checked from its bytes, counted against 6 screenshots and the creator's storage
 * while the listing row is locked, then written under a new id. Nothing is stored when it is refused.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  ASSET_CAPTION_FIELD,
  ASSET_FILE_FIELD,
  ASSET_STORAGE_MAX_BYTES,
  caption as captionSchema,
  ICON_MAX_BYTES,
  type ListingAsset,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOTS_MAX,
} from '@common/schemas/marketplace-assets';
import { and, eq, max } from 'drizzle-orm';
import { marketplaceAssets } from '../../../db/schema/marketplace';
import { Conflict, Invalid, PayloadTooLarge } from '../../../lib/errors';
import { type IncomingMultipart, readMultipartFile } from '../../assistant';
import type { AssetContext } from './asset-context';
import { removeAssetFiles, writeAssetFile } from './asset-files';
import { screenshotRows, storageUsedBy, toListingAsset } from './asset-rows';
import { type AssetKind, checkImage } from './check-image';
import { creatorListing } from './creator-listing';

export const TOO_MANY_SCREENSHOTS = `A listing has at most ${SCREENSHOTS_MAX} screenshots. Delete one to add another.`;

const MAX_BYTES: Record<AssetKind, number> = { icon: ICON_MAX_BYTES, screenshot: SCREENSHOT_MAX_BYTES };

/** In KB or MB with one decimal, rounded `up` (what a file needs) or `down` (what is used, never "50 of 50"). */
export function formatBytes(bytes: number, round: 'up' | 'down' = 'up'): string {
  const rounded = (n: number) => (round === 'up' ? Math.ceil(n) : Math.floor(n));
  if (bytes < 1024 * 1024) return `${rounded(bytes / 1024)} KB`;
  return `${(rounded((bytes / 1024 / 1024) * 10) / 10).toString()} MB`;
}

const tooLarge = (kind: AssetKind) => () =>
  new PayloadTooLarge(
    `${kind === 'icon' ? 'An icon' : 'A screenshot'} can be at most ${formatBytes(MAX_BYTES[kind])}.`,
    { maxBytes: MAX_BYTES[kind] },
  );

export async function uploadAsset(
  ctx: AssetContext,
  slug: string,
  kind: AssetKind,
  incoming: IncomingMultipart,
): Promise<ListingAsset> {
  // Refuse someone else's listing before reading a byte of the body.
  await creatorListing(ctx.db, ctx.user.id, slug);
  const { bytes, fields } = await readMultipartFile(incoming, {
    field: ASSET_FILE_FIELD,
    maxFileBytes: MAX_BYTES[kind],
    tooLarge: tooLarge(kind),
    textFields: [ASSET_CAPTION_FIELD],
  });
  const { mediaType } = checkImage(kind, bytes);
  const caption = captionSchema.safeParse(fields[ASSET_CAPTION_FIELD] ?? '');
  if (!caption.success) throw new Invalid(caption.error.issues[0]?.message ?? 'That caption is not valid.');
  const id = randomUUID();
  const replaced: string[] = [];
  let written = false;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const listing = await creatorListing(tx, ctx.user.id, slug, true);
      let position = 0;
      let freed = 0;
      if (kind === 'screenshot') {
        const shots = await screenshotRows(tx, listing.id);
        if (shots.length >= SCREENSHOTS_MAX) throw new Conflict(TOO_MANY_SCREENSHOTS);
        const [last] = await tx
          .select({ position: max(marketplaceAssets.position) })
          .from(marketplaceAssets)
          .where(and(eq(marketplaceAssets.listingId, listing.id), eq(marketplaceAssets.kind, 'screenshot')));
        position = (last?.position ?? -1) + 1;
      } else {
        const old = await tx
          .delete(marketplaceAssets)
          .where(and(eq(marketplaceAssets.listingId, listing.id), eq(marketplaceAssets.kind, 'icon')))
          .returning({ id: marketplaceAssets.id, size: marketplaceAssets.size });
        for (const o of old) {
          replaced.push(o.id);
          freed += o.size;
        }
      }
      const used = await storageUsedBy(tx, ctx.user.id);
      if (used + bytes.byteLength > ASSET_STORAGE_MAX_BYTES) {
        throw new Conflict(
          `Your listings' images use ${formatBytes(used + freed, 'down')} of ${formatBytes(ASSET_STORAGE_MAX_BYTES)}, and this one needs ${formatBytes(bytes.byteLength)}. Delete some images first.`,
          { usedBytes: used + freed, maxBytes: ASSET_STORAGE_MAX_BYTES },
        );
      }
      const [inserted] = await tx
        .insert(marketplaceAssets)
        .values({
          id,
          listingId: listing.id,
          kind,
          position,
          mediaType,
          size: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          caption: kind === 'screenshot' ? caption.data : '',
          createdAt: ctx.now(),
        })
        .returning();
      await writeAssetFile(ctx.dataDir, id, bytes);
      written = true;
      return inserted!;
    });
    await removeAssetFiles(ctx.dataDir, replaced);
    return toListingAsset(row);
  } catch (error) {
    if (written) await removeAssetFiles(ctx.dataDir, [id]);
    throw error;
  }
}
