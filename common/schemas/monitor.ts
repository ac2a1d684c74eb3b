/**
 * The system monitor (issue 11 item 6): GET /api/monitor answers a snapshot and the last hour's points for
 * the charts; GET /api/monitor/stream sends the same as server-sent events — first `history`, then one
 * `sample` per second. On the wire each event is `event: <type>` with the other fields as its `data:` JSON
 * (server/http/sse.ts). Durations are milliseconds, sizes bytes, rates 0-1.
 */
import { z } from 'zod';

const ms = z.number().nonnegative();

export const monitorProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  enabled: z.boolean(),
  healthy: z.boolean(),
  /** 0-1 over the provider's recent calls; 1 with none. */
  successRate: z.number(),
  /** Mean response time of recent successful calls; 0 with none. */
  responseTimeMs: ms,
  calls: z.number().int().nonnegative(),
  cooldownMs: ms,
});
export type MonitorProvider = z.infer<typeof monitorProviderSchema>;

export const monitorSnapshotSchema = z.object({
  at: z.string(),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  http: z.object({
    /** Over the last 10 seconds. */
    requestsPerSecond: z.number().nonnegative(),
    p50Ms: ms.nullable(),
    p95Ms: ms.nullable(),
    p99Ms: ms.nullable(),
    /** Share of 5xx answers over the last 10 seconds. */
    errorRate: z.number().min(0).max(1),
    /** Share of 4xx answers over the last 10 seconds. */
    clientErrorRate: z.number().min(0).max(1),
    /** Since the process started. */
    requestsTotal: z.number().int().nonnegative(),
    serverErrorsTotal: z.number().int().nonnegative(),
    clientErrorsTotal: z.number().int().nonnegative(),
  }),
  /** Workflow runs by status in the database; null when the database did not answer. */
  runs: z
    .object({
      queued: z.number().int().nonnegative(),
      waiting: z.number().int().nonnegative(),
      running: z.number().int().nonnegative(),
    })
    .nullable(),
  /** The run queue of this process: BullMQ with REDIS_URL, else the in-process one; null before it started. */
  queue: z
    .object({
      kind: z.enum(['in-process', 'bullmq']),
      /** Runs waiting in the queue for a worker. */
      depth: z.number().int().nonnegative(),
      /** Runs a worker is executing now. */
      active: z.number().int().nonnegative(),
      /** Processes taking runs (BullMQ's workers; 1 for the in-process queue). */
      workers: z.number().int().nonnegative(),
      /** Runs each worker executes at once. */
      concurrency: z.number().int().nonnegative(),
    })
    .nullable(),
  /**
   * The sandbox worker pool (Code nodes and expressions that need QuickJS, shared fairly between accounts);
   * null until it runs its first job.
   */
  sandbox: z
    .object({
      /** Worker threads it may start (SANDBOX_WORKERS). */
      size: z.number().int().nonnegative(),
      /** Jobs running now. */
      busy: z.number().int().nonnegative(),
      /** Jobs waiting for a worker. */
      waiting: z.number().int().nonnegative(),
      /** 95th percentile of what jobs waited for a worker over the last minute; null when none ran. */
      queueWaitP95Ms: ms.nullable(),
    })
    .nullable(),
  providers: z.array(monitorProviderSchema),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    up: z.boolean(),
    latencyMs: ms.nullable(),
  }),
  redis: z.object({
    configured: z.boolean(),
    up: z.boolean(),
    latencyMs: ms.nullable(),
  }),
  memory: z.object({
    rssBytes: z.number().nonnegative(),
    heapUsedBytes: z.number().nonnegative(),
    heapTotalBytes: z.number().nonnegative(),
  }),
  /** Event loop delay over the last second. */
  eventLoop: z.object({ meanMs: ms, p99Ms: ms }),
});
export type MonitorSnapshot = z.infer<typeof monitorSnapshotSchema>;

/** One point of the charts: a second (live) or ten (history). Gauges are null when nobody was sampling. */
export const monitorPointSchema = z.object({
  /** Epoch seconds at the start of the point. */
  at: z.number().int(),
  /** Length of the point in seconds. */
  seconds: z.number().int().positive(),
  requestsPerSecond: z.number().nonnegative(),
  p50Ms: ms.nullable(),
  p95Ms: ms.nullable(),
  p99Ms: ms.nullable(),
  errorRate: z.number().min(0).max(1),
  activeRuns: z.number().int().nonnegative().nullable(),
  queueDepth: z.number().int().nonnegative().nullable(),
  rssBytes: z.number().nonnegative().nullable(),
  heapUsedBytes: z.number().nonnegative().nullable(),
});
export type MonitorPoint = z.infer<typeof monitorPointSchema>;

export const monitorOverviewSchema = z.object({
  snapshot: monitorSnapshotSchema,
  /** The last hour, oldest first, in 10-second points. */
  history: z.array(monitorPointSchema),
});
export type MonitorOverview = z.infer<typeof monitorOverviewSchema>;

export const monitorEventSchema = z.discriminatedUnion('type', [
  /** The first event: what GET /api/monitor answers. */
  z.object({ type: z.literal('history'), ...monitorOverviewSchema.shape }),
  /** Every second: the snapshot, and the second's point for the charts. */
  z.object({ type: z.literal('sample'), snapshot: monitorSnapshotSchema, point: monitorPointSchema }),
  /** The stream failed (the last event). */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type MonitorEvent = z.infer<typeof monitorEventSchema>;
