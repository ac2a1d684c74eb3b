/**
 * Writing one's review of a listing, or rewriting it: one per person (the unique index on listing and
 * author), only from someone who got or bought the listing and was not refunded, never by its creator.
 * Each write checks that again. A review an administrator hid stays hidden when its author edits it.
 */
import type { Review, WriteReviewInput } from '@common/schemas/marketplace-reviews';
import { getTableColumns, sql } from 'drizzle-orm';
import { marketplaceReviews } from '../../../db/schema/marketplace';
import { Forbidden } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { listedBySlug } from '../listing-rows';
import { refreshRating } from '../search-figures';
import { REFUSAL_MESSAGES, reviewRefusal, toReviews } from './review-rows';

export async function writeReview(
  ctx: Pick<SignedInContext, 'db' | 'user' | 'now'>,
  slug: string,
  input: WriteReviewInput,
): Promise<{ review: Review; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const listing = await listedBySlug(tx, slug);
    const refusal = await reviewRefusal(tx, listing, ctx.user.id);
    if (refusal !== null) throw new Forbidden(REFUSAL_MESSAGES[refusal]);
    const now = ctx.now();
    const [row] = await tx
      .insert(marketplaceReviews)
      .values({
        listingId: listing.id,
        authorId: ctx.user.id,
        stars: input.stars,
        body: input.body,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [marketplaceReviews.listingId, marketplaceReviews.authorId],
        set: { stars: input.stars, body: input.body, updatedAt: now },
      })
      // xmax is 0 for a row this statement inserted, not for one it updated.
      .returning({ ...getTableColumns(marketplaceReviews), inserted: sql<boolean>`(xmax = 0)` });
    const { inserted, ...saved } = row!;
    await refreshRating(tx, listing.id);
    const [review] = await toReviews(tx, [saved], ctx.user.id);
    return { review: review!, created: inserted };
  });
}
