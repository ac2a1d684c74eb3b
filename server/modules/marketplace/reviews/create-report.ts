/**
 * Reporting a listing, or one of its reviews, to the administrators: a reason from a short list and an
 * optional detail. One open report per person per target: a second while the first is open is refused.
 */
import type { CreateReportInput, ReportCreated } from '@common/schemas/marketplace-reviews';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { marketplaceReports, marketplaceReviews } from '../../../db/schema/marketplace';
import { Conflict, NotFound } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { listedBySlug } from '../listing-rows';
import { REVIEW_NOT_FOUND } from './review-rows';

export const REPORTED_ALREADY = 'You reported this already. An administrator will look at it.';

export async function createReport(
  ctx: Pick<SignedInContext, 'db' | 'user' | 'now'>,
  input: CreateReportInput,
): Promise<ReportCreated> {
  return ctx.db.transaction(async (tx) => {
    const listing = await listedBySlug(tx, input.slug);
    const reviewId = input.reviewId ?? null;
    if (reviewId !== null) {
      const [review] = await tx
        .select({ id: marketplaceReviews.id })
        .from(marketplaceReviews)
        .where(
          and(
            eq(marketplaceReviews.id, reviewId),
            eq(marketplaceReviews.listingId, listing.id),
            eq(marketplaceReviews.status, 'visible'),
          ),
        );
      if (!review) throw new NotFound(REVIEW_NOT_FOUND);
    }
    // Two reports sent at once by the same person about the same thing: the second waits, then finds the first.
    const target = `marketplace-report:${ctx.user.id}:${listing.id}:${reviewId ?? 'listing'}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${target}))`);
    const [open] = await tx
      .select({ id: marketplaceReports.id })
      .from(marketplaceReports)
      .where(
        and(
          eq(marketplaceReports.reporterId, ctx.user.id),
          eq(marketplaceReports.listingId, listing.id),
          reviewId === null ? isNull(marketplaceReports.reviewId) : eq(marketplaceReports.reviewId, reviewId),
          eq(marketplaceReports.status, 'open'),
        ),
      );
    if (open) throw new Conflict(REPORTED_ALREADY);
    const [row] = await tx
      .insert(marketplaceReports)
      .values({
        listingId: listing.id,
        reviewId,
        reporterId: ctx.user.id,
        reason: input.reason,
        detail: input.detail,
        createdAt: ctx.now(),
      })
      .returning({ id: marketplaceReports.id });
    return { id: row!.id, status: 'open' as const };
  });
}
