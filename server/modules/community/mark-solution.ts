/**
 * The solution of a thread: a visible reply, marked or unmarked by the asker or a moderator. A moderator
 * doing it for someone else's thread is logged; the reply's author is told when it is marked.
 */
import { and, eq } from 'drizzle-orm';
import { communityPosts, communityThreads } from '../../db/schema/community';
import { Forbidden, Invalid } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { logModeration } from './moderation-log';
import { notifySolution } from './notify';
import { viewerOf } from './rows';
import { threadForWrite } from './thread-access';

export const ASKER_ONLY = 'Only the person who asked, or a moderator, can mark the solution.';
export const NOT_A_REPLY = 'The solution is a visible reply in this thread.';

export async function setSolution(
  ctx: SignedInContext,
  threadId: number,
  postId: number | null,
): Promise<{ solutionPostId: number | null }> {
  const now = ctx.now();
  const viewer = viewerOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const thread = await threadForWrite(tx, threadId, viewer);
    const asker = thread.authorId === ctx.user.id;
    if (!asker && !viewer?.moderator) throw new Forbidden(ASKER_ONLY);
    let post: { id: number; threadId: number; authorId: string; number: number } | undefined;
    if (postId !== null) {
      [post] = await tx
        .select()
        .from(communityPosts)
        .where(
          and(
            eq(communityPosts.id, postId),
            eq(communityPosts.threadId, threadId),
            eq(communityPosts.hidden, false),
            eq(communityPosts.held, false),
          ),
        );
      if (!post || post.number <= 1) throw new Invalid(NOT_A_REPLY);
    }
    const previous = thread.solutionPostId;
    await tx
      .update(communityThreads)
      .set({ solutionPostId: postId })
      .where(eq(communityThreads.id, threadId));
    if (post && previous !== post.id) await notifySolution(tx, post, ctx.user.id, now);
    if (!asker && previous !== postId) {
      await logModeration(tx, {
        actor: ctx.user,
        action: postId === null ? 'unmark-solution' : 'mark-solution',
        threadId,
        postId: postId ?? previous,
        detail: postId === null ? 'unmarked the solution' : `marked post #${post!.number} as the solution`,
        data: { previous, solutionPostId: postId },
        at: now,
      });
    }
    return { solutionPostId: postId };
  });
}
