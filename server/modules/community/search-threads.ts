/**
 * Search: the page of threads matching a query (full text or a typo of the title and tags, ranked by
 * ranked-threads.ts, which scores only the matches that can reach the page), as summaries with a plain-text
 * excerpt of each thread's visible posts.
 */
import type { ThreadPage } from '@common/schemas/community';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../service-context';
import { THREAD_PAGE_SIZE } from './list-threads';
import { rankedThreads, TYPO_SIMILARITY } from './ranked-threads';
import { summariesOf, threadRowsByIds, viewerOf } from './rows';

/** Markdown's marks and runs of white space out of an excerpt, so it reads as plain text. */
export function plainExcerpt(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function searchThreads(
  ctx: ServiceContext,
  query: { q: string; page: number },
): Promise<ThreadPage> {
  const viewer = viewerOf(ctx.user);
  const offset = (query.page - 1) * THREAD_PAGE_SIZE;
  const found = await ctx.db.transaction(async (tx) => {
    // For this transaction only: the typo threshold, and matching through the indexes, never a scan.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    const search = { viewer, q: query.q };
    const rows = await rankedThreads(tx, { ...search, limit: THREAD_PAGE_SIZE, offset });
    const total =
      rows[0]?.total ??
      (offset > 0 ? ((await rankedThreads(tx, { ...search, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    return { rows, total: Number(total) };
  });
  const excerpts = new Map(found.rows.map((r) => [r.id, plainExcerpt(r.excerpt ?? '')]));
  const summaries = await summariesOf(
    ctx.db,
    await threadRowsByIds(
      ctx.db,
      viewer,
      found.rows.map((r) => r.id),
    ),
  );
  return {
    threads: summaries.map((s) => ({ ...s, excerpt: excerpts.get(s.id) ?? '' })),
    total: found.total,
    page: query.page,
    pageSize: THREAD_PAGE_SIZE,
  };
}
