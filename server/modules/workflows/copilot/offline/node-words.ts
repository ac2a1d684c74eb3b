/**
 * The words people use for node types ("an HTTP request", "an e-mail", "a condition"), longest phrase
 * first, so "respond to webhook" is not read as "webhook". Offline only: the model reads the catalogue.
 */

export interface NodeWord {
  type: string;
  /** Phrases, lower case; matched as whole words. */
  words: string[];
}

export const NODE_WORDS: NodeWord[] = [
  { type: 'respond-to-webhook', words: ['respond to webhook', 'webhook response', 'respond'] },
  {
    type: 'http-request',
    words: ['http request', 'http call', 'api call', 'http', 'request', 'fetch', 'get request'],
  },
  { type: 'send-email', words: ['send email', 'send e-mail', 'e-mail', 'email', 'mail'] },
  { type: 'webhook-trigger', words: ['webhook trigger', 'webhook'] },
  { type: 'schedule-trigger', words: ['schedule trigger', 'schedule', 'cron', 'timer'] },
  { type: 'manual-trigger', words: ['manual trigger', 'manual start'] },
  { type: 'form-trigger', words: ['form trigger', 'form'] },
  { type: 'chat-trigger', words: ['chat trigger', 'chat'] },
  { type: 'error-trigger', words: ['error trigger'] },
  { type: 'remove-duplicates', words: ['remove duplicates', 'dedupe', 'deduplicate'] },
  { type: 'stop-and-error', words: ['stop and error'] },
  { type: 'execute-workflow', words: ['execute workflow', 'sub-workflow', 'subworkflow'] },
  { type: 'loop-over-items', words: ['loop over items', 'loop'] },
  { type: 'ai-agent', words: ['ai agent', 'agent'] },
  { type: 'text-classifier', words: ['text classifier', 'classifier', 'classify'] },
  { type: 'information-extractor', words: ['information extractor', 'extractor', 'extract'] },
  { type: 'knowledge-retrieval', words: ['knowledge retrieval', 'knowledge', 'retrieval'] },
  { type: 'summariser', words: ['summariser', 'summarizer', 'summary', 'summarise', 'summarize'] },
  { type: 'llm-prompt', words: ['llm prompt', 'llm', 'prompt', 'gpt'] },
  { type: 'aiz-transfer', words: ['aiz transfer', 'transfer', 'payment', 'pay'] },
  { type: 'approval', words: ['approval', 'approve'] },
  { type: 'if', words: ['if node', 'if', 'condition', 'branch'] },
  { type: 'switch', words: ['switch', 'router'] },
  { type: 'filter', words: ['filter'] },
  { type: 'merge', words: ['merge', 'join'] },
  { type: 'wait', words: ['wait', 'delay', 'pause', 'sleep'] },
  { type: 'code', words: ['code', 'javascript', 'script', 'function'] },
  { type: 'set', words: ['edit fields', 'set fields', 'set node', 'set'] },
  { type: 'sort', words: ['sort'] },
  { type: 'limit', words: ['limit'] },
  { type: 'aggregate', words: ['aggregate'] },
  { type: 'split-out', words: ['split out', 'split'] },
  { type: 'rename-keys', words: ['rename keys'] },
  { type: 'date-time', words: ['date & time', 'date and time', 'date'] },
  { type: 'crypto', words: ['crypto', 'hash'] },
  { type: 'convert', words: ['convert'] },
  { type: 'no-op', words: ['no operation', 'no-op', 'noop'] },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PHRASES = NODE_WORDS.flatMap((w) => w.words.map((phrase) => ({ phrase, type: w.type }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The node type a phrase names, with where it was found; the longest phrase wins, then the earliest. */
export function nodeTypeIn(text: string): { type: string; index: number; phrase: string } | null {
  const lower = text.toLowerCase();
  let best: { type: string; index: number; phrase: string } | null = null;
  for (const { phrase, type } of PHRASES) {
    const match = new RegExp(`(?:^|[^a-z0-9-])(${escapeRegExp(phrase)})(?![a-z0-9])`).exec(lower);
    if (!match) continue;
    const index = match.index + match[0].length - phrase.length;
    if (
      !best ||
      phrase.length > best.phrase.length ||
      (phrase.length === best.phrase.length && index < best.index)
    )
      best = { type, index, phrase };
  }
  return best;
}
