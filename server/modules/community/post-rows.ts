/** A post and its thread, locked for the moderation action that changes them (404 when there is none). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityPosts, communityThreads } from '../../db/schema/community';
import { NotFound } from '../../lib/errors';

export type PostRow = typeof communityPosts.$inferSelect;
export type ThreadRow = typeof communityThreads.$inferSelect;

export const NO_SUCH_POST = 'There is no such post.';
export const NO_SUCH_THREAD = 'There is no such thread.';

/** The post, its row locked until the transaction ends. */
export async function lockPost(tx: DbOrTx, postId: number): Promise<PostRow> {
  const [post] = await tx.select().from(communityPosts).where(eq(communityPosts.id, postId)).for('update');
  if (!post) throw new NotFound(NO_SUCH_POST);
  return post;
}

/** The thread, its row locked until the transaction ends. */
export async function lockThread(tx: DbOrTx, threadId: number): Promise<ThreadRow> {
  const [thread] = await tx
    .select()
    .from(communityThreads)
    .where(eq(communityThreads.id, threadId))
    .for('update');
  if (!thread) throw new NotFound(NO_SUCH_THREAD);
  return thread;
}
