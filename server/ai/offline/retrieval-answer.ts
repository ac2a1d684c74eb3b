/**
 * Answers from the help articles: the best article above a score threshold, its most relevant
 * paragraphs, links to the next one or two articles, and follow-up questions from related articles.
 * Pure over the index; no I/O.
 */
import type { HelpArticle } from './articles';
import type { ArticleHit, HelpIndex } from './help-index';
import { questionTerms } from './terms';

/** Below this BM25 score a match is noise (measured on the shipped articles: nonsense scores under 6). */
export const MIN_ARTICLE_SCORE = 8;
/** Related articles must score at least this share of the best one. */
const RELATED_SHARE = 0.25;
/**
 * When at least this share of a question's words appear in no article, the best match is about
 * something else ("summarise my gmail and post to Slack" matched the community article on "post"):
 * say so instead of quoting it.
 */
export const MAX_UNKNOWN_SHARE = 1 / 3;

export interface RetrievalAnswer {
  /** Without the offline label. */
  text: string;
  suggestions: string[];
  articleIds: string[];
  matched: boolean;
}

/** Topic groups for "what I can help with", by article id (titles and routes come from the articles). */
const TOPICS: { label: string; ids: string[] }[] = [
  {
    label: 'Getting started',
    ids: ['getting-started', 'what-works', 'sign-up', 'sign-in', 'verification-code'],
  },
  { label: 'Finding your way', ids: ['navigation', 'dashboard', 'account', 'onboarding-tour', 'feedback'] },
  {
    label: 'Building',
    ids: ['agent-builders', 'workflow-builder', 'testing-agents', 'publishing-versions', 'saved-workflows'],
  },
  {
    label: 'Deploying',
    ids: [
      'deploying-agents',
      'api-keys',
      'chat-widget',
      'openai-compatible',
      'mcp-server',
      'pricing-per-run',
      'figures',
    ],
  },
  { label: 'Marketplace', ids: ['marketplace', 'web3-marketplace', 'community'] },
  { label: 'AIZ', ids: ['aiz-token', 'signup-bonus', 'staking', 'wallets-chains', 'economy'] },
  { label: 'Solar', ids: ['solara', 'solar-sales', 'solar-crm', 'solar-template', 'mission-impact'] },
  { label: 'AI', ids: ['assistant', 'offline-assistant', 'providers', 'connect-providers', 'admin'] },
];

const DEFAULT_SUGGESTION_IDS = ['getting-started', 'deploying-agents', 'what-works', 'connect-providers'];
/** The builders: where a request to build something is pointed when the articles do not cover it. */
const BUILDER_IDS = ['workflow-builder', 'agent-builders'];

export function articleLink(article: Pick<HelpArticle, 'title' | 'route'>): string {
  return `[${article.title}](${article.route})`;
}

function defaultSuggestions(index: HelpIndex, exclude: Set<string>, count: number): string[] {
  return DEFAULT_SUGGESTION_IDS.filter((id) => !exclude.has(id))
    .map((id) => index.articles.find((a) => a.id === id)?.question)
    .filter((q): q is string => Boolean(q))
    .slice(0, count);
}

/** 2 to 4 follow-up questions: related articles first, then general ones. */
function suggestionsFor(index: HelpIndex, main: HelpArticle, others: ArticleHit[]): string[] {
  const fromRelated = others.slice(0, 4).map((h) => h.article.question);
  const exclude = new Set([main.id, ...others.slice(0, 4).map((h) => h.article.id)]);
  const filled = [...fromRelated, ...defaultSuggestions(index, exclude, 4)];
  return [...new Set(filled)].slice(0, Math.max(2, Math.min(4, fromRelated.length + 1)));
}

/** The list of topics with links, for greetings and for questions the articles do not cover. */
export function topicList(index: HelpIndex): string {
  const byId = new Map(index.articles.map((a) => [a.id, a]));
  return TOPICS.map(({ label, ids }) => {
    const links = ids
      .map((id) => byId.get(id))
      .filter((a): a is HelpArticle => Boolean(a))
      .map(articleLink);
    return `- ${label}: ${links.join(', ')}`;
  }).join('\n');
}

export function answerFromArticles(index: HelpIndex, question: string): RetrievalAnswer {
  const hits = index.search(question);
  const best = hits[0];
  if (!best || best.score < MIN_ARTICLE_SCORE) {
    return {
      text: `I could not find anything about that in the AIZ Platform help articles, so I will not guess. I can help with:\n\n${topicList(index)}`,
      suggestions: defaultSuggestions(index, new Set(), 4),
      articleIds: [],
      matched: false,
    };
  }
  const unknown = index.unknownWords(question);
  if (unknown.length > 0 && unknown.length >= questionTerms(question).length * MAX_UNKNOWN_SHARE) {
    return lowConfidence(index, hits, unknown);
  }
  const related = hits
    .slice(1)
    .filter((h) => h.score >= Math.max(MIN_ARTICLE_SCORE, best.score * RELATED_SHARE));
  const sections = index.bestSections(best.article, question);
  const parts = [`From the help article ${articleLink(best.article)}:`, ...sections.map((s) => s.text)];
  const links = related.slice(0, 2).map((h) => articleLink(h.article));
  if (links.length) parts.push(`Related: ${links.join(', ')}`);
  return {
    text: parts.join('\n\n'),
    suggestions: suggestionsFor(index, best.article, related),
    articleIds: [best.article.id, ...related.slice(0, 2).map((h) => h.article.id)],
    matched: true,
  };
}

/** "gmail", "gmail or slack", "gmail, slack or summarise". */
function wordList(words: readonly string[]): string {
  const quoted = words.map((w) => `“${w}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/**
 * The articles matched only part of the question: say so plainly, point a request to build something
 * to the builder it fits, otherwise to the nearest article, and list the topics.
 */
function lowConfidence(index: HelpIndex, hits: ArticleHit[], unknown: readonly string[]): RetrievalAnswer {
  const near = hits.filter((h) => h.score >= MIN_ARTICLE_SCORE);
  const builder = near.find((h) => BUILDER_IDS.includes(h.article.id));
  const pointer = builder
    ? `To build it yourself, start in ${articleLink(builder.article)}.`
    : near[0]
      ? `The nearest help article is ${articleLink(near[0].article)}, in case it helps.`
      : '';
  const pointed = builder ?? near[0];
  const text = [
    `I am not sure the help articles cover that: they say nothing about ${wordList(unknown)}, so I will not guess from an article about something else.`,
    pointer,
    `Or ask me about:\n\n${topicList(index)}`,
  ].filter(Boolean);
  return {
    text: text.join('\n\n'),
    suggestions: [
      ...(pointed ? [pointed.article.question] : []),
      ...defaultSuggestions(index, new Set(pointed ? [pointed.article.id] : []), 3),
    ],
    articleIds: [],
    matched: false,
  };
}

/** For greetings and "what can you do": who is answering and what it knows about. */
export function introduction(index: HelpIndex): RetrievalAnswer {
  return {
    text: `I am the offline assistant of AIZ Platform. I answer from the platform's help articles and, when you are signed in, from your own account (your AIZ balance and your place in the tour). Ask me about:\n\n${topicList(index)}`,
    suggestions: defaultSuggestions(index, new Set(), 4),
    articleIds: [],
    matched: true,
  };
}
