/**
 * The workflows API for every builder: fetchers (parsed with the `common/` schemas: this feature loads
 * lazily), the query-key factory, and TanStack Query hooks. Live run events arrive by EventSource.
 */
import {
  type ExpressionPreviewInput,
  type ExpressionPreviewResult,
  expressionPreviewResultSchema,
} from '@common/schemas/expression-preview';
import { type RunEvent, runEventSchema } from '@common/schemas/run-events';
import {
  type CreateWorkflowInput,
  type DiffResponse,
  diffResponseSchema,
  draftSavedSchema,
  type NodeCatalogueEntry,
  nodeCatalogueSchema,
  type RunDetail,
  runDetailSchema,
  runListSchema,
  type StartRunInput,
  type VersionSummary,
  versionDetailSchema,
  versionListSchema,
  versionSummarySchema,
  type WorkflowDetail,
  workflowDetailSchema,
  workflowListSchema,
} from '@common/schemas/workflows';
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { z } from 'zod';
import { apiJson } from '@/lib/api';

export const workflowKeys = {
  all: ['workflows'] as const,
  list: () => [...workflowKeys.all, 'list'] as const,
  detail: (id: string) => [...workflowKeys.all, 'detail', id] as const,
  versions: (id: string) => [...workflowKeys.all, 'versions', id] as const,
  version: (id: string, number: number) => [...workflowKeys.all, 'versions', id, number] as const,
  runs: (id: string) => [...workflowKeys.all, 'runs', id] as const,
  run: (id: string, runId: string) => [...workflowKeys.all, 'runs', id, runId] as const,
  nodeTypes: () => [...workflowKeys.all, 'node-types'] as const,
  /** The version panel's own copy of a workflow (its active and latest version), and the diffs under it. */
  panel: (id: string) => [...workflowKeys.all, 'panel', id] as const,
};

/** A side of a diff: a published version's number, or the draft. */
export type DiffSide = 'draft' | number;

const base = '/api/workflows';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

const convertedSchema = z.object({
  document: workflowDocumentSchema,
  report: z.object({ format: z.string() }).loose(),
});
export type ConvertedWorkflow = z.infer<typeof convertedSchema>;

export const fetchWorkflows = async () =>
  (await apiJson('GET', base, { parse: (b) => workflowListSchema.parse(b) })).workflows;
export const fetchWorkflow = (id: string) =>
  apiJson('GET', one(id), { parse: (b) => workflowDetailSchema.parse(b) });
export const createWorkflow = (input: Partial<CreateWorkflowInput> & { name: string }) =>
  apiJson('POST', base, { body: input, parse: (b) => workflowDetailSchema.parse(b) });
export const saveDraft = (id: string, document: WorkflowDocument, revision: number) =>
  apiJson('PUT', `${one(id)}/draft`, {
    body: { document, revision },
    parse: (b) => draftSavedSchema.parse(b),
  });
export const publishWorkflow = (id: string, note: string) =>
  apiJson('POST', `${one(id)}/versions`, { body: { note }, parse: (b) => versionSummarySchema.parse(b) });
export const fetchVersions = async (id: string) =>
  (await apiJson('GET', `${one(id)}/versions`, { parse: (b) => versionListSchema.parse(b) })).versions;
export const fetchVersion = (id: string, number: number) =>
  apiJson('GET', `${one(id)}/versions/${number}`, { parse: (b) => versionDetailSchema.parse(b) });
export const fetchRuns = async (id: string) =>
  (await apiJson('GET', `${one(id)}/runs`, { parse: (b) => runListSchema.parse(b) })).runs;
export const fetchRun = (id: string, runId: string) =>
  apiJson('GET', `${one(id)}/runs/${encodeURIComponent(runId)}`, { parse: (b) => runDetailSchema.parse(b) });
export const startRun = (id: string, input: Partial<StartRunInput> = {}) =>
  apiJson('POST', `${one(id)}/runs`, { body: input, parse: (b) => runDetailSchema.parse(b) });
export const fetchNodeTypes = async () =>
  (await apiJson('GET', `${base}/node-types`, { parse: (b) => nodeCatalogueSchema.parse(b) })).nodeTypes;
export const fetchDiff = (id: string, from: DiffSide, to: DiffSide): Promise<DiffResponse> =>
  apiJson('GET', `${one(id)}/diff?${new URLSearchParams({ from: String(from), to: String(to) })}`, {
    parse: (b) => diffResponseSchema.parse(b),
  });
/** Makes a published version the draft again (a new revision). */
export const restoreVersion = (id: string, version: number) =>
  apiJson('POST', `${one(id)}/versions/${version}/restore`, { parse: (b) => draftSavedSchema.parse(b) });
/** Evaluates one expression with the engine over sample items (the editor's live preview, the debugger). */
export const previewExpression = (
  input: ExpressionPreviewInput,
  signal?: AbortSignal,
): Promise<ExpressionPreviewResult> =>
  apiJson('POST', `${base}/expressions/preview`, {
    body: input,
    ...(signal ? { signal } : {}),
    parse: (b) => expressionPreviewResultSchema.parse(b),
  });
/** A pasted file (n8n, Flowise, Dify or ours) as our document; nothing is saved. */
export const convertWorkflowText = (content: string) =>
  apiJson('POST', `${base}/convert`, { body: { content }, parse: (b) => convertedSchema.parse(b) });

export function useWorkflows() {
  return useQuery({ queryKey: workflowKeys.list(), queryFn: fetchWorkflows });
}

export function useWorkflow(id: string | null) {
  return useQuery({
    queryKey: workflowKeys.detail(id ?? ''),
    queryFn: () => fetchWorkflow(id ?? ''),
    enabled: id !== null,
    // The editor owns the draft once loaded; refetching would replace what the person is editing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkflow,
    onSuccess: (created) => {
      queryClient.setQueryData(workflowKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.list() });
    },
  });
}

/** Saves the draft from `revision`; a 409 (ApiError status 409) means it was saved elsewhere meanwhile. */
export function useSaveDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, revision }: { document: WorkflowDocument; revision: number }) =>
      saveDraft(id, document, revision),
    onSuccess: (saved, { document }) => {
      queryClient.setQueryData<WorkflowDetail>(workflowKeys.detail(id), (old) =>
        old ? { ...old, draft: document, revision: saved.revision, updatedAt: saved.updatedAt } : old,
      );
    },
  });
}

/** What a builder refreshes after a version is published (by the shared Publish actions). */
export function useAfterPublish() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string, version: VersionSummary) => {
      queryClient.setQueryData<WorkflowDetail>(workflowKeys.detail(id), (old) =>
        old ? { ...old, latestVersion: version.number } : old,
      );
      void queryClient.invalidateQueries({ queryKey: workflowKeys.versions(id) });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.panel(id) });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.list() });
    },
    [queryClient],
  );
}

export function useWorkflowVersions(id: string) {
  return useQuery({ queryKey: workflowKeys.versions(id), queryFn: () => fetchVersions(id) });
}

export function useWorkflowRuns(id: string) {
  return useQuery({ queryKey: workflowKeys.runs(id), queryFn: () => fetchRuns(id) });
}

export function useRun(id: string, runId: string | null) {
  return useQuery({
    queryKey: workflowKeys.run(id, runId ?? ''),
    queryFn: () => fetchRun(id, runId ?? ''),
    enabled: runId !== null,
  });
}

/** Starts a manual run; the answer is the finished (or waiting) run with every step. */
export function useStartRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<StartRunInput>) => startRun(id, input),
    onSuccess: (run: RunDetail) => {
      queryClient.setQueryData(workflowKeys.run(id, run.id), run);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.runs(id) });
    },
  });
}

/**
 * Puts a workflow and the node catalogue in the query cache, for a builder opened on `?workflow=<id>` (the
 * router calls it as soon as the screen's chunk is in): its first render then draws the canvas at once.
 */
export async function prefetchWorkflowAndCatalogue(
  queryClient: QueryClient,
  id: string | null,
): Promise<void> {
  if (!id) return;
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: workflowKeys.detail(id),
      queryFn: () => fetchWorkflow(id),
      staleTime: Number.POSITIVE_INFINITY,
    }),
    queryClient.prefetchQuery({
      queryKey: workflowKeys.nodeTypes(),
      queryFn: fetchNodeTypes,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  ]);
}

export function useNodeTypes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<NodeCatalogueEntry[]>({
    queryKey: workflowKeys.nodeTypes(),
    queryFn: fetchNodeTypes,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConvertWorkflow() {
  return useMutation({ mutationFn: convertWorkflowText });
}

const RUN_EVENT_TYPES = ['run-started', 'node-started', 'node-finished', 'run-finished', 'error'] as const;

/**
 * Live events of every run of a workflow (or of one run when `runId` is given) while mounted. The
 * browser's EventSource reconnects on its own; malformed events are dropped.
 */
export function useRunEvents(
  workflowId: string | null,
  onEvent: (event: RunEvent) => void,
  runId?: string,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!workflowId || typeof EventSource === 'undefined') return;
    const url = runId
      ? `${one(workflowId)}/runs/${encodeURIComponent(runId)}/events`
      : `${one(workflowId)}/events`;
    const source = new EventSource(url, { withCredentials: true });
    const listener = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = runEventSchema.safeParse({ ...(data as object), type: message.type });
      if (parsed.success) handler.current(parsed.data);
    };
    for (const type of RUN_EVENT_TYPES) source.addEventListener(type, listener as EventListener);
    return () => source.close();
  }, [workflowId, runId]);
}
