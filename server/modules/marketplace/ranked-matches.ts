/**
 * A search with words: the page's listing ids, in order, and how many listings matched, in one statement.
 *
 * A listing matches by full text (`search_vector @@ query`, the GIN index) or as a typo (`q <% match_text`:
 * pg_trgm's word_similarity(q, title and tags) >= TYPO_SIMILARITY, the trigram GIN index); relevance =
 * ts_rank + word_similarity. word_similarity is the costly part (about 5 µs a row on PostgreSQL, 10 µs on
 * PGlite), and a common word matches half the catalogue by full text, so it is not computed for every match:
 *
 * - `f`: full-text matches with their ts_rank; `t`: typo matches with their similarity (exact scores).
 * - A full-text match that is no typo match has a similarity under TYPO_SIMILARITY, so its score is below
 *   ts_rank + TYPO_SIMILARITY. `b` is the page's last place among the typo matches alone (the order's
 *   N-th, N = offset + page size); a full-text-only match whose sort columns come after it, or tie with it
 *   and whose score cannot reach its score, cannot be on the page (N listings come before it).
 * - The rest (`c`) get their exact score, and the page is the first N in the search's order: the same page,
 *   in the same order, as scoring every match would give.
 *
 * Without a typo match at place N (fewer typo matches than N) every match is scored. `newest` has no
 * relevance in its order and ranks none.
 */
import type { ListingSearch } from '@common/schemas/marketplace';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * How close (0-1) a query must be to a stretch of the title and tags to count as a typo of it: "suport agnet"
 * against "Support agent" is 0.53; against "Support ticket triage" 0.4, against "Sales agent" 0.18.
 */
export const TYPO_SIMILARITY = 0.45;

/** Above any similarity a listing that is no typo match can have (the threshold, with room for float rounding). */
const SIMILARITY_BOUND = TYPO_SIMILARITY + 0.05;

type Sort = NonNullable<ListingSearch['sort']> | 'relevance';

/** The sort columns before the relevance (of the row aliased `a`), compared as a row, all in one direction. */
const PREFIX: Record<Sort, { columns: (a: string) => string; better: '>' | '<' } | null> = {
  relevance: null,
  popular: { columns: (a) => `${a}.popularity`, better: '>' },
  price: { columns: (a) => `${a}.price_base_units`, better: '<' },
  // rating desc nulls last: a listing without reviews (null) after every rated one (stars are 1-5).
  rating: {
    columns: (a) => `(coalesce(${a}.rating, -1), ${a}.review_count, ${a}.installs_count)`,
    better: '>',
  },
  newest: null,
};

/** The order of each sort over the matches' columns, `score` being the relevance; ties: newest, then id. */
const ORDER: Record<Sort, string> = {
  relevance: 'score desc, installs_count desc, created_at desc, id',
  popular: 'popularity desc, score desc, created_at desc, id',
  price: 'price_base_units asc, score desc, created_at desc, id',
  rating: 'rating desc nulls last, review_count desc, installs_count desc, score desc, created_at desc, id',
  newest: 'created_at desc, id',
};

const KEPT = 'id, created_at, installs_count, review_count, rating, popularity, price_base_units';

/**
 * The listings matching `test`, found through its GIN index: the filters apply to what it found (`offset 0`
 * keeps them out, so the planner cannot prefer a bitmap of every listed row from a sort's partial index and
 * test each one). Named as the table, so the filters' qualified columns read it.
 */
const matching = (test: SQL) =>
  sql`(select * from marketplace_listings where ${test} offset 0) as marketplace_listings`;

export interface RankedMatches {
  ids: string[];
  total: number;
}

/** The page of matches of `q` among the listings `where` keeps, in `sort`'s order, and how many matched. */
export function rankedMatches(
  db: DbOrTx,
  search: { q: string; where: SQL; sort: Sort; limit: number; offset: number },
): Promise<RankedMatches> {
  return db.transaction(async (tx) => {
    // For this transaction only (set_config's `true`): the typo threshold, and matches found through the
    // full-text and trigram GIN indexes, never by a scan computing word_similarity for every listing. About
    // 1 ms on PGlite (begin, set, commit).
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return matchesIn(tx, search);
  });
}

async function matchesIn(
  tx: DbOrTx,
  { q, where, sort, limit, offset }: { q: string; where: SQL; sort: Sort; limit: number; offset: number },
): Promise<RankedMatches> {
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  const order = sql.raw(ORDER[sort]);
  const scored = sort !== 'newest';
  const prefix = PREFIX[sort];
  // `newest` orders by no relevance: neither rank nor similarity is computed.
  const rank = scored ? sql`ts_rank(search_vector, ${tsquery})` : sql`0::real`;
  const row = (alias: string) => sql.raw(prefix?.columns(alias) ?? '');
  // Whether a full-text-only match may still reach the page, against its last typo match `b`.
  const mayReach = prefix
    ? sql`${row('m')} ${sql.raw(prefix.better)} ${row('b')} or (${row('m')} = ${row('b')} and m.r + ${SIMILARITY_BOUND} >= b.s)`
    : sql`m.r + ${SIMILARITY_BOUND} >= b.s`;
  const statement = sql`
    with f as materialized (
      select ${sql.raw(KEPT)}, match_text, ${rank} as r
      from ${matching(sql`search_vector @@ ${tsquery}`)} where ${where}
    ), t as materialized (
      select ${sql.raw(KEPT)}, ${rank} as r, ${scored ? sql`word_similarity(${q}, match_text)` : sql`null::real`} as w
      from ${matching(sql`${q} <% match_text`)} where ${where}
    ), m as materialized (
      select coalesce(f.id, t.id) as id, coalesce(f.created_at, t.created_at) as created_at,
        coalesce(f.installs_count, t.installs_count) as installs_count,
        coalesce(f.review_count, t.review_count) as review_count, coalesce(f.rating, t.rating) as rating,
        coalesce(f.popularity, t.popularity) as popularity,
        coalesce(f.price_base_units, t.price_base_units) as price_base_units,
        coalesce(f.r, t.r) as r, t.w, t.id is not null as typo, f.match_text
      from f full join t on t.id = f.id
    ), b as (
      select *, r + w as s, r + w as score from m where typo order by ${order} limit 1 offset ${Math.max(0, offset + limit - 1)}
    ), c as (
      select m.id, m.created_at, m.installs_count, m.review_count, m.rating, m.popularity, m.price_base_units,
        ${scored ? sql`coalesce(m.r + m.w, m.r + word_similarity(${q}, m.match_text))` : sql`0::real`} as score
      from m
      where ${scored ? sql`m.typo or not exists (select 1 from b) or exists (select 1 from b where ${mayReach})` : sql`true`}
    )
    select id, (select count(*) from m)::int as total from c order by ${order} limit ${limit} offset ${offset}`;
  const { rows } = (await tx.execute(statement)) as unknown as { rows: { id: string; total: number }[] };
  return {
    ids: rows.map((r) => r.id),
    total: rows[0]?.total ?? (offset > 0 ? await countOf(tx, q, where) : 0),
  };
}

/** How many listings match (a page past the last has no row to carry the count). */
async function countOf(tx: DbOrTx, q: string, where: SQL): Promise<number> {
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  const { rows } = (await tx.execute(
    sql`select count(*)::int as n from marketplace_listings where ${where} and (search_vector @@ ${tsquery} or ${q} <% match_text)`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}
