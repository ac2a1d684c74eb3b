/** A reply: the thread's next post number (the thread row locked), refused in a locked thread but by moderators. */
import { communityPosts } from '../../db/schema/community';
import { Forbidden } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { notifyForPost } from './notify';
import { viewerOf } from './rows';
import { threadForWrite } from './thread-access';
import { refreshThread } from './thread-state';
import { checkTrust } from './trust';

export const THREAD_LOCKED = 'This thread is locked.';

export async function createReply(
  ctx: SignedInContext,
  threadId: number,
  body: string,
): Promise<{ id: number; number: number; held: boolean }> {
  const now = ctx.now();
  const viewer = viewerOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const thread = await threadForWrite(tx, threadId, viewer);
    if (thread.locked && !viewer?.moderator) throw new Forbidden(THREAD_LOCKED);
    const trusted = await checkTrust(tx, ctx.user, body, now, 'new');
    const [post] = await tx
      .insert(communityPosts)
      .values({
        threadId,
        authorId: ctx.user.id,
        number: thread.lastPostNumber + 1,
        body,
        held: trusted.held,
        linkCount: trusted.linkCount,
        createdAt: now,
      })
      .returning();
    await refreshThread(tx, threadId);
    if (!trusted.held) await notifyForPost(tx, post!, now);
    return { id: post!.id, number: post!.number, held: trusted.held };
  });
}
