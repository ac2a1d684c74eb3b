/**
 * Editing a post: its author (not in a locked thread) or a moderator. The link rule applies again (a new
 * account's edit to many links holds the post); newly mentioned people are notified.
 */
import { eq } from 'drizzle-orm';
import { communityPosts } from '../../db/schema/community';
import { Forbidden } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { notifyForPost } from './notify';
import { viewerOf } from './rows';
import { postForWrite } from './thread-access';
import { refreshThread } from './thread-state';
import { checkTrust } from './trust';

export const NOT_YOUR_POST = 'You can only edit your own posts.';
export const LOCKED_EDIT = 'This thread is locked: its posts can no longer be edited.';

export async function editPost(
  ctx: SignedInContext,
  postId: number,
  body: string,
): Promise<{ id: number; held: boolean; editedAt: string }> {
  const now = ctx.now();
  const viewer = viewerOf(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const { post, thread } = await postForWrite(tx, postId, viewer);
    if (!viewer?.moderator) {
      if (post.authorId !== ctx.user.id) throw new Forbidden(NOT_YOUR_POST);
      if (thread.locked) throw new Forbidden(LOCKED_EDIT);
    }
    const trusted = await checkTrust(tx, ctx.user, body, now, 'edit');
    // Only a moderator's approval releases a held post; an edit never does.
    const held = post.held || trusted.held;
    await tx
      .update(communityPosts)
      .set({ body, linkCount: trusted.linkCount, held, editedAt: now })
      .where(eq(communityPosts.id, postId));
    await refreshThread(tx, thread.id);
    if (!held) await notifyForPost(tx, { ...post, body }, now);
    return { id: postId, held, editedAt: now.toISOString() };
  });
}
