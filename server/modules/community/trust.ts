/**
 * The trust rules every new thread, reply and edit passes: how many posts a person may write per rolling
 * hour (fewer for a new account), and how many links a new account's post may hold (a few: refused; many:
 * kept, but held for a moderator's review). The rules are pure; checkTrust() reads the hour's posts.
 */

import { linkCount } from '@common/markdown/analyse';
import {
  NEW_ACCOUNT_LINKS_MAX,
  NEW_ACCOUNT_POSTS_PER_HOUR,
  POSTS_PER_HOUR,
  SPAM_LINKS_MIN,
} from '@common/schemas/community';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityPosts } from '../../db/schema/community';
import { Invalid, TooManyRequests } from '../../lib/errors';
import { type CommunityActor, isNewAccount } from './permissions';

const HOUR_MS = 60 * 60_000;

export const TOO_MANY_LINKS = `New accounts can include at most ${NEW_ACCOUNT_LINKS_MAX} links in a post.`;

export type LinkVerdict = 'ok' | 'refused' | 'held';

/** What happens to a post with `links` links: only a new account's posts are limited. */
export function linkVerdict(newAccount: boolean, links: number): LinkVerdict {
  if (!newAccount || links <= NEW_ACCOUNT_LINKS_MAX) return 'ok';
  return links >= SPAM_LINKS_MIN ? 'held' : 'refused';
}

export interface PostingPause {
  message: string;
  retryAfterSeconds: number;
}

/**
 * Null when one more post is allowed now; otherwise when the next one is. `recent` are the times of the
 * person's posts in the last hour, oldest first: the next post is allowed when enough of them are an hour old.
 */
export function postingPause(newAccount: boolean, recent: readonly Date[], now: Date): PostingPause | null {
  const limit = newAccount ? NEW_ACCOUNT_POSTS_PER_HOUR : POSTS_PER_HOUR;
  if (recent.length < limit) return null;
  const freedAt = recent[recent.length - limit]!.getTime() + HOUR_MS;
  const seconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const who = newAccount ? 'New accounts' : 'You';
  return {
    message: `${who} can write ${limit} posts an hour. Try again in ${wait}.`,
    retryAfterSeconds: seconds,
  };
}

export interface TrustedPost {
  linkCount: number;
  /** Kept but held for a moderator's review. */
  held: boolean;
}

/**
 * The rules for a post `actor` writes now (`kind` 'edit' is not counted against the hourly limit: no post
 * is added). Throws 429 or 400 when refused.
 */
export async function checkTrust(
  tx: DbOrTx,
  actor: CommunityActor,
  body: string,
  now: Date,
  kind: 'new' | 'edit',
): Promise<TrustedPost> {
  const newAccount = isNewAccount(actor, now);
  if (kind === 'new') {
    // One post of a person at a time is counted: two sent at once cannot both see room for one more.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-posting:${actor.id}`}))`);
    const recent = await tx
      .select({ createdAt: communityPosts.createdAt })
      .from(communityPosts)
      .where(
        and(
          eq(communityPosts.authorId, actor.id),
          gt(communityPosts.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(asc(communityPosts.createdAt));
    const pause = postingPause(
      newAccount,
      recent.map((r) => r.createdAt),
      now,
    );
    if (pause) throw new TooManyRequests(pause.message, pause.retryAfterSeconds);
  }
  const links = linkCount(body);
  const verdict = linkVerdict(newAccount, links);
  if (verdict === 'refused') throw new Invalid(TOO_MANY_LINKS);
  return { linkCount: links, held: verdict === 'held' };
}
