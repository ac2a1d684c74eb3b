/**
 * The hosted agent's calls: the creator's deployments (to offer one when listing), getting access (a key
 * scoped to the listing's deployment, its secret shown once) and "Try it" messages. Answers are parsed with
 * the `common/` schemas, as the rest of this lazily loaded feature does.
 */
import type { Deployment } from '@common/schemas/deployments';
import {
  type AgentAccessResult,
  agentAccessResultSchema,
  type TrialAnswer,
  trialAnswerSchema,
} from '@common/schemas/marketplace-agent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetKeys } from '@/features/fleet';
import { apiJson } from '@/lib/api';
import { marketplaceKeys } from './api';

/** The person's deployments (the list dialog offers the one of the workflow being listed). */
export function useMyDeployments(enabled: boolean) {
  return useQuery({
    queryKey: [...fleetKeys.all, 'deployments-for-listing'],
    queryFn: async () =>
      (await apiJson<{ deployments: Deployment[] }>('GET', '/api/deployments')).deployments,
    enabled,
  });
}

/** Access to the hosted agent; `renew` replaces the person's key. One Idempotency-Key per click. */
export function useAgentAccess(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (renew: boolean): Promise<AgentAccessResult> =>
      apiJson('POST', `/api/marketplace/listings/${encodeURIComponent(slug)}/access`, {
        body: { renew },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        parse: (b) => agentAccessResultSchema.parse(b),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: marketplaceKeys.listing(slug) }),
  });
}

export function useTryAgent(slug: string) {
  return useMutation({
    mutationFn: (body: { message: string; sessionId?: string }): Promise<TrialAnswer> =>
      apiJson('POST', `/api/marketplace/listings/${encodeURIComponent(slug)}/try`, {
        body,
        parse: (b) => trialAnswerSchema.parse(b),
      }),
  });
}
