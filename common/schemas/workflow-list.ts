/**
 * The saved-workflows list (issue 10, item 8): what `GET /api/workflows` filters, sorts and pages by,
 * and what each row says about a workflow's versions and runs; soft delete with a restore window; a
 * workflow's runs filtered and paged.
 */
import { z } from 'zod';
import { RUN_STATUSES, runSummarySchema, WORKFLOW_KINDS, workflowSummarySchema } from './workflows';

/** Draft: never published. Published: has versions, triggers off. Active: a version's triggers are live. */
export const WORKFLOW_STATUSES = ['draft', 'published', 'active'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const WORKFLOW_SORTS = ['updated', 'created', 'name', 'lastRun', 'runs24h'] as const;
export type WorkflowSort = (typeof WORKFLOW_SORTS)[number];

export const WORKFLOW_PAGE_MAX = 200;
export const WORKFLOW_PAGE_DEFAULT = 100;
/** How long a deleted workflow can be restored; after it, retention removes it for good. */
export const WORKFLOW_RESTORE_WINDOW_DAYS = 30;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const workflowListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(120, 'Search with at most 120 characters.').optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(WORKFLOW_STATUSES).optional()),
  tag: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(WORKFLOW_KINDS).optional()),
  sort: z.enum(WORKFLOW_SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(WORKFLOW_PAGE_MAX).default(WORKFLOW_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type WorkflowListQuery = z.output<typeof workflowListQuerySchema>;

export const lastRunSchema = z.object({
  id: z.string(),
  status: z.enum(RUN_STATUSES),
  startedAt: z.string(),
});

export const workflowListItemSchema = workflowSummarySchema.extend({
  status: z.enum(WORKFLOW_STATUSES),
  versionsCount: z.number().int(),
  lastRun: lastRunSchema.nullable(),
  runs24h: z.number().int(),
  /** AI cost (USD) of the runs started in the last 24 hours. */
  costUsd24h: z.number(),
});
export type WorkflowListItem = z.infer<typeof workflowListItemSchema>;

export const workflowListPageSchema = z.object({
  workflows: z.array(workflowListItemSchema),
  /** How many match the filters (all pages). */
  total: z.number().int(),
  /** Every tag on the caller's workflows, for the tag filter. */
  tags: z.array(z.string()),
});
export type WorkflowListPage = z.infer<typeof workflowListPageSchema>;

export const deletedWorkflowSchema = z.object({
  success: z.literal(true),
  /** Until when `POST /api/workflows/{id}/restore` brings it back. */
  restorableUntil: z.string(),
});

export const RUN_PAGE_MAX = 100;
export const runListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(RUN_STATUSES).optional()),
  limit: z.coerce.number().int().min(1).max(RUN_PAGE_MAX).default(RUN_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type RunListQuery = z.output<typeof runListQuerySchema>;

export const runPageSchema = z.object({ runs: z.array(runSummarySchema), total: z.number().int() });
export type RunPage = z.infer<typeof runPageSchema>;
