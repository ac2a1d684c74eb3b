/** @-autocomplete: the usernames starting with what was typed after the @. */
import type { SignedInContext } from '../../service-context';
import { usernamesStartingWith } from './people';

export const MENTION_CANDIDATES_MAX = 8;

export async function mentionCandidates(ctx: SignedInContext, q: string): Promise<string[]> {
  return usernamesStartingWith(ctx.db, q.replace(/^@/, ''), MENTION_CANDIDATES_MAX);
}
