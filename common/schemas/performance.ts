/** Agent and workflow performance analytics (the /analytics screen, issue 11 item 7). */
import { z } from 'zod';

export const PERFORMANCE_RANGES = ['1h', '24h', '7d', '30d'] as const;
export const performanceRangeSchema = z.enum(PERFORMANCE_RANGES);
export type PerformanceRange = z.infer<typeof performanceRangeSchema>;

export const RANGE_MS: Record<PerformanceRange, number> = {
  '1h': 60 * 60_000,
  '24h': 24 * 60 * 60_000,
  '7d': 7 * 24 * 60 * 60_000,
  '30d': 30 * 24 * 60 * 60_000,
};
/** The chart's bucket per range: 60, 48, 56 and 30 points. */
export const BUCKET_MS: Record<PerformanceRange, number> = {
  '1h': 60_000,
  '24h': 30 * 60_000,
  '7d': 3 * 60 * 60_000,
  '30d': 24 * 60 * 60_000,
};

const version = z.coerce.number().int().min(1);

export const performanceQuerySchema = z.object({
  range: performanceRangeSchema.default('24h'),
  workflowId: z.uuid('That is not a workflow id.').optional(),
  /** 'production' (default) leaves out the builder's test runs. */
  scope: z.enum(['production', 'all']).default('production'),
  /** Two published versions of `workflowId` to compare side by side. */
  compareA: version.optional(),
  compareB: version.optional(),
});
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

export const runStatsSchema = z.object({
  runs: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  /** Succeeded out of finished (succeeded + failed); null with none finished. */
  successRate: z.number().nullable(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  costUsd: z.number(),
  ratingsUp: z.number().int(),
  ratingsDown: z.number().int(),
});
export type RunStatsView = z.infer<typeof runStatsSchema>;

export const versionStatsSchema = runStatsSchema.extend({
  workflowId: z.uuid(),
  workflowName: z.string(),
  kind: z.enum(['workflow', 'agent']),
  /** null: the draft (test runs, in the 'all' scope). */
  versionNumber: z.number().int().nullable(),
  lastRunAt: z.iso.datetime().nullable(),
});
export type VersionStats = z.infer<typeof versionStatsSchema>;

export const bucketStatsSchema = runStatsSchema.extend({ t: z.iso.datetime() });
export type BucketStats = z.infer<typeof bucketStatsSchema>;

export const topErrorSchema = z.object({
  message: z.string(),
  nodeId: z.string().nullable(),
  count: z.number().int(),
  lastAt: z.iso.datetime(),
});

export const comparedVersionSchema = z.object({
  versionNumber: z.number().int(),
  totals: runStatsSchema,
  series: z.array(bucketStatsSchema),
});

export const performanceSchema = z.object({
  range: performanceRangeSchema,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  bucketMs: z.number().int(),
  totals: runStatsSchema,
  /** Per workflow and version, busiest first. */
  versions: z.array(versionStatsSchema),
  /** Every bucket of the range, empty ones as zeros. */
  series: z.array(bucketStatsSchema),
  topErrors: z.array(topErrorSchema),
  comparison: z.tuple([comparedVersionSchema, comparedVersionSchema]).nullable(),
});
export type Performance = z.infer<typeof performanceSchema>;
