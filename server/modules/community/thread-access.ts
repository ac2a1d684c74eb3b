/** A thread or post as a write finds it: locked for the write, and 404 to those who may not see it. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityPosts, communityThreads } from '../../db/schema/community';
import { NotFound } from '../../lib/errors';
import type { Viewer } from './rows';

export const NO_THREAD = 'No such thread.';
export const NO_POST = 'No such post.';

/** The thread's row, locked FOR UPDATE; 404 when missing, merged away, or hidden from this viewer. */
export async function threadForWrite(tx: DbOrTx, id: number, viewer: Viewer) {
  const [thread] = await tx.select().from(communityThreads).where(eq(communityThreads.id, id)).for('update');
  if (!thread || thread.mergedIntoId !== null) throw new NotFound(NO_THREAD);
  if (thread.hidden && !viewer?.moderator && thread.authorId !== viewer?.id) throw new NotFound(NO_THREAD);
  return thread;
}

/** The post's row and its thread's (locked); 404 when either is not there for this viewer (held: theirs only). */
export async function postForWrite(tx: DbOrTx, id: number, viewer: Viewer) {
  const [post] = await tx.select().from(communityPosts).where(eq(communityPosts.id, id));
  if (!post) throw new NotFound(NO_POST);
  if (post.held && !viewer?.moderator && post.authorId !== viewer?.id) throw new NotFound(NO_POST);
  const thread = await threadForWrite(tx, post.threadId, viewer);
  return { post, thread };
}
