/** The words shown when posting fails: what the server said (429 limits, 400 rules), else a plain retry line. */
import { ApiError } from '@/lib/api';

export function postErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) {
      const details = error.issues.map((i) => i.message).filter((m) => m !== error.serverMessage);
      return details.length > 0 ? `${error.serverMessage} ${details.join(' ')}` : error.serverMessage;
    }
    if (error.status === 429) return 'You are posting too fast. Wait a little and try again.';
  }
  return 'That did not post. Check your connection and try again.';
}

export const HELD_FOR_REVIEW =
  'Thanks! Your post is held for a moderator’s review (it has many links) and will appear once approved.';
