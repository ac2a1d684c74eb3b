/**
 * Picks the pattern a request describes: each keyword the request uses scores a point (a phrase of several
 * words two), and the words that name a trigger or an action the pattern has score on top, so "e-mail me
 * when a webhook…" and "every morning… summarise" land where a person would put them. Ties go to the
 * pattern listed first.
 */
import type { WorkflowPattern } from './pattern';
import { WORKFLOW_PATTERNS } from './patterns';
import { type RequestWords, readRequest } from './request-words';

/** Words that name a part; a request using one favours the patterns that have the part. */
const PART_WORDS: Record<string, string[]> = {
  webhook: ['webhook', 'endpoint', 'post', 'api', 'receives', 'incoming'],
  schedule: ['every', 'daily', 'weekly', 'hourly', 'monthly', 'morning', 'schedule', 'scheduled'],
  form: ['form', 'survey', 'submission'],
  chat: ['chat', 'chatbot', 'bot', 'assistant', 'conversation'],
  email: ['email', 'e-mail', 'mail', 'emails', 'e-mails', 'inbox'],
  aiz: ['aiz', 'pay', 'payout', 'transfer', 'tokens'],
};

/** The parts each pattern has, read from the node types its example builds. */
function partsOf(pattern: WorkflowPattern): Set<string> {
  const types = new Set(pattern.build(readRequest(pattern.example)).document.nodes.map((n) => n.type));
  const parts = new Set<string>();
  if (types.has('webhook-trigger')) parts.add('webhook');
  if (types.has('schedule-trigger')) parts.add('schedule');
  if (types.has('form-trigger')) parts.add('form');
  if (types.has('chat-trigger')) parts.add('chat');
  if (types.has('send-email')) parts.add('email');
  if (types.has('aiz-transfer')) parts.add('aiz');
  return parts;
}

let partsCache: Map<string, Set<string>> | undefined;
const patternParts = (pattern: WorkflowPattern) => {
  partsCache ??= new Map(WORKFLOW_PATTERNS.map((p) => [p.id, partsOf(p)]));
  return partsCache.get(pattern.id) ?? new Set<string>();
};

const sameWord = (a: string, b: string) =>
  a === b || `${a}s` === b || a === `${b}s` || `${a}d` === b || `${a}ed` === b;

export function scorePattern(pattern: WorkflowPattern, words: RequestWords): number {
  let score = 0;
  for (const keyword of pattern.keywords) {
    if (keyword.includes(' ')) {
      if (words.text.includes(keyword)) score += 2;
    } else if (words.words.some((w) => sameWord(w, keyword))) score += 1;
  }
  const parts = patternParts(pattern);
  for (const [part, partWords] of Object.entries(PART_WORDS)) {
    const named = words.words.some((w) => partWords.includes(w));
    if (named && parts.has(part)) score += 1;
  }
  return score;
}

export interface PatternMatch {
  pattern: WorkflowPattern;
  score: number;
}

/** The best pattern for the request, or null when no pattern shares a word with it. */
export function matchPattern(words: RequestWords, patterns = WORKFLOW_PATTERNS): PatternMatch | null {
  let best: PatternMatch | null = null;
  for (const pattern of patterns) {
    const score = scorePattern(pattern, words);
    if (score > 0 && (best === null || score > best.score)) best = { pattern, score };
  }
  return best && best.score >= 2 ? best : null;
}
