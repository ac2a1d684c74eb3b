/** The person's latest runs across all their workflows (the dashboard's "Recent runs"). */
import { z } from 'zod';

export const recentRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(8),
});

export const recentRunSchema = z.object({
  id: z.uuid(),
  workflowId: z.uuid(),
  workflowName: z.string(),
  kind: z.enum(['workflow', 'agent']),
  versionNumber: z.number().int().nullable(),
  /** What started it: 'manual', 'webhook', 'schedule', 'deployment:rest', ... */
  trigger: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled', 'waiting']),
  startedAt: z.iso.datetime(),
  durationMs: z.number().nullable(),
  costUsd: z.number(),
});
export type RecentRun = z.infer<typeof recentRunSchema>;

export const recentRunsSchema = z.object({ runs: z.array(recentRunSchema) });
