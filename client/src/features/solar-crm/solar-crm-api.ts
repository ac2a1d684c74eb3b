/**
 * The CRM's records over HTTP (common/schemas/solar-crm.ts): workspaces, pipelines, the board, deals,
 * activities, tasks, saved filters, the forecast and contacts. Every answer is parsed with its schema.
 * Settings, members, import, reports and webhooks are in crm-admin-api.ts.
 */
import {
  type CRM_DEAL_SORTS,
  type CrmBoard,
  type CrmContact,
  type CrmDeal,
  type CrmDealFilter,
  type CrmTask,
  type crmActivityInputSchema,
  crmActivitySchema,
  crmBoardSchema,
  type crmContactInputSchema,
  crmContactListSchema,
  crmContactSchema,
  crmDealCardSchema,
  type crmDealInputSchema,
  crmDealListSchema,
  type crmDealPatchSchema,
  crmDealSchema,
  crmForecastSchema,
  crmPipelinesSchema,
  type crmSavedFilterInputSchema,
  crmSavedFilterSchema,
  crmSavedFiltersSchema,
  type crmTaskInputSchema,
  type crmTaskPatchSchema,
  crmTaskSchema,
  crmWorkspacesSchema,
} from '@common/schemas/solar-crm';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, apiJson } from '@/lib/api';
import { moveDealOnBoard } from './board-move';
import { crmUrl, useCrmWorkspace } from './crm-workspace';

export type CrmDealSort = (typeof CRM_DEAL_SORTS)[number];
export interface CrmDealQuery {
  filter: CrmDealFilter;
  sort: CrmDealSort;
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const crmKeys = {
  all: ['solar-crm'] as const,
  workspaces: () => [...crmKeys.all, 'workspaces'] as const,
  scope: (ownerId: string | null) => [...crmKeys.all, ownerId ?? 'own'] as const,
  pipelines: (ownerId: string | null) => [...crmKeys.scope(ownerId), 'pipelines'] as const,
  board: (ownerId: string | null, pipelineId: string) =>
    [...crmKeys.scope(ownerId), 'board', pipelineId] as const,
  deals: (ownerId: string | null, query?: CrmDealQuery) =>
    query
      ? ([...crmKeys.scope(ownerId), 'deals', query] as const)
      : ([...crmKeys.scope(ownerId), 'deals'] as const),
  deal: (ownerId: string | null, id: string) => [...crmKeys.scope(ownerId), 'deal', id] as const,
  filters: (ownerId: string | null) => [...crmKeys.scope(ownerId), 'filters'] as const,
  forecast: (ownerId: string | null) => [...crmKeys.scope(ownerId), 'forecast'] as const,
  contacts: (ownerId: string | null, q: string) => [...crmKeys.scope(ownerId), 'contacts', q] as const,
};

export function useCrmWorkspaces() {
  return useQuery({
    queryKey: crmKeys.workspaces(),
    queryFn: () =>
      apiJson('GET', crmUrl('/workspaces', null), { parse: (b) => crmWorkspacesSchema.parse(b) }),
  });
}

export function useCrmPipelines() {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.pipelines(ownerId),
    queryFn: () =>
      apiJson('GET', crmUrl('/pipelines', ownerId), { parse: (b) => crmPipelinesSchema.parse(b) }),
  });
}

export function useCrmBoard(pipelineId: string | null) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.board(ownerId, pipelineId ?? ''),
    queryFn: (): Promise<CrmBoard> =>
      apiJson('GET', crmUrl('/board', ownerId, { pipelineId: pipelineId ?? undefined }), {
        parse: (b) => crmBoardSchema.parse(b),
      }),
    enabled: pipelineId !== null,
  });
}

/**
 * Moves a deal to a stage at once on the board, then asks the server; a refusal (a setter past the setter
 * stages answers 403) puts the card back and the caller says why.
 */
export function useMoveDeal(pipelineId: string) {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  const key = crmKeys.board(ownerId, pipelineId);
  return useMutation({
    mutationFn: (move: { dealId: string; stageId: string }) =>
      apiJson('PUT', crmUrl(`/deals/${encodeURIComponent(move.dealId)}/stage`, ownerId), {
        body: { stageId: move.stageId },
        parse: (b) => crmDealCardSchema.parse(b),
      }),
    onMutate: async (move) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CrmBoard>(key);
      if (before) client.setQueryData(key, moveDealOnBoard(before, move.dealId, move.stageId, new Date()));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    // The server's card replaces the guessed one in place; the board is not read again (5,000 deals).
    onSuccess: (card) =>
      client.setQueryData<CrmBoard>(key, (board) =>
        board
          ? {
              ...board,
              columns: board.columns.map((c) => ({
                ...c,
                deals: c.deals.some((d) => d.id === card.id)
                  ? c.deals.map((d) => (d.id === card.id ? card : d))
                  : c.deals,
              })),
            }
          : board,
      ),
    onSettled: (_data, _error, move) => {
      void client.invalidateQueries({ queryKey: crmKeys.deals(ownerId) });
      void client.invalidateQueries({ queryKey: crmKeys.deal(ownerId, move.dealId) });
      void client.invalidateQueries({ queryKey: crmKeys.forecast(ownerId) });
    },
  });
}

/** Everything that lists deals reads again after a deal changes. */
function invalidateDeals(client: ReturnType<typeof useQueryClient>, ownerId: string | null) {
  return client.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === crmKeys.all[0] &&
      q.queryKey[1] === (ownerId ?? 'own') &&
      ['board', 'deals', 'forecast', 'deal'].includes(String(q.queryKey[2])),
  });
}

export function useCrmDeals(query: CrmDealQuery) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.deals(ownerId, query),
    queryFn: () =>
      apiJson(
        'GET',
        crmUrl('/deals', ownerId, {
          filter: Object.keys(query.filter).length > 0 ? JSON.stringify(query.filter) : undefined,
          sort: query.sort,
          dir: query.dir,
          offset: query.offset,
          limit: query.limit,
        }),
        { parse: (b) => crmDealListSchema.parse(b) },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCrmDeal(id: string | null) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.deal(ownerId, id ?? ''),
    queryFn: (): Promise<CrmDeal> =>
      apiJson('GET', crmUrl(`/deals/${encodeURIComponent(id ?? '')}`, ownerId), {
        parse: (b) => crmDealSchema.parse(b),
      }),
    enabled: id !== null,
  });
}

export function useCreateDeal() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmDealInputSchema>) =>
      apiJson('POST', crmUrl('/deals', ownerId), { body: input, parse: (b) => crmDealCardSchema.parse(b) }),
    onSuccess: () => invalidateDeals(client, ownerId),
  });
}

export function usePatchDeal(id: string) {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (patch: z.input<typeof crmDealPatchSchema>) =>
      apiJson('PATCH', crmUrl(`/deals/${encodeURIComponent(id)}`, ownerId), {
        body: patch,
        parse: (b) => crmDealCardSchema.parse(b),
      }),
    onSuccess: () => invalidateDeals(client, ownerId),
  });
}

export function useDeleteDeal() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE', crmUrl(`/deals/${encodeURIComponent(id)}`, ownerId)),
    onSuccess: () => invalidateDeals(client, ownerId),
  });
}

export function useAddActivity(dealId: string) {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmActivityInputSchema>) =>
      apiJson('POST', crmUrl(`/deals/${encodeURIComponent(dealId)}/activities`, ownerId), {
        body: input,
        parse: (b) => crmActivitySchema.parse(b),
      }),
    onSuccess: () => invalidateDeals(client, ownerId),
  });
}

export function useCreateTask() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmTaskInputSchema>) =>
      apiJson('POST', crmUrl('/tasks', ownerId), { body: input, parse: (b) => crmTaskSchema.parse(b) }),
    onSuccess: () => invalidateDeals(client, ownerId),
  });
}

export function usePatchTask() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: ({
      id,
      patch,
    }: {
      id: string;
      patch: z.input<typeof crmTaskPatchSchema>;
    }): Promise<CrmTask> =>
      apiJson('PATCH', crmUrl(`/tasks/${encodeURIComponent(id)}`, ownerId), {
        body: patch,
        parse: (b) => crmTaskSchema.parse(b),
      }),
    onSuccess: () => invalidateDeals(client, ownerId),
  });
}

export function useSavedFilters() {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.filters(ownerId),
    queryFn: () =>
      apiJson('GET', crmUrl('/filters', ownerId), { parse: (b) => crmSavedFiltersSchema.parse(b) }),
  });
}

export function useSaveFilter() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmSavedFilterInputSchema>) =>
      apiJson('POST', crmUrl('/filters', ownerId), {
        body: input,
        parse: (b) => crmSavedFilterSchema.parse(b),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.filters(ownerId) }),
  });
}

export function useDeleteFilter() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (id: string) => apiFetch('DELETE', crmUrl(`/filters/${encodeURIComponent(id)}`, ownerId)),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.filters(ownerId) }),
  });
}

export function useCrmForecast() {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.forecast(ownerId),
    queryFn: () => apiJson('GET', crmUrl('/forecast', ownerId), { parse: (b) => crmForecastSchema.parse(b) }),
  });
}

export function useCrmContacts(q: string) {
  const { ownerId } = useCrmWorkspace();
  return useQuery({
    queryKey: crmKeys.contacts(ownerId, q),
    queryFn: () =>
      apiJson('GET', crmUrl('/contacts', ownerId, { q: q.trim() || undefined, limit: 100 }), {
        parse: (b) => crmContactListSchema.parse(b),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateContact() {
  const client = useQueryClient();
  const { ownerId } = useCrmWorkspace();
  return useMutation({
    mutationFn: (input: z.input<typeof crmContactInputSchema>): Promise<CrmContact> =>
      apiJson('POST', crmUrl('/contacts', ownerId), { body: input, parse: (b) => crmContactSchema.parse(b) }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...crmKeys.scope(ownerId), 'contacts'] }),
  });
}
