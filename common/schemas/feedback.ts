/** The feedback submission of SPEC §3 and §7, shared by the route and the feedback dialog. */
import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants';

export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'general', 'usability'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug report',
  feature: 'Feature request',
  improvement: 'Improvement',
  general: 'General feedback',
  usability: 'Usability',
};

/** SPEC §3's categories; the value is the lowercased label. */
export const FEEDBACK_CATEGORY_LABELS = [
  'UI/UX',
  'Performance',
  'Functionality',
  'Documentation',
  'Navigation',
  'Forms',
  'Search',
  'Mobile',
  'Accessibility',
  'Integration',
  'Other',
] as const;
type CategoryLabel = (typeof FEEDBACK_CATEGORY_LABELS)[number];
/** The stored values (feedback.category in the database takes its enum from here). */
export const FEEDBACK_CATEGORIES = FEEDBACK_CATEGORY_LABELS.map(
  (label) => label.toLowerCase() as Lowercase<CategoryLabel>,
) as unknown as readonly [Lowercase<CategoryLabel>, ...Lowercase<CategoryLabel>[]];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGE_MAX = 5000;
/** Longest X-Session-Id header accepted. */
export const FEEDBACK_SESSION_ID_MAX = 200;

export const feedbackMetadataSchema = z.object({
  page: z.string().max(2000),
  userAgent: z.string().max(1000),
  timestamp: z.iso.datetime({ offset: true }),
  email: z.string().trim().max(254).email('Enter a valid e-mail address.').optional(),
});

export const feedbackSubmissionSchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullish(),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message.')
    .max(FEEDBACK_MESSAGE_MAX, `Messages have at most ${FEEDBACK_MESSAGE_MAX} characters.`),
  metadata: feedbackMetadataSchema,
});
export type FeedbackSubmission = z.input<typeof feedbackSubmissionSchema>;

export const feedbackSubmittedSchema = z.object({ success: z.literal(true), feedbackId: z.string() });
export type FeedbackSubmitted = z.infer<typeof feedbackSubmittedSchema>;

/** One stored submission as the admin page reads it. */
export const feedbackEntrySchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int().nullable(),
  message: z.string(),
  page: z.string(),
  userAgent: z.string(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
  clientTimestamp: z.string(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
