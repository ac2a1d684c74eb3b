/** What the offline assistant is, in the words every one of its answers ends with. */

export const OFFLINE_PROVIDER_ID = 'offline';
export const OFFLINE_PROVIDER_NAME = 'Offline assistant';
export const OFFLINE_MODEL_ID = 'bm25-help';

export const OFFLINE_LABEL =
  '— Offline assistant: answers come from the AIZ Platform help articles, not from an AI model. ' +
  'An operator can connect a provider (OpenAI, Anthropic, Google, xAI, Perplexity or a local Ollama) — see [/providers](/providers).';

/** The answer with the label as its last line. */
export function withOfflineLabel(text: string): string {
  return `${text.trimEnd()}\n\n${OFFLINE_LABEL}`;
}
