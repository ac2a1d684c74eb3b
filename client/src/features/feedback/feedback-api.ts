/** The feedback calls of SPEC §7. */
import type { FeedbackSubmission, FeedbackSubmitted } from '@common/schemas/feedback';
import { feedbackSubmittedSchema } from '@common/schemas/feedback';
import { apiJson } from '@/lib/api';

/** POST /api/feedback/submit with the session id header (SPEC §7). Throws ApiError when not OK. */
export async function submitFeedback(
  submission: FeedbackSubmission,
  sessionId: string,
): Promise<FeedbackSubmitted> {
  // The dialog is a lazy chunk, so the answer is parsed, not cast.
  return apiJson('POST', '/api/feedback/submit', {
    body: submission,
    headers: { 'X-Session-Id': sessionId },
    parse: (data) => feedbackSubmittedSchema.parse(data),
  });
}
