/** The listing's creator replies to a review, once: a second reply is refused, never overwrites the first. */
import type { ReplyToReviewInput, Review } from '@common/schemas/marketplace-reviews';
import { and, eq, isNull } from 'drizzle-orm';
import { marketplaceListings, marketplaceReviews } from '../../../db/schema/marketplace';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { LISTING_NOT_FOUND } from '../listing-rows';
import { toReviews, visibleReviewForUpdate } from './review-rows';

export async function replyToReview(
  ctx: Pick<SignedInContext, 'db' | 'user' | 'now'>,
  reviewId: string,
  input: ReplyToReviewInput,
): Promise<Review> {
  return ctx.db.transaction(async (tx) => {
    const review = await visibleReviewForUpdate(tx, reviewId);
    const [listing] = await tx
      .select({ creatorId: marketplaceListings.creatorId, status: marketplaceListings.status })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, review.listingId));
    if (!listing || listing.status === 'draft') throw new NotFound(LISTING_NOT_FOUND);
    if (listing.creatorId !== ctx.user.id) {
      throw new Forbidden('Only the creator of the listing may reply to its reviews.');
    }
    if (review.reply !== null)
      throw new Conflict('You replied to this review already: a review gets one reply.');
    const [saved] = await tx
      .update(marketplaceReviews)
      .set({ reply: input.body, repliedAt: ctx.now() })
      .where(and(eq(marketplaceReviews.id, review.id), isNull(marketplaceReviews.reply)))
      .returning();
    const [shown] = await toReviews(tx, [saved!], ctx.user.id);
    return shown!;
  });
}
