import { STORAGE_KEYS } from '@common/constants';
import type { FeedbackSubmission, FeedbackSubmitted } from '@common/schemas/feedback';
import { ApiError } from '@/lib/api';
import { readStorage } from '@/lib/storage';

/** POST /api/feedback/submit with the session id header (SPEC §7). Throws ApiError when not OK. */
export async function submitFeedback(
  submission: FeedbackSubmission,
  sessionId: string,
): Promise<FeedbackSubmitted> {
  const token = readStorage(STORAGE_KEYS.token);
  const res = await fetch('/api/feedback/submit', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Session-Id': sessionId,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(submission),
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return res.json();
}
