/**
 * "Helpful" votes on a review: one per person (the votes' primary key), never on one's own review. The
 * review's `helpful_count` moves in the transaction that writes or deletes the vote, and only when it did.
 */
import type { HelpfulVote } from '@common/schemas/marketplace-reviews';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { marketplaceReviews, marketplaceReviewVotes } from '../../../db/schema/marketplace';
import { Forbidden } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { visibleReviewForUpdate } from './review-rows';

type Ctx = Pick<SignedInContext, 'db' | 'user' | 'now'>;

export async function markHelpful(ctx: Ctx, reviewId: string): Promise<HelpfulVote> {
  return ctx.db.transaction(async (tx) => {
    const review = await visibleReviewForUpdate(tx, reviewId);
    if (review.authorId === ctx.user.id) {
      throw new Forbidden('You cannot mark your own review as helpful.');
    }
    const added = await tx
      .insert(marketplaceReviewVotes)
      .values({ reviewId: review.id, voterId: ctx.user.id, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ reviewId: marketplaceReviewVotes.reviewId });
    return { helpfulCount: await moveCount(tx, review.id, added.length), votedHelpful: true };
  });
}

export async function unmarkHelpful(ctx: Ctx, reviewId: string): Promise<HelpfulVote> {
  return ctx.db.transaction(async (tx) => {
    const review = await visibleReviewForUpdate(tx, reviewId);
    const removed = await tx
      .delete(marketplaceReviewVotes)
      .where(
        and(eq(marketplaceReviewVotes.reviewId, review.id), eq(marketplaceReviewVotes.voterId, ctx.user.id)),
      )
      .returning({ reviewId: marketplaceReviewVotes.reviewId });
    return { helpfulCount: await moveCount(tx, review.id, -removed.length), votedHelpful: false };
  });
}

async function moveCount(tx: DbOrTx, reviewId: string, by: number): Promise<number> {
  const [row] = await tx
    .update(marketplaceReviews)
    .set({ helpfulCount: sql`${marketplaceReviews.helpfulCount} + ${by}` })
    .where(eq(marketplaceReviews.id, reviewId))
    .returning({ helpfulCount: marketplaceReviews.helpfulCount });
  return row!.helpfulCount;
}
