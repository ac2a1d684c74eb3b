/**
 * The thread lists: latest (by last post), top (by the question's votes, then replies, among threads started
 * within the period) and unanswered (no visible reply, not solved), filtered by category, tag or author.
 */
import type { ThreadListQuery, ThreadPage, TopPeriod } from '@common/schemas/community';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { communityCategories, communityThreads as t } from '../../db/schema/community';
import type { ServiceContext } from '../../service-context';
import { findUserIdByUsername } from '../auth';
import { listable, selectThreads, summariesOf, viewerOf } from './rows';

export const THREAD_PAGE_SIZE = 20;

const DAY_MS = 24 * 60 * 60_000;
const PERIOD_MS: Readonly<Record<TopPeriod, number | null>> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
  all: null,
};

export async function listThreads(ctx: ServiceContext, query: ThreadListQuery): Promise<ThreadPage> {
  const viewer = viewerOf(ctx.user);
  const empty = { threads: [], total: 0, page: query.page, pageSize: THREAD_PAGE_SIZE };
  const where: SQL[] = [listable(viewer)];
  if (query.category) where.push(eq(communityCategories.slug, query.category));
  if (query.tag) where.push(sql`${t.tags} @> array[${query.tag}]::text[]`);
  if (query.author) {
    const authorId = await findUserIdByUsername(ctx.db, query.author);
    if (!authorId) return empty;
    where.push(eq(t.authorId, authorId));
  }
  const periodMs = PERIOD_MS[query.period];
  if (query.view === 'top' && periodMs !== null) {
    where.push(sql`${t.createdAt} >= ${new Date(ctx.now().getTime() - periodMs)}`);
  }
  if (query.view === 'unanswered') where.push(sql`${t.replyCount} = 0 and ${t.solutionPostId} is null`);
  const order =
    query.view === 'top'
      ? [desc(t.voteCount), desc(t.replyCount), desc(t.lastPostAt), desc(t.id)]
      : [desc(t.lastPostAt), desc(t.id)];
  const condition = and(...where)!;
  const [rows, [count]] = await Promise.all([
    selectThreads(ctx.db, viewer, condition)
      .orderBy(...order)
      .limit(THREAD_PAGE_SIZE)
      .offset((query.page - 1) * THREAD_PAGE_SIZE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .innerJoin(communityCategories, eq(communityCategories.id, t.categoryId))
      .where(condition),
  ]);
  return {
    threads: await summariesOf(ctx.db, rows),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: THREAD_PAGE_SIZE,
  };
}
