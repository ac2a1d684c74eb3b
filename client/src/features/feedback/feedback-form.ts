/**
 * The feedback dialog's rules (SPEC §2, §4, §5): required fields, the payload sent (checked with the
 * shared feedbackSubmissionSchema before sending) and which field shows which issue.
 */

import type { FeedbackCategory, FeedbackSubmission, FeedbackType } from '@common/schemas/feedback';
import type { FieldOf } from '@/lib/field-errors';

export type FeedbackForm = {
  type: FeedbackType | '';
  category: FeedbackCategory | '';
  rating: number | null;
  message: string;
  email: string;
};

type FeedbackField = keyof FeedbackForm;
const FIELDS: readonly string[] = [
  'type',
  'category',
  'rating',
  'message',
  'email',
] satisfies FeedbackField[];

/** The form field showing an issue of the submission (the e-mail travels in `metadata`). */
export const feedbackFieldOf: FieldOf<FeedbackField> = (path) => {
  const field = path === 'metadata.email' ? 'email' : path;
  return FIELDS.includes(field) ? (field as FeedbackField) : undefined;
};

export const emptyFeedbackForm = (email = ''): FeedbackForm => ({
  type: '',
  category: '',
  rating: null,
  message: '',
  email,
});

export const FEEDBACK_TOASTS = {
  missing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  failed: { title: 'Error', description: 'Failed to submit feedback. Please try again.' },
  thanks: { title: 'Thank you for your feedback!', description: 'We read every message.' },
} as const;

/** Type, category and a non-blank message are required; rating and e-mail are optional. */
export function isFeedbackComplete(form: FeedbackForm): form is FeedbackForm & {
  type: FeedbackType;
  category: FeedbackCategory;
} {
  return form.type !== '' && form.category !== '' && form.message.trim() !== '';
}

export interface PageContext {
  page: string;
  userAgent: string;
  now: Date;
}

export function feedbackSubmission(
  form: FeedbackForm & { type: FeedbackType; category: FeedbackCategory },
  context: PageContext,
): FeedbackSubmission {
  const email = form.email.trim();
  return {
    type: form.type,
    category: form.category,
    ...(form.rating === null ? {} : { rating: form.rating }),
    message: form.message.trim(),
    metadata: {
      page: context.page,
      userAgent: context.userAgent,
      timestamp: context.now.toISOString(),
      ...(email ? { email } : {}),
    },
  };
}
