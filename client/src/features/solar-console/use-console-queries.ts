/** The console's reads over TanStack Query, keyed by workspace. */
import type { CrmDealCard, CrmPipeline } from '@common/schemas/solar-crm';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSolarLead } from '@/features/solar';
import {
  consoleKeys,
  fetchDeal,
  fetchPipelines,
  fetchProposals,
  fetchQueue,
  fetchTasks,
  fetchWorkspaces,
  type ProposalView,
} from './console-api';
import { useConsoleWorkspace } from './console-workspace';
import { orderQueue, queueFilter } from './lead-queue';
import { firstTouchAt } from './speed-to-lead';

export function useWorkspaces() {
  return useQuery({ queryKey: consoleKeys.workspaces(), queryFn: fetchWorkspaces });
}

export function usePipelines() {
  const { ownerId } = useConsoleWorkspace();
  return useQuery({ queryKey: consoleKeys.pipelines(ownerId), queryFn: () => fetchPipelines(ownerId) });
}

/** The open deals in every pipeline's first stages, Solara's first; read again every minute for new leads. */
export function useLeadQueue(pipelines: readonly CrmPipeline[] | undefined) {
  const { ownerId } = useConsoleWorkspace();
  const filter = useMemo(() => queueFilter(pipelines ?? []), [pipelines]);
  const query = useQuery({
    queryKey: consoleKeys.queue(ownerId, filter),
    queryFn: () => fetchQueue(ownerId, filter),
    enabled: pipelines !== undefined,
    refetchInterval: 60_000,
    select: (list) => ({ deals: orderQueue(list.deals), total: list.total }),
  });
  return query;
}

export function useDeal(id: string | null) {
  const { ownerId } = useConsoleWorkspace();
  return useQuery({
    queryKey: consoleKeys.deal(ownerId, id ?? ''),
    queryFn: () => fetchDeal(ownerId, id ?? ''),
    enabled: id !== null,
  });
}

/**
 * When a person first touched each queued deal, for its speed-to-lead timer. A deal with no activity since
 * it was created has not been touched (no call needed); the others' activities come from their details.
 */
export function useFirstTouches(deals: readonly CrmDealCard[]): Map<string, string | null | undefined> {
  const { ownerId } = useConsoleWorkspace();
  const touched = deals.filter((d) => Date.parse(d.lastActivityAt) > Date.parse(d.createdAt));
  const details = useQueries({
    queries: touched.map((d) => ({
      queryKey: consoleKeys.deal(ownerId, d.id),
      queryFn: () => fetchDeal(ownerId, d.id),
    })),
  });
  const result = new Map<string, string | null | undefined>();
  for (const d of deals) result.set(d.id, null);
  touched.forEach((d, i) => {
    const detail = details[i]?.data;
    // undefined: not known yet (still loading).
    result.set(d.id, detail ? firstTouchAt(detail.activities) : undefined);
  });
  return result;
}

export function useTasks() {
  const { ownerId } = useConsoleWorkspace();
  return useQuery({
    queryKey: consoleKeys.tasks(ownerId),
    queryFn: () => fetchTasks(ownerId),
    refetchInterval: 60_000,
  });
}

export function useProposals(dealId: string, view: ProposalView) {
  const { ownerId } = useConsoleWorkspace();
  return useQuery({
    queryKey: consoleKeys.proposals(ownerId, dealId, view),
    queryFn: () => fetchProposals(ownerId, dealId, view),
  });
}

/** The FAQ ids the selected deal's homeowner raised with Solara (none for a manual deal, or not yet known). */
export function useRaisedConcerns(dealId: string | null): string[] {
  const { own } = useConsoleWorkspace();
  const deal = useDeal(dealId);
  const lead = useSolarLead(own ? (deal.data?.leadId ?? null) : null);
  return lead.data?.answers.concerns ?? [];
}
