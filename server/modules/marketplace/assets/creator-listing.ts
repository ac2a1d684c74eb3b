/** The listing whose images the caller changes: theirs, or a clear refusal. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceListings } from '../../../db/schema/marketplace';
import { Forbidden, NotFound } from '../../../lib/errors';
import { LISTING_NOT_FOUND, type ListingRow } from '../listing-rows';

export const ONLY_THE_CREATOR = "Only the listing's creator can change its images.";

/**
 * The listing by slug if the caller created it. Someone else's public listing answers 403 (it is public,
 * there is nothing to hide); someone else's draft or hidden one answers 404 like a missing one. `lock`
 * holds the row for the caller's transaction, so two uploads at once count the screenshots one by one.
 */
export async function creatorListing(
  db: DbOrTx,
  userId: string,
  slug: string,
  lock = false,
): Promise<ListingRow> {
  const query = db.select().from(marketplaceListings).where(eq(marketplaceListings.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(LISTING_NOT_FOUND);
  if (row.creatorId !== userId) {
    throw row.status === 'listed' ? new Forbidden(ONLY_THE_CREATOR) : new NotFound(LISTING_NOT_FOUND);
  }
  return row;
}
