/**
 * Marketplace reviews and reports (issue 21, item 5): 1-5 stars and text from people who got or bought a
 * listing, one per person and editable, the creator's one reply, helpful votes; reports of a listing or a
 * review for the admins' queue, where an admin hides, restores or dismisses.
 */
import { z } from 'zod';
import { listingSlugSchema } from './marketplace';

export const REVIEW_BODY_MAX = 2_000;
export const REVIEW_REPLY_MAX = 2_000;
export const REPORT_DETAIL_MAX = 1_000;
export const HIDE_NOTE_MAX = 500;
export const REVIEWS_PAGE_SIZE_MAX = 50;

export const REVIEW_SORTS = ['helpful', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('helpful'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(10),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** Writing (or rewriting) one's review of a listing. */
export const writeReviewSchema = z.object({
  stars: z
    .number({ message: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  body: z
    .string()
    .trim()
    .min(2, 'Say in a few words what you think of it.')
    .max(REVIEW_BODY_MAX, `A review has at most ${REVIEW_BODY_MAX} characters.`),
});
export type WriteReviewInput = z.output<typeof writeReviewSchema>;

export const replyToReviewSchema = z.object({
  body: z
    .string()
    .trim()
    .min(2, 'Write your reply.')
    .max(REVIEW_REPLY_MAX, `A reply has at most ${REVIEW_REPLY_MAX} characters.`),
});
export type ReplyToReviewInput = z.output<typeof replyToReviewSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  body: z.string(),
  author: z.object({ username: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Changed by its author after it was first written. */
  edited: z.boolean(),
  helpfulCount: z.number().int(),
  /** Whether the caller marked it helpful (false when signed out). */
  votedHelpful: z.boolean(),
  /** Written by the caller. */
  mine: z.boolean(),
  /** Hidden by an administrator: only its author still sees it (and it counts in no rating). */
  hidden: z.boolean(),
  /** The listing creator's one reply. */
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Why the caller may not write a review: signed out, no copy (or only refunded ones), or their own listing. */
export const REVIEW_REFUSALS = ['sign-in', 'get-it-first', 'own-listing'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

export const reviewSummarySchema = z.object({
  /** Mean stars of the visible reviews, null without any. */
  rating: z.number().nullable(),
  count: z.number().int(),
  /** Visible reviews with 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewsPageSchema = z.object({
  summary: reviewSummarySchema,
  /** Visible reviews, the caller's own excluded (it is `mine`). */
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The caller's own review, hidden or not; null when they have none. */
  mine: reviewSchema.nullable(),
  /** Whether the caller may write (or edit) a review, and why not. */
  canReview: z.boolean(),
  refusal: z.enum(REVIEW_REFUSALS).nullable(),
  /** The caller made this listing (and so may reply to each review once). */
  isCreator: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const helpfulVoteSchema = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

export const REPORT_REASONS = ['spam', 'misleading', 'offensive', 'harmful', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam or advertising',
  misleading: 'Misleading or does not work as described',
  offensive: 'Offensive or abusive',
  harmful: 'Harmful, malicious or unsafe',
  copyright: 'Copies someone else’s work',
  other: 'Something else',
};

/** A report of a listing, or of one of its reviews when `reviewId` is given. */
export const createReportSchema = z.object({
  slug: listingSlugSchema,
  reviewId: z.string().uuid('That is not a review.').optional(),
  reason: z.enum(REPORT_REASONS, { message: 'Choose a reason.' }),
  detail: z
    .string()
    .trim()
    .max(REPORT_DETAIL_MAX, `Say it in at most ${REPORT_DETAIL_MAX} characters.`)
    .default(''),
});
export type CreateReportInput = z.output<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.string(), status: z.literal('open') });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

export const REPORT_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** What a decision records on the report. */
export const REPORT_RESOLUTIONS = ['hidden', 'restored', 'dismissed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const adminReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  target: z.enum(['listing', 'review']),
  reason: z.enum(REPORT_REASONS),
  detail: z.string(),
  reporter: z.object({ username: z.string() }),
  createdAt: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolvedBy: z.object({ username: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
  listing: z.object({
    slug: z.string(),
    title: z.string(),
    status: z.enum(['draft', 'listed', 'hidden']),
    creator: z.object({ username: z.string() }),
  }),
  review: z
    .object({
      id: z.string(),
      stars: z.number().int(),
      body: z.string(),
      author: z.object({ username: z.string() }),
      status: z.enum(['visible', 'hidden']),
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsSchema = z.object({ reports: z.array(adminReportSchema) });
export type AdminReports = z.infer<typeof adminReportsSchema>;

/** An admin's decision on a report; it applies to the report's target and resolves its open reports. */
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS),
  /** Shown to the listing's creator when a listing is hidden. */
  note: z.string().trim().max(HIDE_NOTE_MAX).default(''),
});
export type ResolveReportInput = z.output<typeof resolveReportSchema>;
