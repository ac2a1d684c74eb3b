/** What the review services share: who may review a listing, and a review row as the API shows it. */
import type { Review, ReviewRefusal } from '@common/schemas/marketplace-reviews';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  marketplaceInstalls,
  marketplaceReviews,
  marketplaceReviewVotes,
} from '../../../db/schema/marketplace';
import { NotFound } from '../../../lib/errors';
import { usernamesOf } from '../../auth';
import type { ListingRow } from '../listing-rows';

export type ReviewRow = typeof marketplaceReviews.$inferSelect;

export const REVIEW_NOT_FOUND = 'There is no such review.';

export const REFUSAL_MESSAGES: Readonly<Record<ReviewRefusal, string>> = {
  'sign-in': 'Sign in to review this listing.',
  'get-it-first': 'Get this listing to review it: reviews come from people who got or bought it.',
  'own-listing': 'You cannot review your own listing; you may reply to its reviews.',
};

/**
 * Why `userId` may not review the listing, or null when they may: they need a copy they got or bought and
 * still have (not refunded), of a listing that is not their own.
 */
export async function reviewRefusal(
  db: DbOrTx,
  listing: Pick<ListingRow, 'id' | 'creatorId'>,
  userId: string | null,
): Promise<ReviewRefusal | null> {
  if (userId === null) return 'sign-in';
  if (listing.creatorId === userId) return 'own-listing';
  const [install] = await db
    .select({ id: marketplaceInstalls.id })
    .from(marketplaceInstalls)
    .where(
      and(
        eq(marketplaceInstalls.listingId, listing.id),
        eq(marketplaceInstalls.buyerId, userId),
        isNull(marketplaceInstalls.refundedAt),
      ),
    )
    .limit(1);
  return install ? null : 'get-it-first';
}

/** A visible review by id (hidden ones answer 404 like missing ones), locked for the transaction. */
export async function visibleReviewForUpdate(db: DbOrTx, reviewId: string): Promise<ReviewRow> {
  const [row] = await db
    .select()
    .from(marketplaceReviews)
    .where(and(eq(marketplaceReviews.id, reviewId), eq(marketplaceReviews.status, 'visible')))
    .for('update');
  if (!row) throw new NotFound(REVIEW_NOT_FOUND);
  return row;
}

/** Reviews as the API shows them to `viewerId`: authors' usernames, and which the viewer marked helpful. */
export async function toReviews(db: DbOrTx, rows: ReviewRow[], viewerId: string | null): Promise<Review[]> {
  if (rows.length === 0) return [];
  const names = await usernamesOf(
    db,
    rows.map((r) => r.authorId),
  );
  const voted = new Set<string>();
  if (viewerId !== null) {
    const votes = await db
      .select({ reviewId: marketplaceReviewVotes.reviewId })
      .from(marketplaceReviewVotes)
      .where(
        and(
          eq(marketplaceReviewVotes.voterId, viewerId),
          inArray(
            marketplaceReviewVotes.reviewId,
            rows.map((r) => r.id),
          ),
        ),
      );
    for (const vote of votes) voted.add(vote.reviewId);
  }
  return rows.map((row) => ({
    id: row.id,
    stars: row.stars,
    body: row.body,
    author: { username: names.get(row.authorId) ?? 'unknown' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
    helpfulCount: row.helpfulCount,
    votedHelpful: voted.has(row.id),
    mine: row.authorId === viewerId,
    hidden: row.status === 'hidden',
    reply:
      row.reply !== null && row.repliedAt !== null
        ? { body: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
  }));
}
