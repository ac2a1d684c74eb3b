/**
 * A creator changes their listing: texts, category, tags and price (the search columns are written again
 * from the new texts), and its status: `listed` publishes a draft or relists what the creator hid, `hidden`
 * takes it out of search. A listing an admin hid (it has a `hidden_reason`) stays hidden until an admin
 * restores it. The listed version is not changed here: a later version is a new release.
 */
import type { ListingDetail } from '@common/schemas/marketplace';
import type { UpdateListingInput } from '@common/schemas/marketplace-selling';
import { eq } from 'drizzle-orm';
import { marketplaceListings } from '../../db/schema/marketplace';
import { parseAiz } from '../../ledger';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { getListing } from './get-listing';
import { type ListingRow, ownListingBySlug } from './listing-rows';
import { searchColumns } from './search-columns';

export const HIDDEN_BY_ADMIN = (reason: string) =>
  `An admin hid this listing (${reason}). Change what the reason names and ask an admin to restore it.`;
export const DRAFT_NOT_HIDDEN = 'A draft is not in the marketplace yet: publish it, or leave it a draft.';

function nextStatus(row: ListingRow, wanted: UpdateListingInput['status']): ListingRow['status'] {
  if (!wanted || wanted === row.status) return row.status;
  if (row.hiddenReason !== null && row.status === 'hidden')
    throw new Conflict(HIDDEN_BY_ADMIN(row.hiddenReason));
  if (wanted === 'hidden' && row.status === 'draft') throw new Conflict(DRAFT_NOT_HIDDEN);
  return wanted;
}

export async function updateListing(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
  slug: string,
  input: UpdateListingInput,
): Promise<ListingDetail> {
  const row = await ownListingBySlug(ctx.db, slug, ctx.user.id);
  const status = nextStatus(row, input.status);
  const texts = {
    title: input.title ?? row.title,
    summary: input.summary ?? row.summary,
    readme: input.readme ?? row.readme,
    tags: input.tags ?? row.tags,
  };
  await ctx.db
    .update(marketplaceListings)
    .set({
      ...texts,
      category: input.category ?? row.category,
      ...(input.price !== undefined ? { priceBaseUnits: parseAiz(input.price).toString() } : {}),
      status,
      ...searchColumns(texts),
      updatedAt: ctx.now(),
    })
    .where(eq(marketplaceListings.id, row.id));
  return getListing(ctx, slug);
}
