/** An image for anyone to GET, unless its listing was hidden: its row and where its bytes are. */
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceAssets, marketplaceListings } from '../../../db/schema/marketplace';
import { assetPath } from './asset-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ServedAsset {
  mediaType: string;
  size: number;
  sha256: string;
  filePath: string;
}

export async function findServedAsset(db: DbOrTx, dataDir: string, id: string): Promise<ServedAsset | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: marketplaceAssets.id,
      mediaType: marketplaceAssets.mediaType,
      sha256: marketplaceAssets.sha256,
      status: marketplaceListings.status,
    })
    .from(marketplaceAssets)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceAssets.listingId))
    .where(eq(marketplaceAssets.id, id.toLowerCase()));
  if (!row || row.status === 'hidden') return null;
  const filePath = assetPath(dataDir, row.id);
  const file = await stat(filePath).catch(() => null);
  if (!file?.isFile()) return null;
  return { mediaType: row.mediaType, size: file.size, sha256: row.sha256, filePath };
}
