/**
 * Search: a thread matches by full text (`search_vector @@ query`: title A, tags B, visible posts C, through
 * its GIN index) or as a typo of its title and tags (`q <% match_text`: pg_trgm's word_similarity(q,
 * match_text) >= TYPO_SIMILARITY, through the trigram GIN index), as marketplace/ranked-matches.ts does.
 * Relevance = ts_rank + word_similarity. The forum is small next to the catalogue, so every match is scored
 * (no bound on which ones can reach the page). Each result carries a plain-text excerpt of its visible posts.
 */
import type { ThreadPage } from '@common/schemas/community';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../service-context';
import { THREAD_PAGE_SIZE } from './list-threads';
import { listable, summariesOf, threadRowsByIds, type Viewer, viewerOf } from './rows';

/** The marketplace's threshold: "instal n8n" is a typo of "Install n8n", "webhok" of "webhook". */
export const TYPO_SIMILARITY = 0.45;

/** ts_headline's options: plain text (no markers), a short stretch. */
const HEADLINE = 'StartSel="", StopSel="", MinWords=12, MaxWords=32, ShortWord=2, HighlightAll=false';

interface Match {
  id: number;
  total: number;
  excerpt: string | null;
}

function matches(tx: DbOrTx, viewer: Viewer, q: string, limit: number, offset: number) {
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  // `offset 0` keeps the filters out of the index scans: the GIN indexes find the matches, the filters apply after.
  return tx.execute(sql`
    with f as materialized (
      select id from (select * from community_threads where search_vector @@ ${tsquery} offset 0) as community_threads
      where ${listable(viewer)}
    ), t as materialized (
      select id from (select * from community_threads where ${q} <% match_text offset 0) as community_threads
      where ${listable(viewer)}
    ), m as (
      select c.id, c.last_post_at,
        ts_rank(c.search_vector, ${tsquery}) + word_similarity(${q}, c.match_text) as score
      from community_threads c where c.id in (select id from f union select id from t)
    ), page as (
      select id, score, last_post_at, (select count(*) from m)::int as total from m
      order by score desc, last_post_at desc, id desc limit ${limit} offset ${offset}
    )
    select page.id, page.total, ts_headline('english',
        coalesce((select string_agg(p.body, ' ' order by p.number) from community_posts p
          where p.thread_id = page.id and not p.hidden and not p.held), ''),
        ${tsquery}, ${HEADLINE}) as excerpt
    from page order by page.score desc, page.last_post_at desc, page.id desc`) as unknown as Promise<{
    rows: Match[];
  }>;
}

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
    const { rows } = await matches(tx, viewer, query.q, THREAD_PAGE_SIZE, offset);
    const total =
      rows[0]?.total ?? (offset > 0 ? ((await matches(tx, viewer, query.q, 1, 0)).rows[0]?.total ?? 0) : 0);
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
