/**
 * The saved-workflows calls: the list, one workflow's runs and one run, and the list's actions (duplicate,
 * rename, delete and restore, export, import, run now). This feature loads lazily on /workflows, so answers
 * are parsed with the `common/` schemas (client/README.md, "parse or cast").
 */
import {
  type RunListQuery,
  type RunPage,
  runPageSchema,
  type WorkflowListPage,
  type WorkflowListQuery,
  workflowListPageSchema,
} from '@common/schemas/workflow-list';
import {
  type RunDetail,
  runDetailSchema,
  type WorkflowDetail,
  type WorkflowKind,
  type WorkflowSummary,
  workflowDetailSchema,
  workflowSummarySchema,
} from '@common/schemas/workflows';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiJson, queryString } from '@/lib/api';

/** What the importer says about a file (server/engine/importers/import-report.ts), as the API sends it. */
export interface ImportReport {
  format: 'n8n' | 'flowise-agentflow' | 'flowise-chatflow' | 'dify' | 'aiz';
  mapped: { name: string; from: string; to: string }[];
  placeholders: { name: string; from: string; reason: string }[];
  untranslatedExpressions: { node: string; parameter: string; expression: string; reason: string }[];
  warnings: string[];
  credentials: { name: string; type: string | null; nodes: string[]; credentialId: string | null }[];
}
export interface ImportResult {
  workflow: WorkflowDetail;
  report: ImportReport;
}

export const workflowListKeys = {
  all: ['workflow-list'] as const,
  lists: () => [...workflowListKeys.all, 'list'] as const,
  list: (query: Partial<WorkflowListQuery>) => [...workflowListKeys.lists(), query] as const,
  workflow: (id: string) => [...workflowListKeys.all, 'workflow', id] as const,
  runs: (id: string, query: Partial<RunListQuery>) => [...workflowListKeys.all, 'runs', id, query] as const,
  run: (id: string, runId: string) => [...workflowListKeys.all, 'run', id, runId] as const,
};

export const fetchWorkflowList = (query: Partial<WorkflowListQuery>): Promise<WorkflowListPage> =>
  apiJson('GET', `/api/workflows${queryString(query)}`, { parse: (b) => workflowListPageSchema.parse(b) });

export const fetchWorkflow = (id: string): Promise<WorkflowDetail> =>
  apiJson('GET', `/api/workflows/${id}`, { parse: (b) => workflowDetailSchema.parse(b) });

export const fetchRuns = (id: string, query: Partial<RunListQuery>): Promise<RunPage> =>
  apiJson('GET', `/api/workflows/${id}/runs${queryString(query)}`, { parse: (b) => runPageSchema.parse(b) });

export const fetchRun = (id: string, runId: string): Promise<RunDetail> =>
  apiJson('GET', `/api/workflows/${id}/runs/${runId}`, { parse: (b) => runDetailSchema.parse(b) });

export function useWorkflowList(query: Partial<WorkflowListQuery>) {
  return useQuery({
    queryKey: workflowListKeys.list(query),
    queryFn: () => fetchWorkflowList(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWorkflow(id: string) {
  return useQuery({
    queryKey: workflowListKeys.workflow(id),
    queryFn: () => fetchWorkflow(id),
    staleTime: 0,
  });
}

export function useRuns(id: string, query: Partial<RunListQuery>) {
  return useQuery({
    queryKey: workflowListKeys.runs(id, query),
    queryFn: () => fetchRuns(id, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // A run going on or waiting changes by itself: look again while one is on screen.
    refetchInterval: (q) =>
      q.state.data?.runs.some((r) => r.status === 'running' || r.status === 'queued') ? 2000 : false,
  });
}

export function useRun(id: string, runId: string) {
  return useQuery({
    queryKey: workflowListKeys.run(id, runId),
    queryFn: () => fetchRun(id, runId),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.status === 'running' || q.state.data?.status === 'queued' ? 2000 : false,
  });
}

/** Every list and run view of this feature reads again after a change. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workflowListKeys.all });
}

export function useDuplicateWorkflow() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<WorkflowDetail>('POST', `/api/workflows/${id}/duplicate`, {
        parse: (b) => workflowDetailSchema.parse(b),
      }),
    onSuccess: invalidate,
  });
}

export function useRenameWorkflow() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiJson<WorkflowSummary>('PATCH', `/api/workflows/${id}`, {
        body: { name },
        parse: (b) => workflowSummarySchema.parse(b),
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteWorkflow() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ success: true; restorableUntil: string }>('DELETE', `/api/workflows/${id}`),
    onSuccess: invalidate,
  });
}

/**
 * Undoes a deletion. A plain function, not a mutation hook: the Undo toast outlives the row that was
 * deleted, and a hook's callbacks would go with the row.
 */
export async function restoreWorkflow(client: QueryClient, id: string): Promise<WorkflowSummary> {
  const restored = await apiJson<WorkflowSummary>('POST', `/api/workflows/${id}/restore`, {
    parse: (b) => workflowSummarySchema.parse(b),
  });
  await client.invalidateQueries({ queryKey: workflowListKeys.all });
  return restored;
}

export function useImportWorkflow() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: { content: string; kind?: WorkflowKind }) =>
      apiJson<ImportResult>('POST', '/api/workflows/import', { body: input }),
    onSuccess: invalidate,
  });
}

/** Runs the draft now, as the Run button of a builder does; answers the stored run. */
export function useRunNow(id: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: () =>
      apiJson<RunDetail>('POST', `/api/workflows/${id}/runs`, {
        body: {},
        parse: (b) => runDetailSchema.parse(b),
      }),
    onSuccess: invalidate,
  });
}

export function useRetryRun(id: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (runId: string) =>
      apiJson<RunDetail>('POST', `/api/workflows/${id}/runs/${runId}/retry`, {
        parse: (b) => runDetailSchema.parse(b),
      }),
    onSuccess: invalidate,
  });
}

/**
 * The export file, secrets removed by the server: the workflow's name, description, tags and kind with its
 * document and settings, downloaded as `<name>.json` (importing it gives a copy under the same name).
 */
export async function downloadExport(id: string): Promise<void> {
  const file = await apiJson<{ name: string; document: unknown }>('GET', `/api/workflows/${id}/export`);
  const blob = new Blob([`${JSON.stringify(file.document, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${file.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'workflow'}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
