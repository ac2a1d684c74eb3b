/**
 * A model a workflow node names (`openai/gpt-4o-mini`, as n8n, Flowise and Dify files do): called as named
 * on that provider, or not at all. The router never swaps it for another model or provider (the person
 * would get another model's answer without knowing); when the call fails, the node fails saying why.
 */
import { type Failure, isModelMissing } from './classify';
import type { ProviderEntry } from './types';

export class NamedModelFailed extends Error {
  override name = 'NamedModelFailed';
  constructor(
    message: string,
    readonly providerId: string,
    readonly model: string,
    /** The provider does not know the model (404 / model_not_found). */
    readonly missing: boolean,
  ) {
    super(message);
  }
}

/** The entry as the named model: its calls, call records, cooldowns and prices are that model's. */
export function asNamedModel(entry: ProviderEntry, modelId: string): ProviderEntry {
  if (modelId === entry.model) return entry;
  return {
    ...entry,
    model: modelId,
    pricing: entry.priceOf?.(modelId).pricing ?? entry.pricing,
    languageModel: (id) => entry.languageModel(id ?? modelId),
  };
}

const describeFailure = (failure: Failure) =>
  failure.status ? `HTTP ${failure.status}: ${failure.message}` : failure.message;

/** Why the named model gave no answer, with what is configured instead (`provider/model`, in routing order). */
export function namedModelFailure(
  entry: ProviderEntry,
  failure: Failure,
  error: unknown,
  configured: readonly ProviderEntry[],
): NamedModelFailed {
  const named = `${entry.id}/${entry.model}`;
  const list = configured.map((e) => `${e.id}/${e.model}`).join(', ') || 'none';
  if (isModelMissing(error))
    return new NamedModelFailed(
      `the model "${entry.model}" is not available on ${entry.name} (${describeFailure(failure)}). Configured: ${list}. Set the model parameter to a model your ${entry.name} account offers, or to "${entry.id}" for the configured one.`,
      entry.id,
      entry.model,
      true,
    );
  const cause =
    failure.kind === 'misconfigured'
      ? `${entry.name} refused the key (${describeFailure(failure)})`
      : `it did not answer (${describeFailure(failure)})`;
  return new NamedModelFailed(
    `the model parameter names ${named}, and ${cause}; a named model is never swapped for another (configured: ${list}).`,
    entry.id,
    entry.model,
    false,
  );
}
