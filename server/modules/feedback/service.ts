/** Feedback submissions (SPEC §2 feedback dialog, §3, §7), and the reads the admin page uses. */
import type { FeedbackEntry, FeedbackSubmission } from '@common/schemas/feedback';
import { count, desc } from 'drizzle-orm';
import { feedback } from '../../db/schema';
import type { ServiceContext } from '../../service-context';

/** The submission after schema parsing: message trimmed, rating whole 1-5 or absent. */
type ParsedSubmission = Omit<FeedbackSubmission, 'rating'> & { rating?: number | null | undefined };

export interface SubmitFeedbackInput {
  submission: ParsedSubmission;
  /** The client's analytics session (X-Session-Id), if sent. */
  sessionId: string | null;
}

/** Stores a submission; the signed-in submitter (ctx.user), if any, is linked to it. */
export async function submitFeedback(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'user'>,
  { submission, sessionId }: SubmitFeedbackInput,
): Promise<{ feedbackId: string }> {
  const [row] = await ctx.db
    .insert(feedback)
    .values({
      type: submission.type,
      category: submission.category,
      rating: submission.rating ?? null,
      message: submission.message,
      page: submission.metadata.page,
      userAgent: submission.metadata.userAgent,
      clientTimestamp: submission.metadata.timestamp,
      email: submission.metadata.email?.toLowerCase() || null,
      userId: ctx.user?.id ?? null,
      sessionId,
      createdAt: ctx.now(),
    })
    .returning({ id: feedback.id });
  return { feedbackId: row!.id };
}

export async function countFeedback(ctx: Pick<ServiceContext, 'db'>): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(feedback);
  return row?.n ?? 0;
}

export const RECENT_FEEDBACK_MAX = 200;

/** Newest first; `limit` is clamped to 1..RECENT_FEEDBACK_MAX. */
export async function listRecentFeedback(
  ctx: Pick<ServiceContext, 'db'>,
  { limit }: { limit: number },
): Promise<FeedbackEntry[]> {
  const take = Math.min(RECENT_FEEDBACK_MAX, Math.max(1, Math.floor(limit) || 1));
  const rows = await ctx.db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(take);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    category: r.category,
    rating: r.rating,
    message: r.message,
    page: r.page,
    userAgent: r.userAgent,
    email: r.email,
    userId: r.userId,
    sessionId: r.sessionId,
    clientTimestamp: r.clientTimestamp,
    createdAt: r.createdAt.toISOString(),
  }));
}
