/**
 * The assistant's recommended-agent cards (SPEC §3, issue 21 item 7): listed listings chosen by BM25 over
 * their text (recommend-index.ts), each with its figures from real rows: installs, the reviews' rating, the
 * creator's deployment's median time and chat satisfaction over 30 days, and achievements only from those.
 * Accuracy is null: no listing defines an evaluation set the platform runs.
 *
 * The index is kept per database and follows the listed set: each call reads one small aggregate over the
 * listed rows (how many, the latest update, a sum of their ids' hashes); when it changed, listings no
 * longer listed leave the index and new or edited ones are (re)indexed, so listing, editing, hiding or
 * restoring a listing shows in the next answer. The chosen rows are read again with `status = 'listed'`.
 */
import { plural } from '@common/plural';
import type { RecommendedAgent } from '@common/schemas/assistant';
import { LISTING_CATEGORY_LABELS, type ListingCard } from '@common/schemas/marketplace';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketplaceListings as l } from '../../db/schema/marketplace';
import { cardColumns, toCards } from './listing-rows';
import { withUsage } from './listing-usage';
import {
  buildListingIndex,
  type ConversationQuery,
  type ListingIndex,
  type RankedListing,
  README_INDEXED_CHARS,
  rankListings,
  recommendationReason,
} from './recommend-index';

interface IndexState {
  stamp: string;
  index: ListingIndex;
  /** The indexed listings' `updated_at`, by id: what a refresh compares. */
  versions: Map<string, string>;
  /** How long the last refresh took, and how many listings it (re)indexed. */
  refreshMs: number;
  indexed: number;
}

const states = new WeakMap<Database, Promise<IndexState>>();

/** What changes when a listing is listed, edited, hidden or restored. */
async function stampOf(db: Database): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      updated: sql<string | null>`max(${l.updatedAt})::text`,
      ids: sql<string | null>`sum(hashtext(${l.id}::text))::text`,
    })
    .from(l)
    .where(eq(l.status, 'listed'));
  return `${row?.n ?? 0}|${row?.updated ?? ''}|${row?.ids ?? ''}`;
}

/**
 * Brings the index up to the listed rows: listings no longer listed leave it, new and edited ones (by
 * `updated_at`) are read and indexed; the first call indexes every one.
 */
async function refresh(db: Database, state: IndexState | undefined, stamp: string): Promise<IndexState> {
  const started = performance.now();
  const rows = await db
    .select({ id: l.id, updated: sql<string>`${l.updatedAt}::text` })
    .from(l)
    .where(eq(l.status, 'listed'));
  const index = state?.index ?? buildListingIndex([]);
  const versions = state?.versions ?? new Map<string, string>();
  const listed = new Set(rows.map((r) => r.id));
  for (const id of [...versions.keys()]) {
    if (listed.has(id)) continue;
    index.remove(id);
    versions.delete(id);
  }
  const stale = rows.filter((r) => versions.get(r.id) !== r.updated);
  for (let at = 0; at < stale.length; at += 1000) {
    const chunk = stale.slice(at, at + 1000);
    const texts = await db
      .select({
        id: l.id,
        title: l.title,
        summary: l.summary,
        tags: l.tags,
        category: l.category,
        readme: sql<string>`left(${l.readme}, ${README_INDEXED_CHARS})`,
      })
      .from(l)
      .where(
        inArray(
          l.id,
          chunk.map((r) => r.id),
        ),
      );
    for (const text of texts) index.upsert(text);
    for (const r of chunk) versions.set(r.id, r.updated);
  }
  return { stamp, index, versions, refreshMs: performance.now() - started, indexed: stale.length };
}

/**
 * The index of the listed listings, refreshed when they changed since: one aggregate per call, and a
 * refresh touches only what changed. Calls queue behind each other's refresh, so the index is never
 * updated twice at once.
 */
export async function listingIndexOf(db: Database): Promise<IndexState> {
  const stamp = await stampOf(db);
  const previous = states.get(db);
  const next = (async () => {
    const state = previous ? await previous.catch(() => undefined) : undefined;
    return state && state.stamp === stamp ? state : refresh(db, state, stamp);
  })();
  states.set(db, next);
  return next;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Achievements from real figures only: official, runs, installs, reviews, success over enough runs. */
export function achievementsOf(card: ListingCard): string[] {
  const out: string[] = [];
  if (card.official) out.push('Official');
  const usage = card.figures.usage;
  if (usage && usage.runs >= 10) out.push(`${count(usage.runs)} runs in ${usage.days} days`);
  if (card.figures.installs >= 10) out.push(`${count(card.figures.installs)} installs`);
  if (card.figures.rating !== null && card.figures.ratingCount > 0)
    out.push(
      `${card.figures.rating.toFixed(1)} from ${count(card.figures.ratingCount)} ${plural(card.figures.ratingCount, 'review')}`,
    );
  if (usage && usage.runs >= 20 && usage.successRate !== null && usage.successRate >= 0.95)
    out.push(`${Math.round(usage.successRate * 100)}% of runs succeeded`);
  return out;
}

/** What the buyer gets, in words: the offer and its price, nothing claimed beyond it. */
export function valuePropositionOf(card: ListingCard): string {
  const free = /^0(\.0+)?$/.test(card.price);
  const offer = free
    ? 'Free: get your own copy to run and change.'
    : `Your own copy for ${card.price} AIZ, yours to run and change.`;
  const p50 = card.figures.usage?.p50Ms;
  return p50 == null
    ? offer
    : `${offer} Its creator’s deployment answered in ${p50 < 1000 ? `${p50} ms` : `${(p50 / 1000).toFixed(1)} s`} (median, last ${card.figures.usage!.days} days).`;
}

export function recommendedAgentOf(card: ListingCard, ranked: RankedListing): RecommendedAgent {
  const usage = card.figures.usage;
  return {
    id: card.id,
    slug: card.slug,
    name: card.title,
    category: LISTING_CATEGORY_LABELS[card.category],
    rating: card.figures.rating,
    totalSales: card.figures.installs,
    description: card.summary,
    performance: {
      accuracy: null,
      speed: usage?.p50Ms ?? null,
      satisfaction: usage?.satisfaction == null ? null : Math.round(usage.satisfaction * 100),
    },
    achievements: achievementsOf(card),
    valueProposition: valuePropositionOf(card),
    recommendationReason: recommendationReason(ranked, card.category),
    creator: { name: card.creator.username, avatar: null },
    price: Number(card.price),
  };
}

/** The cards for a conversation: at most three listed listings that fit it, best first; none when none fits. */
export async function recommendAgents(
  ctx: { db: Database; now: () => Date },
  query: ConversationQuery,
): Promise<RecommendedAgent[]> {
  const { index } = await listingIndexOf(ctx.db);
  const ranked = rankListings(index, query);
  if (ranked.length === 0) return [];
  const rows = await ctx.db
    .select(cardColumns)
    .from(l)
    .where(
      and(
        inArray(
          l.id,
          ranked.map((r) => r.id),
        ),
        eq(l.status, 'listed'),
      ),
    );
  const cards = await withUsage(
    ctx.db,
    ctx.now(),
    await toCards(ctx.db, rows),
    rows.map((r) => r.workflowId),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ranked.flatMap((r) => {
    const card = byId.get(r.id);
    return card ? [recommendedAgentOf(card, r)] : [];
  });
}
