/**
 * The administrators' reports queue: open reports oldest first (or resolved ones, latest decision first),
 * each with what it is about; and a decision on one. Hiding or restoring applies to the report's target (the
 * listing, or the review); dismissing leaves it as it is. Every decision resolves the report, and every other
 * open report of the same target, with the resolution and who decided.
 */
import {
  type AdminReport,
  type AdminReports,
  type AdminReportsQuery,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportResolution,
  type ResolveReportInput,
} from '@common/schemas/marketplace-reviews';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  marketplaceListings as listings,
  marketplaceReports as reports,
  marketplaceReviews as reviews,
} from '../../../db/schema/marketplace';
import { Conflict, NotFound } from '../../../lib/errors';
import type { ServiceContext, SignedInContext } from '../../../service-context';
import { usernamesOf } from '../../auth';
import { refreshRating } from '../search-figures';

const REPORT_NOT_FOUND = 'There is no such report.';

const RESOLUTIONS: Readonly<Record<ResolveReportInput['action'], ReportResolution>> = {
  hide: 'hidden',
  restore: 'restored',
  dismiss: 'dismissed',
};

const asReason = (reason: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : 'other';

async function reportsWhere(db: DbOrTx, query: { status: 'open' | 'resolved'; limit: number; id?: string }) {
  return db
    .select({ report: reports, listing: listings, review: reviews })
    .from(reports)
    .innerJoin(listings, eq(listings.id, reports.listingId))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .where(query.id ? eq(reports.id, query.id) : eq(reports.status, query.status))
    .orderBy(
      ...(query.status === 'open' ? [asc(reports.createdAt)] : [desc(reports.resolvedAt)]),
      asc(reports.id),
    )
    .limit(query.limit);
}

async function toAdminReports(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof reportsWhere>>,
): Promise<AdminReport[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap(({ report, listing, review }) => [
      report.reporterId,
      listing.creatorId,
      ...(review ? [review.authorId] : []),
      ...(report.resolvedBy ? [report.resolvedBy] : []),
    ]),
  );
  const name = (id: string) => ({ username: names.get(id) ?? 'unknown' });
  return rows.map(({ report, listing, review }) => ({
    id: report.id,
    target: report.reviewId ? 'review' : 'listing',
    reason: asReason(report.reason),
    detail: report.detail,
    reporter: name(report.reporterId),
    createdAt: report.createdAt.toISOString(),
    status: report.status,
    resolution: (report.resolution as ReportResolution | null) ?? null,
    resolvedBy: report.resolvedBy ? name(report.resolvedBy) : null,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    listing: {
      slug: listing.slug,
      title: listing.title,
      status: listing.status,
      creator: name(listing.creatorId),
    },
    review: review
      ? {
          id: review.id,
          stars: review.stars,
          body: review.body,
          author: name(review.authorId),
          status: review.status,
        }
      : null,
  }));
}

export async function listReports(
  ctx: Pick<ServiceContext, 'db'>,
  query: AdminReportsQuery,
): Promise<AdminReports> {
  return { reports: await toAdminReports(ctx.db, await reportsWhere(ctx.db, query)) };
}

export async function resolveReport(
  ctx: Pick<SignedInContext, 'db' | 'user' | 'now'>,
  reportId: string,
  input: ResolveReportInput,
): Promise<AdminReport> {
  return ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw new NotFound(REPORT_NOT_FOUND);
    if (input.action !== 'dismiss') {
      const hide = input.action === 'hide';
      if (report.reviewId) {
        const [review] = await tx
          .update(reviews)
          .set({ status: hide ? 'hidden' : 'visible' })
          .where(eq(reviews.id, report.reviewId))
          .returning({ listingId: reviews.listingId });
        // A hidden review counts in no rating; a restored one again.
        if (review) await refreshRating(tx, review.listingId);
      } else {
        const [listing] = await tx
          .select({ status: listings.status })
          .from(listings)
          .where(eq(listings.id, report.listingId))
          .for('update');
        if (listing?.status === 'draft') {
          throw new Conflict('This listing is a draft of its creator: it is not in the marketplace.');
        }
        await tx
          .update(listings)
          .set(
            hide
              ? {
                  status: 'hidden',
                  hiddenReason: input.note || REPORT_REASON_LABELS[asReason(report.reason)],
                }
              : { status: 'listed', hiddenReason: null },
          )
          .where(eq(listings.id, report.listingId));
      }
    }
    const decision = {
      status: 'resolved' as const,
      resolution: RESOLUTIONS[input.action],
      resolvedBy: ctx.user.id,
      resolvedAt: ctx.now(),
    };
    await tx.update(reports).set(decision).where(eq(reports.id, report.id));
    await tx
      .update(reports)
      .set(decision)
      .where(
        and(
          eq(reports.listingId, report.listingId),
          report.reviewId ? eq(reports.reviewId, report.reviewId) : isNull(reports.reviewId),
          eq(reports.status, 'open'),
        ),
      );
    const [shown] = await toAdminReports(
      tx,
      await reportsWhere(tx, { status: 'resolved', limit: 1, id: report.id }),
    );
    return shown!;
  });
}
