/**
 * The provider statistics and settings calls and their query keys. Answers are cast, not parsed: the
 * assistant panel reads the statistics too, and it stays free of zod (client/README.md, "parse or cast").
 */
import type { ProviderStat } from '@common/schemas/assistant';
import { apiJson } from '@/lib/api';

/** Named by feature, not URL: the hook brings its own fetcher, which unwraps `providers`. */
export const providerKeys = {
  all: ['providers'] as const,
  stats: () => [...providerKeys.all, 'stats'] as const,
};

type StatsResponse = { success: true; providers: ProviderStat[] };

export type ProviderSettingsChange = { order?: string[]; enabled?: Record<string, boolean> };

export async function fetchProviderStats(): Promise<ProviderStat[]> {
  return (await apiJson<StatsResponse>('GET', '/api/ai/enhanced/providers/stats')).providers;
}

/** Admin only: enable, disable or reorder providers; the answer is the new list. */
export async function saveProviderSettings(change: ProviderSettingsChange): Promise<ProviderStat[]> {
  return (await apiJson<StatsResponse>('PUT', '/api/ai/enhanced/providers/settings', { body: change }))
    .providers;
}
