/**
 * A moderator's decisions on one post: hide it (agreeing with its open flags, which close), show it again
 * (disagreeing with them: they close too), approve a held post (then its mentions and replies notify, as if just written), or dismiss its flags (a
 * post the flags hid is shown again). Each is logged, and the thread's derived columns follow.
 */
import { countOf } from '@common/plural';
import type { ModerationAction } from '@common/schemas/community';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityFlags, communityPosts } from '../../db/schema/community';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { logModeration } from './moderation-log';
import { requireModerator } from './permissions';
import { lockPost, type PostRow } from './post-rows';
import { refreshThread } from './thread-state';

export type PostDecision = 'hide' | 'unhide' | 'approve' | 'dismiss';

/** Inserts the reply and mention notifications of a post, as of `at` (notify.ts `notifyForPost`). */
export type NotifyForPost = (tx: DbOrTx, post: PostRow, at: Date) => Promise<void>;

export const NOT_HELD = 'This post is not held for review.';
export const NOT_HIDDEN = 'This post is not hidden.';
export const ALREADY_HIDDEN = 'This post is hidden already.';
export const NO_OPEN_FLAGS = 'This post has no open flags.';

const ACTIONS: Record<PostDecision, ModerationAction> = {
  hide: 'hide-post',
  unhide: 'unhide-post',
  approve: 'approve-post',
  dismiss: 'dismiss-flags',
};

async function closeFlags(tx: DbOrTx, postId: number): Promise<number> {
  const closed = await tx
    .update(communityFlags)
    .set({ open: false })
    .where(and(eq(communityFlags.postId, postId), eq(communityFlags.open, true)))
    .returning({ id: communityFlags.id });
  return closed.length;
}

async function openFlagCount(tx: DbOrTx, postId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(communityFlags)
    .where(and(eq(communityFlags.postId, postId), eq(communityFlags.open, true)));
  return row?.n ?? 0;
}

export async function moderatePost(
  ctx: SignedInContext,
  postId: number,
  decision: PostDecision,
  notifyForPost: NotifyForPost,
): Promise<void> {
  const actor = requireModerator(ctx.user);
  await ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    let detail: string;
    let change: Partial<Pick<PostRow, 'hidden' | 'held'>> = {};
    if (decision === 'hide') {
      if (post.hidden) throw new Conflict(ALREADY_HIDDEN);
      const closed = await closeFlags(tx, postId);
      change = { hidden: true };
      detail = closed > 0 ? `hidden, agreeing with ${countOf(closed, 'flag')}` : 'hidden';
    } else if (decision === 'unhide') {
      if (!post.hidden) throw new Conflict(NOT_HIDDEN);
      // Showing it disagrees with its open flags: they close, or the next flag would hide it again.
      const closed = await closeFlags(tx, postId);
      change = { hidden: false };
      detail = closed > 0 ? `shown again, dismissing ${countOf(closed, 'flag')}` : 'shown again';
    } else if (decision === 'approve') {
      if (!post.held) throw new Conflict(NOT_HELD);
      change = { held: false };
      detail = 'approved after review';
    } else {
      // A hidden post that still has open flags was hidden by them (a moderator's hide closes them).
      const hiddenByFlags = post.hidden && (await openFlagCount(tx, postId)) > 0;
      const closed = await closeFlags(tx, postId);
      if (closed === 0) throw new Conflict(NO_OPEN_FLAGS);
      if (hiddenByFlags) change = { hidden: false };
      detail = `dismissed ${countOf(closed, 'flag')}${hiddenByFlags ? ' and showed the post again' : ''}`;
    }
    if (Object.keys(change).length > 0) {
      await tx.update(communityPosts).set(change).where(eq(communityPosts.id, postId));
      await refreshThread(tx, post.threadId);
    }
    await logModeration(tx, {
      actor: { id: actor.id, username: actor.username },
      action: ACTIONS[decision],
      threadId: post.threadId,
      postId,
      detail,
      at: ctx.now(),
    });
    if (decision === 'approve') await notifyForPost(tx, { ...post, ...change }, ctx.now());
  });
}
