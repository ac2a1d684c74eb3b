/**
 * The offline assistant's reader of solved threads: the index (solved-index.ts) built from the database and
 * rebuilt when older than SOLVED_INDEX_TTL_MS, so a thread marked solved is citable within a minute in every
 * server process. A thread is solved when its accepted answer is a visible reply of a visible thread.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { communityPosts, communityThreads } from '../../db/schema/community';
import { usernamesOf } from '../auth';
import { buildSolvedIndex, type SolvedIndex, type SolvedMatch, type SolvedThread } from './solved-index';

export const SOLVED_INDEX_TTL_MS = 60_000;

export async function loadSolvedThreads(db: Database): Promise<SolvedThread[]> {
  const question = alias(communityPosts, 'question');
  const solution = alias(communityPosts, 'solution');
  const rows = await db
    .select({
      id: communityThreads.id,
      slug: communityThreads.slug,
      title: communityThreads.title,
      tags: communityThreads.tags,
      question: question.body,
      solution: solution.body,
      solverId: solution.authorId,
    })
    .from(communityThreads)
    .innerJoin(question, and(eq(question.threadId, communityThreads.id), eq(question.number, 1)))
    .innerJoin(solution, eq(solution.id, communityThreads.solutionPostId))
    .where(
      and(
        isNotNull(communityThreads.solutionPostId),
        isNull(communityThreads.mergedIntoId),
        eq(communityThreads.hidden, false),
        eq(solution.hidden, false),
        eq(solution.held, false),
        eq(solution.threadId, communityThreads.id),
      ),
    );
  const names = await usernamesOf(
    db,
    rows.map((r) => r.solverId),
  );
  return rows.map(({ solverId, ...row }) => ({ ...row, solver: names.get(solverId) ?? 'a former member' }));
}

/** `(question) => matches`, over an index of the solved threads at most SOLVED_INDEX_TTL_MS old. */
export function solvedThreadSearch(db: Database): SolvedThreadSearch {
  let built: { index: SolvedIndex; at: number } | null = null;
  let building: Promise<SolvedIndex> | null = null;
  const current = async (at: Date): Promise<SolvedIndex> => {
    const now = at.getTime();
    if (built && now - built.at < SOLVED_INDEX_TTL_MS) return built.index;
    building ??= loadSolvedThreads(db)
      .then((threads) => {
        const index = buildSolvedIndex(threads);
        built = { index, at: now };
        return index;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };
  return async (question, at) => (await current(at)).match(question);
}

type SolvedThreadSearch = (question: string, at: Date) => Promise<SolvedMatch[]>;
const searches = new WeakMap<Database, SolvedThreadSearch>();

/** The solved threads that answer a question, as the offline assistant cites them (one index per database). */
export function findSolvedThreads(deps: { db: Database; now: () => Date }) {
  let search = searches.get(deps.db);
  if (!search) {
    search = solvedThreadSearch(deps.db);
    searches.set(deps.db, search);
  }
  const found = search;
  return async (question: string) =>
    (await found(question, deps.now())).map(({ thread }) => ({
      id: thread.id,
      slug: thread.slug,
      title: thread.title,
      solution: thread.solution,
      solver: thread.solver,
    }));
}
