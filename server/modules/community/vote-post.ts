/** Up-votes: one per person and post (the primary key), never one's own; the counts follow in the same transaction. */
import { and, eq, sql } from 'drizzle-orm';
import { communityPosts, communityVotes } from '../../db/schema/community';
import { Forbidden } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { viewerOf } from './rows';
import { postForWrite } from './thread-access';
import { refreshThread } from './thread-state';

export const OWN_POST_VOTE = "You can't vote for your own post.";

export async function votePost(
  ctx: SignedInContext,
  postId: number,
  voted: boolean,
): Promise<{ votes: number; voted: boolean }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { post, thread } = await postForWrite(tx, postId, viewerOf(ctx.user));
    if (post.authorId === ctx.user.id) throw new Forbidden(OWN_POST_VOTE);
    if (voted) {
      await tx
        .insert(communityVotes)
        .values({ postId, userId: ctx.user.id, createdAt: now })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(communityVotes)
        .where(and(eq(communityVotes.postId, postId), eq(communityVotes.userId, ctx.user.id)));
    }
    const [counted] = await tx
      .update(communityPosts)
      .set({
        voteCount: sql`(select count(*)::int from ${communityVotes} where ${communityVotes.postId} = ${postId})`,
      })
      .where(eq(communityPosts.id, postId))
      .returning({ votes: communityPosts.voteCount });
    if (post.number === 1) await refreshThread(tx, thread.id);
    return { votes: counted?.votes ?? 0, voted };
  });
}
