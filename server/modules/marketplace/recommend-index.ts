/**
 * Which listings fit a conversation (issue 21 item 7): BM25 over the listed listings' text (title ×3, tags
 * and category ×2, summary ×1.5, README ×1), with the offline assistant's term rules (stop words, suffix
 * trim, one typo in a word of four letters), so the assistant's help articles and the catalogue are searched
 * alike. Pure: the rows come in, the ranking and the reason in words come out.
 *
 * A listing is recommended only when the person's latest message matches its title, tags, category or
 * summary (a word only in a README is too weak), on a word that says what they want: words that every
 * listing shares ("agent", "workflow", "need") are left out. Earlier messages (×0.5) and the current page
 * (×0.3) add to the score of those listings, so a conversation about solar leans to the solar listing.
 */
import { LISTING_CATEGORY_LABELS, type ListingCategory } from '@common/schemas/marketplace';
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { processIndexTerm, processTerm, tokenize } from '../../ai/offline';

export interface RecommendableListing {
  id: string;
  title: string;
  summary: string;
  tags: string[];
  category: ListingCategory;
  readme: string;
}

/** How much of a README is indexed: its opening says what it does; a 20,000-character README adds little. */
export const README_INDEXED_CHARS = 1000;
export const MAX_RECOMMENDATIONS = 3;
/** A listing whose score is below this share of the best one's is left out. */
const MIN_SHARE_OF_BEST = 0.3;
const EARLIER_WEIGHT = 0.5;
const PAGE_WEIGHT = 0.3;

/** Words that do not say which listing: most listings are agents or workflows somebody needs. */
const GENERIC = new Set(
  `agent agents bot bots assistant assistants ai workflow workflows template templates automation automate
  need needs want looking recommend recommendation something anything someone tool tools build make create
  good best great aiz marketplace listing listings buy get app apps run runs version versions publish deploy
  deployment account balance key keys setting settings`
    .split(/\s+/)
    .map((w) => processTerm(w))
    .filter((w): w is string => w !== null),
);

const FIELD_WORDS: Record<string, string> = {
  title: 'title',
  tags: 'tags',
  category: 'category',
  summary: 'summary',
  readme: 'description',
};
const STRONG_FIELDS = new Set(['title', 'tags', 'category', 'summary']);

/** Written forms that ask about the platform, not for a listing ("Which chains are supported?"). */
const GENERIC_AS_WRITTEN = new Set(['supported', 'supports']);

/** A question's term for the listings: the offline rules, then generic words dropped. */
function listingTerm(term: string): string | null {
  if (GENERIC_AS_WRITTEN.has(term.toLowerCase())) return null;
  const processed = processTerm(term);
  return processed === null || GENERIC.has(processed) ? null : processed;
}

const SEARCH: SearchOptions = {
  combineWith: 'OR',
  processTerm: listingTerm,
  prefix: (term) => term.length >= 4,
  // As the help articles: one typo in a word of four letters or more, two from eight.
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  boost: { title: 3, tags: 2, category: 2, summary: 1.5, readme: 1 },
};

export interface ListingIndex {
  size(): number;
  search(text: string): SearchResult[];
  /** Adds a listing, or replaces the one with its id. */
  upsert(listing: RecommendableListing): void;
  remove(id: string): void;
}

export function buildListingIndex(listings: readonly RecommendableListing[]): ListingIndex {
  const index = new MiniSearch<{
    id: string;
    title: string;
    tags: string;
    category: string;
    summary: string;
    readme: string;
  }>({
    fields: ['title', 'tags', 'category', 'summary', 'readme'],
    tokenize,
    processTerm: processIndexTerm,
    searchOptions: SEARCH,
  });
  const documentOf = (l: RecommendableListing) => ({
    id: l.id,
    title: l.title,
    tags: l.tags.join(', '),
    category: LISTING_CATEGORY_LABELS[l.category],
    summary: l.summary,
    readme: l.readme.slice(0, README_INDEXED_CHARS),
  });
  index.addAll(listings.map(documentOf));
  return {
    size: () => index.documentCount,
    search: (text) => (text.trim() === '' ? [] : index.search(text)),
    upsert: (listing) => {
      if (index.has(listing.id)) index.replace(documentOf(listing));
      else index.add(documentOf(listing));
    },
    remove: (id) => {
      if (index.has(id)) index.discard(id);
    },
  };
}

export interface ConversationQuery {
  /** The person's latest message. */
  latest: string;
  /** Their earlier messages, oldest first. */
  earlier: string[];
  /** The page they are on (a path such as /deploy/solar-ai-agent), if known. */
  currentPage?: string | undefined;
}

export interface RankedListing {
  id: string;
  score: number;
  /** The person's words (as written, lower case) that matched, from the latest message. */
  words: string[];
  /** Where they matched, in words: title, tags, category, summary, description. */
  fields: string[];
  /** Whether the page they are on matched it too. */
  pageMatched: boolean;
}

/** The words of `text` whose search term is one of `terms`, as written (lower case), once each. */
function wordsFor(text: string, terms: readonly string[]): string[] {
  const wanted = new Set(terms);
  const words: string[] = [];
  for (const word of tokenize(text)) {
    const lower = word.toLowerCase();
    const term = listingTerm(word);
    if (term !== null && wanted.has(term) && !words.includes(lower)) words.push(lower);
  }
  return words;
}

/** A page path's words: "/deploy/solar-ai-agent" → "deploy solar ai agent" (ids and numbers left out). */
export function pageWords(currentPage: string | undefined): string {
  if (!currentPage) return '';
  const path = currentPage.split(/[?#]/)[0] ?? '';
  return path
    .split(/[^a-zA-Z]+/)
    .filter((w) => w.length >= 3)
    .join(' ');
}

/** The listings that fit the conversation, best first, at most MAX_RECOMMENDATIONS. */
export function rankListings(index: ListingIndex, query: ConversationQuery): RankedListing[] {
  const latest = index
    .search(query.latest)
    .filter((r) => Object.values(r.match).some((fields) => fields.some((f) => STRONG_FIELDS.has(f))));
  if (latest.length === 0) return [];
  const earlier = new Map(index.search(query.earlier.join('\n')).map((r) => [r.id as string, r.score]));
  const page = new Map(index.search(pageWords(query.currentPage)).map((r) => [r.id as string, r.score]));
  const ranked = latest.map((r) => {
    const id = r.id as string;
    const fields = new Set(Object.values(r.match).flat());
    return {
      id,
      score: r.score + EARLIER_WEIGHT * (earlier.get(id) ?? 0) + PAGE_WEIGHT * (page.get(id) ?? 0),
      words: wordsFor(query.latest, r.queryTerms),
      fields: Object.keys(FIELD_WORDS)
        .filter((f) => fields.has(f))
        .map((f) => FIELD_WORDS[f]!),
      pageMatched: page.has(id),
    };
  });
  ranked.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  const best = ranked[0]!.score;
  return ranked.filter((r) => r.score >= best * MIN_SHARE_OF_BEST).slice(0, MAX_RECOMMENDATIONS);
}

const quoted = (words: string[]) => {
  const q = words.map((w) => `“${w}”`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q.at(-1)}`;
};
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Why it was recommended, in words: the person's words, where they matched, the category, the page. */
export function recommendationReason(ranked: RankedListing, category: ListingCategory): string {
  const where =
    ranked.fields.length > 0
      ? ` ${ranked.words.length === 1 ? 'matches' : 'match'} its ${listed(ranked.fields)}`
      : '';
  const page = ranked.pageMatched ? ' It also fits the page you are on.' : '';
  return `You mentioned ${quoted(ranked.words)}, which${where}; it is listed under ${LISTING_CATEGORY_LABELS[category]}.${page}`;
}
