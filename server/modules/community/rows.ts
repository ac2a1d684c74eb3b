/**
 * Threads as the API shows them: who may see which (the viewer), and the summary of a thread (author with
 * badge, counts, unread posts for the signed-in viewer) from its row. Shared by the list, search and detail.
 */
import type { ThreadSummary } from '@common/schemas/community';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityCategories, communityThreads } from '../../db/schema/community';
import type { SessionUser } from '../../http/context';
import { authorsOf, type CommunityAuthor } from './people';
import { isModerator } from './permissions';

/** Who is looking: null when signed out. */
export type Viewer = { id: string; moderator: boolean } | null;

export const viewerOf = (user: SessionUser | null): Viewer =>
  user ? { id: user.id, moderator: isModerator(user) } : null;

/** Threads the viewer may list: not merged away, and not hidden unless theirs or they moderate. */
export function listable(viewer: Viewer): SQL {
  const t = communityThreads;
  if (viewer?.moderator) return sql`${t.mergedIntoId} is null`;
  if (viewer) return sql`${t.mergedIntoId} is null and (not ${t.hidden} or ${t.authorId} = ${viewer.id})`;
  return sql`${t.mergedIntoId} is null and not ${t.hidden}`;
}

/** Visible posts past the viewer's read mark; null when they never opened the thread (or are signed out). */
function unreadOf(viewer: Viewer): SQL<number | null> {
  if (!viewer) return sql<null>`null::int`;
  return sql<number | null>`(select (select count(*)::int from community_posts p
      where p.thread_id = r.thread_id and p.number > r.last_read_post_number and not p.hidden and not p.held)
    from community_reads r where r.thread_id = ${communityThreads.id} and r.user_id = ${viewer.id})`;
}

export function summaryColumns(viewer: Viewer) {
  const t = communityThreads;
  return {
    id: t.id,
    slug: t.slug,
    title: t.title,
    category: communityCategories.slug,
    tags: t.tags,
    authorId: t.authorId,
    replyCount: t.replyCount,
    votes: t.voteCount,
    solutionPostId: t.solutionPostId,
    locked: t.locked,
    hidden: t.hidden,
    mergedIntoId: t.mergedIntoId,
    lastPostNumber: t.lastPostNumber,
    createdAt: t.createdAt,
    lastPostAt: t.lastPostAt,
    unread: unreadOf(viewer),
  };
}

/** The threads with these ids (whatever their visibility: callers filter), with their category's slug. */
export function selectThreads(db: DbOrTx, viewer: Viewer, where: SQL) {
  return db
    .select(summaryColumns(viewer))
    .from(communityThreads)
    .innerJoin(communityCategories, eq(communityCategories.id, communityThreads.categoryId))
    .where(where);
}

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

export async function threadRowsByIds(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<ThreadRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectThreads(db, viewer, inArray(communityThreads.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const UNKNOWN_AUTHOR: CommunityAuthor = { username: 'deleted', moderator: false };

/** The API's summaries of these rows, in their order. */
export async function summariesOf(db: DbOrTx, rows: readonly ThreadRow[]): Promise<ThreadSummary[]> {
  const authors = await authorsOf(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    tags: r.tags,
    author: authors.get(r.authorId) ?? UNKNOWN_AUTHOR,
    replyCount: r.replyCount,
    votes: r.votes,
    solved: r.solutionPostId !== null,
    locked: r.locked,
    createdAt: r.createdAt.toISOString(),
    lastPostAt: r.lastPostAt.toISOString(),
    unread: r.unread === null ? null : Number(r.unread),
  }));
}
