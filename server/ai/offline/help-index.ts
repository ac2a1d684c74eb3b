/**
 * BM25 over the help articles (MiniSearch): one index of articles (title ×3, tags ×2, body) to pick the
 * article, one of their sections to pick the paragraph to quote. Built lazily on first use and kept
 * for the life of the process.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { allArticles, type HelpArticle, type HelpSection } from './articles';
import { processIndexTerm, processTerm, questionTerms, tokenize } from './terms';

/** How the articles say that a screen is not finished. */
const STATUS_SECTION = /\bstill being built\b/i;

export interface ArticleHit {
  article: HelpArticle;
  score: number;
  /** Query terms that matched this article. */
  matchedTerms: string[];
}

export interface HelpIndex {
  articles: HelpArticle[];
  search(question: string): ArticleHit[];
  /**
   * The sections of one article that best answer the question, in article order, always with the
   * section that says what is not built yet (an answer must not suggest more than exists).
   */
  bestSections(article: HelpArticle, question: string, max?: number): HelpSection[];
  /**
   * The question's words that no article contains, as written (lower case, once each): what the
   * articles cannot speak to. Prefixes count as known; typos only in long words (a short unknown word
   * such as "gmail" is one letter from "email").
   */
  unknownWords(question: string): string[];
}

const SEARCH: SearchOptions = {
  combineWith: 'OR',
  processTerm,
  prefix: (term) => term.length >= 4,
  // One typo in a word of four letters or more, two from eight.
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
};

/** Stricter than SEARCH: whether the articles know a word at all, not which article fits best. */
const KNOWN: SearchOptions = {
  processTerm,
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 1 : false),
};

export function buildHelpIndex(articles: HelpArticle[]): HelpIndex {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const articleIndex = new MiniSearch<{ id: string; title: string; tags: string; body: string }>({
    fields: ['title', 'tags', 'body'],
    tokenize,
    processTerm: processIndexTerm,
    searchOptions: { ...SEARCH, boost: { title: 3, tags: 2, body: 1 } },
  });
  articleIndex.addAll(
    articles.map((a) => ({ id: a.id, title: a.title, tags: a.tags.join(', '), body: a.body })),
  );

  const sectionIndex = new MiniSearch<HelpSection>({
    fields: ['text'],
    storeFields: ['articleId'],
    tokenize,
    processTerm: processIndexTerm,
    searchOptions: SEARCH,
  });
  sectionIndex.addAll(articles.flatMap((a) => a.sections));

  return {
    articles,
    search(question) {
      if (questionTerms(question).length === 0) return [];
      return articleIndex.search(question).map((r) => ({
        article: byId.get(r.id as string)!,
        score: r.score,
        matchedTerms: r.queryTerms,
      }));
    },
    bestSections(article, question, max = 2) {
      const ranked = sectionIndex.search(question, { filter: (r) => r.articleId === article.id });
      const top = ranked[0];
      const chosen = top ? ranked.slice(0, max).filter((r) => r.score >= top.score * 0.6) : [];
      const indexes = new Set(chosen.map((r) => Number(String(r.id).split('#')[1])));
      if (indexes.size === 0) indexes.add(0);
      for (const section of article.sections)
        if (STATUS_SECTION.test(section.text)) indexes.add(section.index);
      return article.sections.filter((s) => indexes.has(s.index));
    },
    unknownWords(question) {
      const words = new Set(
        tokenize(question)
          .map((w) => w.toLowerCase())
          .filter((w) => processTerm(w) !== null),
      );
      return [...words].filter((w) => articleIndex.search(w, KNOWN).length === 0);
    },
  };
}

let cached: HelpIndex | undefined;
let buildMs: number | undefined;

/** The index over the shipped articles, built on first call. */
export function helpIndex(): HelpIndex {
  if (!cached) {
    const started = performance.now();
    cached = buildHelpIndex(allArticles());
    buildMs = performance.now() - started;
  }
  return cached;
}

/** How long the first build took (read + parse + index), for the bench; undefined before it. */
export function helpIndexBuildMs(): number | undefined {
  return buildMs;
}
