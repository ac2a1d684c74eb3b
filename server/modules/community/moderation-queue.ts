/**
 * What waits for a moderator: posts with open flags and posts held for review, the longest-waiting first
 * (by their oldest open flag, or when a held post was written), each with its thread and its open flags.
 */
import type { CommunityPost, FlagQueueItem } from '@common/schemas/community';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { communityFlags, communityPosts, communityThreads, communityVotes } from '../../db/schema/community';
import type { SignedInContext } from '../../service-context';
import { peopleByIds } from './accounts';
import { isModerator, requireModerator } from './permissions';

/** The queue shows this many at most: a moderator works from the top. */
export const QUEUE_MAX = 100;

export async function moderationQueue(ctx: SignedInContext): Promise<{ items: FlagQueueItem[] }> {
  const me = requireModerator(ctx.user);
  const flags = await ctx.db
    .select()
    .from(communityFlags)
    .where(eq(communityFlags.open, true))
    .orderBy(asc(communityFlags.createdAt), asc(communityFlags.id));
  const flaggedIds = [...new Set(flags.map((f) => f.postId))];
  const rows = await ctx.db
    .select({ post: communityPosts, thread: communityThreads })
    .from(communityPosts)
    .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.threadId))
    .where(
      flaggedIds.length > 0
        ? or(eq(communityPosts.held, true), inArray(communityPosts.id, flaggedIds))
        : eq(communityPosts.held, true),
    );
  const waitingSince = (postId: number, createdAt: Date) =>
    flags.find((f) => f.postId === postId)?.createdAt.getTime() ?? createdAt.getTime();
  const ordered = rows
    .sort(
      (x, y) =>
        waitingSince(x.post.id, x.post.createdAt) - waitingSince(y.post.id, y.post.createdAt) ||
        x.post.id - y.post.id,
    )
    .slice(0, QUEUE_MAX);
  const postIds = ordered.map((r) => r.post.id);
  const voted =
    postIds.length === 0
      ? []
      : await ctx.db
          .select({ postId: communityVotes.postId })
          .from(communityVotes)
          .where(and(eq(communityVotes.userId, me.id), inArray(communityVotes.postId, postIds)));
  const votedIds = new Set(voted.map((v) => v.postId));
  const people = await peopleByIds(ctx.db, [
    ...ordered.map((r) => r.post.authorId),
    ...flags.map((f) => f.userId),
  ]);
  return {
    items: ordered.map(({ post, thread }) => {
      const author = people.get(post.authorId);
      const view: CommunityPost = {
        id: post.id,
        number: post.number,
        author: { username: author?.username ?? 'unknown', moderator: isModerator(author) },
        body: post.body,
        votes: post.voteCount,
        voted: votedIds.has(post.id),
        hidden: post.hidden,
        held: post.held,
        createdAt: post.createdAt.toISOString(),
        editedAt: post.editedAt?.toISOString() ?? null,
        can: { edit: post.authorId === me.id, flag: false, moderate: true },
      };
      return {
        post: view,
        thread: { id: thread.id, slug: thread.slug, title: thread.title },
        flags: flags
          .filter((f) => f.postId === post.id)
          .map((f) => ({
            reason: f.reason,
            note: f.note,
            by: people.get(f.userId)?.username ?? 'unknown',
            createdAt: f.createdAt.toISOString(),
          })),
      };
    }),
  };
}
