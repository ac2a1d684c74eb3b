/** What the offline assistant is, in the words every one of its answers ends with. */
import { AI_PROVIDERS } from '@common/ai-providers';

export const OFFLINE_PROVIDER_ID = 'offline';
export const OFFLINE_PROVIDER_NAME = 'Offline assistant';
export const OFFLINE_MODEL_ID = 'bm25-help';

/** "OpenAI, Anthropic, …, Perplexity or a local Ollama", from the provider list. */
function providerNames(): string {
  const names = AI_PROVIDERS.map((p) => (p.connectWith === 'BASE_URL' ? `a local ${p.label}` : p.label));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

export const OFFLINE_LABEL =
  '— Offline assistant: answers come from the AIZ Platform help articles, solved community threads and the files you attach, not from an AI model. ' +
  `An operator can connect a provider (${providerNames()}) — see [/providers](/providers).`;

/** The answer with the label as its last line. */
export function withOfflineLabel(text: string): string {
  return `${text.trimEnd()}\n\n${OFFLINE_LABEL}`;
}
