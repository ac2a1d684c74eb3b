/**
 * The live provider list: every provider folder that has configuration, in the admin's order and
 * enabled state (stored in ai_provider_settings, applied without restart), then the offline assistant.
 */
import type { EmbeddingModelV3, TranscriptionModelV3 } from '@ai-sdk/provider';
import { asc } from 'drizzle-orm';
import type { AiProvidersConfig } from '../config';
import type { Database } from '../db/client';
import { aiProviderSettings } from '../db/schema/ai';
import { priceOf } from './cost';
import { PROVIDERS } from './providers';
import type { ProviderEntry } from './types';

export interface ProviderSetting {
  enabled: boolean;
  priority: number;
}

const FREE = { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 };

export function buildConfiguredEntries(
  config: AiProvidersConfig,
  settings: ReadonlyMap<string, ProviderSetting>,
): ProviderEntry[] {
  const entries: ProviderEntry[] = [];
  for (const item of PROVIDERS.entries) {
    const connection = config[item.id];
    if (!connection) continue;
    const adapter = item.createAdapter(connection);
    const model = connection.model ?? item.defaultModel;
    const setting = settings.get(item.id);
    // A model the price list does not name is priced as the default model (and says so, `listed: false`).
    const fallback = priceOf(item.prices, item.defaultModel, FREE).pricing;
    const priceOfModel = (modelId: string) => priceOf(item.prices, modelId, fallback);
    const transcribe =
      adapter.transcriptionModel && item.transcriptionModel && item.inputs.transcription
        ? makeTranscriber(adapter.transcriptionModel(item.transcriptionModel))
        : undefined;
    const embed =
      adapter.embeddingModel && item.embeddingModel
        ? makeEmbedder(adapter.embeddingModel(item.embeddingModel))
        : undefined;
    entries.push({
      id: item.id,
      name: item.name,
      type: item.id,
      model,
      priority: setting?.priority ?? item.priority,
      enabled: setting?.enabled ?? true,
      capabilities: item.capabilities,
      inputs: item.inputs,
      pricing: priceOfModel(model).pricing,
      priceOf: priceOfModel,
      languageModel: (modelId) => adapter.languageModel(modelId ?? model),
      ...(transcribe ? { transcribe } : {}),
      ...(embed ? { embed } : {}),
    });
  }
  // Routing order: what /providers lists and what the admin's next reorder starts from (stable sort).
  return entries.sort((a, b) => a.priority - b.priority);
}

/** Speech to text straight on the adapter: no SDK retries (the voice route fails over) and the real media type. */
function makeTranscriber(model: TranscriptionModelV3) {
  return async (audio: Uint8Array, mediaType: string, abortSignal?: AbortSignal) => {
    const result = await model.doGenerate({ audio, mediaType, ...(abortSignal ? { abortSignal } : {}) });
    return result.text;
  };
}

/** Text to vectors straight on the adapter, in batches the provider takes in one call. */
function makeEmbedder(model: EmbeddingModelV3) {
  const batch = Math.min(
    typeof model.maxEmbeddingsPerCall === 'number' ? model.maxEmbeddingsPerCall : 256,
    256,
  );
  return async (texts: string[], abortSignal?: AbortSignal) => {
    const vectors: number[][] = [];
    for (let at = 0; at < texts.length; at += batch) {
      const result = await model.doEmbed({
        values: texts.slice(at, at + batch),
        ...(abortSignal ? { abortSignal } : {}),
      });
      vectors.push(...result.embeddings);
    }
    return vectors;
  };
}

export async function loadProviderSettings(db: Database): Promise<Map<string, ProviderSetting>> {
  const rows = await db.select().from(aiProviderSettings).orderBy(asc(aiProviderSettings.priority));
  return new Map(rows.map((r) => [r.providerId, { enabled: r.enabled, priority: r.priority }]));
}

/** Stores the admin's order (first = priority 1) and enabled flags in one transaction. */
export async function saveProviderSettings(
  db: Database,
  at: Date,
  current: readonly ProviderEntry[],
  change: { order?: readonly string[] | undefined; enabled?: Readonly<Record<string, boolean>> | undefined },
): Promise<void> {
  const known = new Set(current.map((e) => e.id));
  const order = change.order?.filter((id) => known.has(id)) ?? [];
  const rest = current.map((e) => e.id).filter((id) => !order.includes(id));
  const sequence = change.order ? [...order, ...rest] : current.map((e) => e.id);
  await db.transaction(async (tx) => {
    for (const [index, providerId] of sequence.entries()) {
      const entry = current.find((e) => e.id === providerId)!;
      const enabled = change.enabled?.[providerId] ?? entry.enabled;
      const priority = change.order ? index + 1 : entry.priority;
      await tx
        .insert(aiProviderSettings)
        .values({ providerId, enabled, priority, updatedAt: at })
        .onConflictDoUpdate({
          target: aiProviderSettings.providerId,
          set: { enabled, priority, updatedAt: at },
        });
    }
  });
}
