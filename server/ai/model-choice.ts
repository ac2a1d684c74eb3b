/**
 * What a workflow node's `model` parameter asks for, and what the step says when something else answered.
 * `openai/gpt-4o-mini` names a model of a provider (imported n8n, Flowise and Dify files do); `openai` only
 * prefers the provider; empty or `auto` leaves the choice to the router.
 */
import { AI_PROVIDERS } from '@common/ai-providers';
import type { ProviderEntry } from './types';

export interface ModelChoice {
  /** What the node said, trimmed. */
  asked: string;
  provider?: string;
  model?: string;
}

export function parseModelChoice(value: string | undefined): ModelChoice | undefined {
  const asked = value?.trim() ?? '';
  if (asked === '' || asked.toLowerCase() === 'auto') return undefined;
  const slash = asked.indexOf('/');
  if (slash < 0) return { asked, provider: asked.toLowerCase() };
  const provider = asked.slice(0, slash).trim().toLowerCase();
  const model = asked.slice(slash + 1).trim();
  return { asked, ...(provider ? { provider } : {}), ...(model ? { model } : {}) };
}

const labelOf = (id: string) => AI_PROVIDERS.find((p) => p.id === id)?.label;

/**
 * Said on the step when the answer did not come from what the node asked for, and when the model's price is
 * not on its provider's list (the cost is then an estimate). Empty when the node got what it named.
 */
export function choiceNotes(
  choice: ModelChoice | undefined,
  answered: { entry: ProviderEntry; model: string },
  listed: (providerId: string) => ProviderEntry | undefined,
): string[] {
  const notes: string[] = [];
  const by = `${answered.entry.id}/${answered.model}`;
  const provider = choice?.provider;
  const honoured =
    !choice ||
    (provider === answered.entry.id && (choice.model === undefined || choice.model === answered.model));
  if (choice && !honoured) {
    const entry = provider ? listed(provider) : undefined;
    const label = labelOf(provider ?? '');
    const why = !label
      ? `AIZ has no provider "${provider ?? ''}"`
      : !entry
        ? `${label} is not configured`
        : !entry.enabled
          ? `${label} is switched off`
          : `${label} did not answer`;
    notes.push(`The node asked for "${choice.asked}"; ${why}, so ${by} answered.`);
  }
  if (answered.entry.priceOf && !answered.entry.priceOf(answered.model).listed)
    notes.push(
      `${by} is not on ${answered.entry.name}'s price list: its cost is counted at the default model's prices.`,
    );
  return notes;
}
