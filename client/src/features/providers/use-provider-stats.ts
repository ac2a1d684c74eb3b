/**
 * Provider statistics (GET /api/ai/enhanced/providers/stats), refreshed every 30 s while shown
 * (SPEC §7, §9). Errors are silent (SPEC §8): the last figures stay on screen.
 */
import { PROVIDER_STATS_REFRESH_MS } from '@common/constants';
import type { ProviderStat } from '@common/schemas/assistant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProviderStats, providerKeys, saveProviderSettings } from './providers-api';

export type { ProviderSettingsChange } from './providers-api';

export function useProviderStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: providerKeys.stats(),
    queryFn: fetchProviderStats,
    enabled,
    refetchInterval: enabled ? PROVIDER_STATS_REFRESH_MS : false,
    staleTime: 0,
    retry: false,
  });
}

/** Admin only: enable, disable or reorder providers; the answer is the new list. */
export function useSaveProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProviderSettings,
    onSuccess: (providers) => queryClient.setQueryData<ProviderStat[]>(providerKeys.stats(), providers),
  });
}

/** The order of the configurable providers after moving one up (-1) or down (+1). */
export function moveProvider(providers: readonly ProviderStat[], id: string, step: -1 | 1): string[] | null {
  const ids = providers.filter((p) => p.type !== 'offline').map((p) => p.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
