/**
 * The panels' calls and query keys (the lead unifies these with the builders' api.ts): the expression
 * preview, a workflow's summary, its versions, their diff, restore and publish.
 */
import {
  type ExpressionPreviewInput,
  type ExpressionPreviewResult,
  expressionPreviewResultSchema,
} from '@common/schemas/expression-preview';
import {
  type DiffResponse,
  diffResponseSchema,
  draftSavedSchema,
  type VersionSummary,
  versionListSchema,
  versionSummarySchema,
  type WorkflowDetail,
  workflowDetailSchema,
} from '@common/schemas/workflows';
import { apiJson } from '@/lib/api';

export type DiffSide = 'draft' | number;

export const panelKeys = {
  workflow: (id: string) => ['workflows', id] as const,
  versions: (id: string) => ['workflows', id, 'versions'] as const,
  diff: (id: string, from: DiffSide, to: DiffSide) =>
    ['workflows', id, 'diff', String(from), String(to)] as const,
};

const base = (id: string) => `/api/workflows/${encodeURIComponent(id)}`;

export function previewExpression(
  input: ExpressionPreviewInput,
  signal?: AbortSignal,
): Promise<ExpressionPreviewResult> {
  return apiJson('POST', '/api/workflows/expressions/preview', {
    body: input,
    ...(signal ? { signal } : {}),
    parse: (b) => expressionPreviewResultSchema.parse(b),
  });
}

export function fetchWorkflow(id: string): Promise<WorkflowDetail> {
  return apiJson('GET', base(id), { parse: (b) => workflowDetailSchema.parse(b) });
}

export async function fetchVersions(id: string): Promise<VersionSummary[]> {
  return (await apiJson('GET', `${base(id)}/versions`, { parse: (b) => versionListSchema.parse(b) }))
    .versions;
}

export function fetchDiff(id: string, from: DiffSide, to: DiffSide): Promise<DiffResponse> {
  const query = new URLSearchParams({ from: String(from), to: String(to) });
  return apiJson('GET', `${base(id)}/diff?${query}`, { parse: (b) => diffResponseSchema.parse(b) });
}

export function restoreVersion(id: string, version: number) {
  return apiJson('POST', `${base(id)}/versions/${version}/restore`, {
    parse: (b) => draftSavedSchema.parse(b),
  });
}

export function publishDraft(id: string, note: string): Promise<VersionSummary> {
  return apiJson('POST', `${base(id)}/versions`, {
    body: { note },
    parse: (b) => versionSummarySchema.parse(b),
  });
}
