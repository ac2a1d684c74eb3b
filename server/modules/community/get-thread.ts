/**
 * A thread's page: the thread, its posts as this viewer may see them, and what they may do. A hidden post's
 * body is withheld ('') but from moderators and its author; a held post is left out but for them. A merged
 * thread answers where it went (and no posts: they moved there).
 */
import type { CommunityPost, ThreadDetail } from '@common/schemas/community';
import { and, asc, eq, sql } from 'drizzle-orm';
import { communityPosts, communityReads, communityThreads } from '../../db/schema/community';
import { NotFound } from '../../lib/errors';
import type { ServiceContext } from '../../service-context';
import { authorsOf } from './people';
import { selectThreads, summariesOf, type Viewer, viewerOf } from './rows';
import { NO_THREAD } from './thread-access';

async function postsOf(ctx: ServiceContext, viewer: Viewer, threadId: number, locked: boolean) {
  const rows = await ctx.db
    .select({
      id: communityPosts.id,
      number: communityPosts.number,
      authorId: communityPosts.authorId,
      body: communityPosts.body,
      votes: communityPosts.voteCount,
      hidden: communityPosts.hidden,
      held: communityPosts.held,
      createdAt: communityPosts.createdAt,
      editedAt: communityPosts.editedAt,
      voted: viewer
        ? sql<boolean>`exists (select 1 from community_votes v where v.post_id = ${communityPosts.id} and v.user_id = ${viewer.id})`
        : sql<boolean>`false`,
    })
    .from(communityPosts)
    .where(eq(communityPosts.threadId, threadId))
    .orderBy(asc(communityPosts.number));
  const moderator = viewer?.moderator ?? false;
  const shown = rows.filter((p) => !p.held || moderator || p.authorId === viewer?.id);
  const authors = await authorsOf(
    ctx.db,
    shown.map((p) => p.authorId),
  );
  return shown.map((p): CommunityPost => {
    const own = p.authorId === viewer?.id;
    return {
      id: p.id,
      number: p.number,
      author: authors.get(p.authorId) ?? { username: 'deleted', moderator: false },
      body: p.hidden && !moderator && !own ? '' : p.body,
      votes: p.votes,
      voted: Boolean(p.voted),
      hidden: p.hidden,
      held: p.held,
      createdAt: p.createdAt.toISOString(),
      editedAt: p.editedAt?.toISOString() ?? null,
      can: {
        edit: moderator || (own && !locked),
        flag: viewer !== null && !own,
        moderate: moderator,
      },
    };
  });
}

export async function getThread(ctx: ServiceContext, threadId: number): Promise<ThreadDetail> {
  const viewer = viewerOf(ctx.user);
  const [row] = await selectThreads(ctx.db, viewer, eq(communityThreads.id, threadId));
  if (!row) throw new NotFound(NO_THREAD);
  const own = row.authorId === viewer?.id;
  const moderator = viewer?.moderator ?? false;
  if (row.hidden && !own && !moderator) throw new NotFound(NO_THREAD);
  const [summary] = await summariesOf(ctx.db, [row]);
  let mergedInto: { id: number; slug: string } | null = null;
  if (row.mergedIntoId !== null) {
    const [target] = await ctx.db
      .select({ id: communityThreads.id, slug: communityThreads.slug })
      .from(communityThreads)
      .where(eq(communityThreads.id, row.mergedIntoId));
    mergedInto = target ?? null;
  }
  const [mark] = viewer
    ? await ctx.db
        .select({ n: communityReads.lastReadPostNumber })
        .from(communityReads)
        .where(and(eq(communityReads.userId, viewer.id), eq(communityReads.threadId, threadId)))
    : [];
  return {
    thread: {
      ...summary!,
      mergedInto,
      solutionPostId: row.solutionPostId,
      lastReadPostNumber: mark?.n ?? 0,
    },
    posts: row.mergedIntoId === null ? await postsOf(ctx, viewer, threadId, row.locked) : [],
    can: {
      reply: viewer !== null && row.mergedIntoId === null && (!row.locked || moderator),
      markSolution: viewer !== null && row.mergedIntoId === null && (own || moderator),
      moderate: moderator,
    },
  };
}
