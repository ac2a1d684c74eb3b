/**
 * Run analytics over the caller's workflows: per workflow, per workflow and version, and over time: runs,
 * outcomes, latency percentiles, tokens and cost; the most frequent errors. Each answer is one grouped
 * statement on the runs' (workflow_id, started_at) index over the same figures (`statsFields`), so
 * /analytics, /dashboard and /fleet show one deployment's runs, success rate and latency alike. Latency is
 * a finished run's wall-clock time (finished_at − started_at), percentiles `percentile_cont` over the
 * succeeded and failed runs; runs still going count as runs but not in latency. The success rate is
 * succeeded / (succeeded + failed): cancelled runs are neither.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns, workflows } from '../../../db/schema/workflows';

/** Runs a person starts while building (not traffic): left out of the 'production' scope. */
export const BUILDER_TRIGGERS = ['manual', 'partial', 'webhook-test', 'chat'];

export interface RunAnalyticsQuery {
  ownerId: string;
  from: Date;
  to: Date;
  workflowId?: string;
  /** Only these workflows (the fleet's deployed ones). */
  workflowIds?: readonly string[];
  versionNumber?: number;
  /** 'production' leaves out the builder's test runs. */
  scope: 'production' | 'all';
}

export interface RunStats {
  runs: number;
  succeeded: number;
  failed: number;
  cancelled: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export interface VersionRunStats extends RunStats {
  workflowId: string;
  /** null: the draft (builder runs). */
  versionNumber: number | null;
  lastRunAt: Date | null;
}

export interface RunBucket extends RunStats {
  /** The bucket's start. */
  t: Date;
}

export interface RunErrorCount {
  message: string;
  nodeId: string | null;
  count: number;
  lastAt: Date;
}

const latencyMs = sql`extract(epoch from (${workflowRuns.finishedAt} - ${workflowRuns.startedAt})) * 1000`;
const percentile = (p: number) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(p))}) within group (order by ${latencyMs}) filter (where ${workflowRuns.finishedAt} is not null and ${workflowRuns.status} in ('succeeded', 'failed'))`;

const statsFields = {
  runs: sql<number>`count(*)::int`,
  succeeded: sql<number>`(count(*) filter (where ${workflowRuns.status} = 'succeeded'))::int`,
  failed: sql<number>`(count(*) filter (where ${workflowRuns.status} = 'failed'))::int`,
  cancelled: sql<number>`(count(*) filter (where ${workflowRuns.status} = 'cancelled'))::int`,
  p50Ms: percentile(0.5),
  p95Ms: percentile(0.95),
  p99Ms: percentile(0.99),
  inputTokens: sql<number>`coalesce(sum((${workflowRuns.usage}->>'inputTokens')::float8), 0)`,
  outputTokens: sql<number>`coalesce(sum((${workflowRuns.usage}->>'outputTokens')::float8), 0)`,
  costUsd: sql<number>`coalesce(sum((${workflowRuns.usage}->>'costUsd')::float8), 0)`,
};

function conditions(query: RunAnalyticsQuery): SQL {
  const all: (SQL | undefined)[] = [
    eq(workflows.ownerId, query.ownerId),
    isNull(workflows.deletedAt),
    gte(workflowRuns.startedAt, query.from),
    lte(workflowRuns.startedAt, query.to),
    isNull(workflowRuns.parentRunId),
  ];
  if (query.workflowId) all.push(eq(workflowRuns.workflowId, query.workflowId));
  if (query.workflowIds) all.push(inArray(workflowRuns.workflowId, [...query.workflowIds]));
  if (query.versionNumber !== undefined) all.push(eq(workflowRuns.versionNumber, query.versionNumber));
  if (query.scope === 'production') {
    all.push(notInArray(workflowRuns.trigger, BUILDER_TRIGGERS), isNotNull(workflowRuns.versionNumber));
  }
  return and(...all)!;
}

const numbers = <T extends RunStats>(row: T): T => ({
  ...row,
  runs: Number(row.runs),
  succeeded: Number(row.succeeded),
  failed: Number(row.failed),
  cancelled: Number(row.cancelled),
  p50Ms: row.p50Ms === null ? null : Math.round(Number(row.p50Ms)),
  p95Ms: row.p95Ms === null ? null : Math.round(Number(row.p95Ms)),
  p99Ms: row.p99Ms === null ? null : Math.round(Number(row.p99Ms)),
  inputTokens: Number(row.inputTokens),
  outputTokens: Number(row.outputTokens),
  costUsd: Number(row.costUsd),
});

/** Succeeded over finished (succeeded or failed); null without a finished run. */
export function successRateOf(stats: Pick<RunStats, 'succeeded' | 'failed'>): number | null {
  const finished = stats.succeeded + stats.failed;
  return finished === 0 ? null : stats.succeeded / finished;
}

/** Per workflow, across its versions (a deployment's figures: one deployment per workflow). */
export async function runStatsByWorkflow(
  db: DbOrTx,
  query: RunAnalyticsQuery,
): Promise<(RunStats & { workflowId: string })[]> {
  if (query.workflowIds?.length === 0) return [];
  const rows = await db
    .select({ workflowId: workflowRuns.workflowId, ...statsFields })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .where(conditions(query))
    .groupBy(workflowRuns.workflowId);
  return rows.map((row) => ({ ...numbers(row), workflowId: row.workflowId }));
}

/** Per workflow and version, busiest first. */
export async function runStatsByVersion(db: DbOrTx, query: RunAnalyticsQuery): Promise<VersionRunStats[]> {
  const rows = await db
    .select({
      workflowId: workflowRuns.workflowId,
      versionNumber: workflowRuns.versionNumber,
      lastRunAt: sql<string | null>`max(${workflowRuns.startedAt})`,
      ...statsFields,
    })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .where(conditions(query))
    .groupBy(workflowRuns.workflowId, workflowRuns.versionNumber)
    .orderBy(sql`count(*) desc`, workflowRuns.workflowId, workflowRuns.versionNumber);
  return rows.map((row) => ({ ...numbers(row), lastRunAt: row.lastRunAt ? new Date(row.lastRunAt) : null }));
}

/** The same figures per time bucket of `bucketMs` (buckets without runs are left out). */
export async function runStatsOverTime(
  db: DbOrTx,
  query: RunAnalyticsQuery,
  bucketMs: number,
): Promise<RunBucket[]> {
  const seconds = Math.max(1, Math.round(bucketMs / 1000));
  // Literals, not parameters: the grouping must be the very expression selected (both from a Date and a number).
  const origin = sql.raw(`'${query.from.toISOString()}'::timestamptz`);
  const bucket = sql<string>`date_bin(${sql.raw(`'${seconds} seconds'`)}::interval, ${workflowRuns.startedAt}, ${origin})`;
  const rows = await db
    .select({ t: bucket, ...statsFields })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .where(conditions(query))
    .groupBy(bucket)
    .orderBy(bucket);
  return rows.map((row) => ({ ...numbers(row), t: new Date(row.t) }));
}

/** The most frequent error messages of failed runs, with the node they came from. */
export async function topRunErrors(
  db: DbOrTx,
  query: RunAnalyticsQuery,
  limit = 10,
): Promise<RunErrorCount[]> {
  const message = sql<string>`coalesce(${workflowRuns.error}->>'message', 'Unknown error')`;
  const nodeId = sql<string | null>`${workflowRuns.error}->>'nodeId'`;
  const rows = await db
    .select({
      message,
      nodeId,
      count: sql<number>`count(*)::int`,
      lastAt: sql<string>`max(${workflowRuns.startedAt})`,
    })
    .from(workflowRuns)
    .innerJoin(workflows, eq(workflows.id, workflowRuns.workflowId))
    .where(and(conditions(query), eq(workflowRuns.status, 'failed')))
    .groupBy(message, nodeId)
    .orderBy(sql`count(*) desc`, sql`max(${workflowRuns.startedAt}) desc`)
    .limit(limit);
  return rows.map((row) => ({ ...row, count: Number(row.count), lastAt: new Date(row.lastAt) }));
}
