/**
 * A search's page of threads: their ids in order, how many matched, and each one's excerpt, in one statement.
 *
 * A thread matches by full text (`search_vector @@ query`: title A, tags B, visible posts C, its GIN index)
 * or as a typo of its title and tags (`q <% match_text`: pg_trgm's word_similarity(q, match_text) >=
 * TYPO_SIMILARITY, the trigram GIN index); relevance = ts_rank + word_similarity, then the latest post, then
 * the id. word_similarity is the costly part, and a common word matches nearly half the forum by full text
 * ("webhook": 8,519 of 20,000 threads in bench/community.ts), so it is not computed for every match. The
 * reasoning is marketplace/ranked-matches.ts's, for the forum's one order:
 *
 * - `f`: full-text matches with their ts_rank; `t`: typo matches with their ts_rank and similarity (exact).
 * - A full-text match that is no typo match has a similarity under TYPO_SIMILARITY, so its score is below
 *   ts_rank + TYPO_SIMILARITY. `b` is the page's last place among the typo matches alone (the order's N-th,
 *   N = offset + page size); a full-text-only match with ts_rank + SIMILARITY_BOUND under b's score comes
 *   after b, after N threads, so it cannot be on the page and is never scored.
 * - The rest (`c`) get their exact score, and the page is the first N in the search's order: the same page,
 *   in the same order, as scoring every match would give (search-threads.api.test.ts checks it).
 *
 * Without a typo match at place N (fewer typo matches than N) every match is scored.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listable, type Viewer } from './rows';

/** The marketplace's threshold: "instal n8n" is a typo of "Install n8n", "webhok" of "webhook". */
export const TYPO_SIMILARITY = 0.45;

/** Above any similarity a thread that is no typo match can have (the threshold, with room for float rounding). */
const SIMILARITY_BOUND = TYPO_SIMILARITY + 0.05;

/** The search's order over the matches' columns, `score` being the relevance. */
const ORDER = sql.raw('score desc, last_post_at desc, id desc');

/** A code fence's own line ("```yaml", "~~~"): its language is no text of the post, so excerpts leave it out. */
const FENCE_LINE = '(^|\n)(```|~~~)[^\n]*';

/** ts_headline's options: plain text (no markers), a short stretch. */
const HEADLINE = 'StartSel="", StopSel="", MinWords=12, MaxWords=32, ShortWord=2, HighlightAll=false';

export interface RankedThread {
  id: number;
  total: number;
  excerpt: string | null;
}

/**
 * The page (`limit` from `offset`) of threads the viewer may list matching `q`, best first; every row
 * carries the count of all matches. Run it where the typo threshold is set and scans are off (searchThreads).
 */
export async function rankedThreads(
  tx: DbOrTx,
  { viewer, q, limit, offset }: { viewer: Viewer; q: string; limit: number; offset: number },
): Promise<RankedThread[]> {
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  const rank = sql`ts_rank(search_vector, ${tsquery})`;
  // `offset 0` keeps the filters out of the index scans: the GIN indexes find the matches, the filters apply
  // after. Named as the table, so the filters' qualified columns read it.
  const matching = (test: SQL) =>
    sql`(select * from community_threads where ${test} offset 0) as community_threads`;
  const { rows } = (await tx.execute(sql`
    with f as materialized (
      select id, last_post_at, match_text, ${rank} as r
      from ${matching(sql`search_vector @@ ${tsquery}`)} where ${listable(viewer)}
    ), t as materialized (
      select id, last_post_at, ${rank} as r, word_similarity(${q}, match_text) as w
      from ${matching(sql`${q} <% match_text`)} where ${listable(viewer)}
    ), m as materialized (
      select coalesce(f.id, t.id) as id, coalesce(f.last_post_at, t.last_post_at) as last_post_at,
        coalesce(f.r, t.r) as r, t.w, t.id is not null as typo, f.match_text
      from f full join t on t.id = f.id
    ), b as (
      select r + w as score, last_post_at, id from m where typo
      order by ${ORDER} limit 1 offset ${Math.max(0, offset + limit - 1)}
    ), c as (
      select m.id, m.last_post_at, coalesce(m.r + m.w, m.r + word_similarity(${q}, m.match_text)) as score
      from m
      where m.typo or not exists (select 1 from b)
        or exists (select 1 from b where m.r + ${SIMILARITY_BOUND} >= b.score)
    ), page as (
      select id, score, last_post_at, (select count(*) from m)::int as total from c
      order by ${ORDER} limit ${limit} offset ${offset}
    )
    select page.id, page.total, ts_headline('english',
        coalesce((select string_agg(regexp_replace(p.body, ${FENCE_LINE}, ${'\\1'}, 'g'), ' ' order by p.number) from community_posts p
          where p.thread_id = page.id and not p.hidden and not p.held), ''),
        ${tsquery}, ${HEADLINE}) as excerpt
    from page order by ${ORDER}`)) as unknown as { rows: RankedThread[] };
  return rows;
}
