/**
 * Someone flags a post (never their own; once per post). When FLAGS_TO_HIDE people have open flags on it,
 * the post is hidden until a moderator hides it for good (agreeing) or dismisses the flags.
 */

import type { flagSchema } from '@common/schemas/community';
import { FLAGS_TO_HIDE } from '@common/schemas/community';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { communityFlags, communityPosts } from '../../db/schema/community';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { logModeration } from './moderation-log';
import { lockPost, NO_SUCH_POST } from './post-rows';
import { refreshThread } from './thread-state';

export const OWN_POST_FLAG = 'You cannot flag your own post.';
export const ALREADY_FLAGGED = 'You already flagged this post.';

export async function flagPost(
  ctx: SignedInContext,
  postId: number,
  flag: z.infer<typeof flagSchema>,
): Promise<{ hidden: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.authorId === ctx.user.id) throw new Forbidden(OWN_POST_FLAG);
    // A held post is seen by its author and the moderators only: for anyone else it is not there.
    if (post.held) throw new NotFound(NO_SUCH_POST);
    const inserted = await tx
      .insert(communityFlags)
      .values({ postId, userId: ctx.user.id, reason: flag.reason, note: flag.note, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: communityFlags.id });
    if (inserted.length === 0) throw new Conflict(ALREADY_FLAGGED);
    const [open] = await tx
      .select({ n: count() })
      .from(communityFlags)
      .where(and(eq(communityFlags.postId, postId), eq(communityFlags.open, true)));
    if (post.hidden || (open?.n ?? 0) < FLAGS_TO_HIDE) return { hidden: post.hidden };
    await tx.update(communityPosts).set({ hidden: true }).where(eq(communityPosts.id, postId));
    await refreshThread(tx, post.threadId);
    await logModeration(tx, {
      actor: { id: ctx.user.id, username: ctx.user.username },
      action: 'hide-post',
      threadId: post.threadId,
      postId,
      detail: `hidden by ${FLAGS_TO_HIDE} flags until a moderator looks`,
      data: { byFlags: true },
      at: ctx.now(),
    });
    return { hidden: true };
  });
}
