/**
 * The solved threads the offline assistant answers from: BM25 (MiniSearch) over each solved thread's title
 * (×3), tags (×2), question (×1.5) and accepted answer (×1), with the offline assistant's term rules (stop
 * words, suffix trim, one typo in a word of four letters), as the help articles and the marketplace are
 * searched. Pure: rows in, confident matches out.
 *
 * A thread is cited only when the question matches its title, tags or question (an answer-only match is too
 * weak) on at least half of the question's words that say what it is about, so "how do I stake" does not cite
 * a thread that merely mentions staking in its answer.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { processIndexTerm, processTerm, tokenize } from '../../ai/offline';

export interface SolvedThread {
  id: number;
  slug: string;
  title: string;
  tags: string[];
  question: string;
  /** The accepted answer (Markdown). */
  solution: string;
  /** Who wrote the accepted answer. */
  solver: string;
}

export interface SolvedMatch {
  thread: SolvedThread;
  score: number;
}

/** How much of a question or an answer is indexed: the opening says what it is about. */
const INDEXED_CHARS = 2000;
export const MAX_CITED_THREADS = 2;
/** The share of the question's words that must match a thread's title, tags or question. */
const MIN_COVERAGE = 0.5;
const STRONG_FIELDS = new Set(['title', 'tags', 'question']);

/** Words every community question shares: they do not say which thread. */
const GENERIC = new Set(
  `how what why when where which who can could should would do does did make get use using work works working
  help problem issue error question anyone someone please thanks need want way`
    .split(/\s+/)
    .map((w) => processTerm(w))
    .filter((w): w is string => w !== null),
);

function threadTerm(term: string): string | null {
  const processed = processTerm(term);
  return processed === null || GENERIC.has(processed) ? null : processed;
}

const SEARCH: SearchOptions = {
  combineWith: 'OR',
  processTerm: threadTerm,
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  boost: { title: 3, tags: 2, question: 1.5, solution: 1 },
};

export interface SolvedIndex {
  size(): number;
  /** The threads that answer `question` confidently, best first, at most MAX_CITED_THREADS. */
  match(question: string): SolvedMatch[];
}

export function buildSolvedIndex(threads: readonly SolvedThread[]): SolvedIndex {
  const byId = new Map(threads.map((t) => [t.id, t]));
  const index = new MiniSearch<{
    id: number;
    title: string;
    tags: string;
    question: string;
    solution: string;
  }>({
    fields: ['title', 'tags', 'question', 'solution'],
    tokenize,
    processTerm: processIndexTerm,
    searchOptions: SEARCH,
  });
  index.addAll(
    threads.map((t) => ({
      id: t.id,
      title: t.title,
      tags: t.tags.join(', '),
      question: t.question.slice(0, INDEXED_CHARS),
      solution: t.solution.slice(0, INDEXED_CHARS),
    })),
  );
  return {
    size: () => index.documentCount,
    match: (question) => {
      const wanted = [
        ...new Set(
          tokenize(question)
            .map(threadTerm)
            .filter((t): t is string => t !== null),
        ),
      ];
      if (wanted.length === 0) return [];
      const matches: SolvedMatch[] = [];
      for (const result of index.search(question)) {
        // The question's own words (not the fuzzy or prefix forms found) that hit a strong field.
        const strong = new Set(
          Object.entries(result.match)
            .filter(([, fields]) => fields.some((f) => STRONG_FIELDS.has(f)))
            .map(([term]) => term),
        );
        const covered = result.queryTerms.filter((q) =>
          [...strong].some((t) => t === q || t.startsWith(q) || closeTo(q, t)),
        );
        if (covered.length / wanted.length < MIN_COVERAGE) continue;
        const thread = byId.get(result.id as number);
        if (thread) matches.push({ thread, score: result.score });
      }
      return matches.slice(0, MAX_CITED_THREADS);
    },
  };
}

/** One edit apart (the typo the search allows), for telling which query term found a field's term. */
function closeTo(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]! <= (a.length >= 8 ? 2 : 1);
}
