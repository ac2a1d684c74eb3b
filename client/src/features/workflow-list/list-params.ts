/**
 * The list's search, filters, sort and page live in the address (`/workflows?q=&status=&tag=&kind=&sort=&page=`),
 * so a filtered list can be shared and Back works; anything unknown there reads as "not set".
 */
import {
  WORKFLOW_SORTS,
  WORKFLOW_STATUSES,
  type WorkflowListQuery,
  type WorkflowSort,
  type WorkflowStatus,
} from '@common/schemas/workflow-list';
import { WORKFLOW_KINDS, type WorkflowKind } from '@common/schemas/workflows';

export const LIST_PAGE_SIZE = 25;

export interface ListParams {
  q: string;
  status: WorkflowStatus | '';
  tag: string;
  kind: WorkflowKind | '';
  sort: WorkflowSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').slice(0, 120),
    status: oneOf(WORKFLOW_STATUSES, search.get('status')),
    tag: (search.get('tag') ?? '').slice(0, 40),
    kind: oneOf(WORKFLOW_KINDS, search.get('kind')),
    sort: oneOf(WORKFLOW_SORTS, search.get('sort')) || 'updated',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The address for `params`, leaving defaults out; a change of filter goes back to page 1. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.tag) search.set('tag', params.tag);
  if (params.kind) search.set('kind', params.kind);
  if (params.sort !== 'updated') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function toListQuery(params: ListParams): Partial<WorkflowListQuery> {
  return {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
    ...(params.kind ? { kind: params.kind } : {}),
    sort: params.sort,
    limit: LIST_PAGE_SIZE,
    offset: (params.page - 1) * LIST_PAGE_SIZE,
  };
}

export const hasFilters = (p: ListParams) => Boolean(p.q.trim() || p.status || p.tag || p.kind);

/** Where a workflow opens: agents in the wizard, workflows on the canvas. */
export const builderHref = (w: { id: string; kind: WorkflowKind }) =>
  w.kind === 'agent' ? `/builder?workflow=${w.id}` : `/builder-advanced?workflow=${w.id}`;
