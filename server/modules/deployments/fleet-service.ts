/**
 * The fleet: each of the owner's deployments with how it is doing — the last hour's runs, error rate and
 * p50/p95 latency from the workflows module's run figures (one definition with /analytics and /dashboard),
 * and from grouped queries over `deployment_runs` (indexed by deployment and start time) the calls per
 * minute, runs/min, today's cost and earnings — and the live tail of a deployment's calls (its last calls,
 * then its runs' events as they happen).
 */
import {
  type DeploymentCall,
  type DeploymentLogEvent,
  FLEET_LOG_HISTORY,
  FLEET_RATE_MINUTES,
  FLEET_SERIES_MINUTES,
  type Fleet,
  type FleetStats,
} from '@common/schemas/fleet';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentRuns, deployments } from '../../db/schema/deployments';
import { formatAiz } from '../../ledger';
import { followRunEvents, type RunEventBus } from '../../lib/run-event-bus';
import type { SignedInContext } from '../../service-context';
import { runStatsByWorkflow, successRateOf } from '../workflows';
import { listDeployments, type Origins, ownDeployment } from './deployments-service';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

const MINUTE = 60_000;

/** The time windows of one fleet answer, all from one `now`. */
export function fleetWindows(now: Date) {
  const minuteStart = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const seriesStart = new Date(minuteStart - (FLEET_SERIES_MINUTES - 1) * MINUTE);
  const hourAgo = new Date(now.getTime() - 60 * MINUTE);
  const rateSince = new Date(now.getTime() - FLEET_RATE_MINUTES * MINUTE);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(Math.min(seriesStart.getTime(), hourAgo.getTime(), dayStart.getTime()));
  return { seriesStart, hourAgo, rateSince, dayStart, since };
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function emptyStats(): FleetStats {
  return {
    runsSeries: Array.from({ length: FLEET_SERIES_MINUTES }, () => 0),
    runsLastHour: 0,
    runsPerMinute: 0,
    errorRate: null,
    p50Ms: null,
    p95Ms: null,
    runsToday: 0,
    costTodayUsd: 0,
    earnedToday: '0',
    lastRunAt: null,
  };
}

/** A deployment to figure: its id and its workflow (whose production runs are the deployment's runs). */
export interface FleetMember {
  id: string;
  workflowId: string;
}

/**
 * The figures of the given deployments of `ownerId` at `now` (deployments without calls get zeros). Runs,
 * error rate and latency over the last hour come from the workflows module's run figures, the same query
 * and percentile as /analytics and /dashboard; the per-minute series, the rate, today's cost and earnings
 * from the calls recorded in `deployment_runs`.
 */
export async function fleetStats(
  db: DbOrTx,
  ownerId: string,
  members: readonly FleetMember[],
  now: Date,
): Promise<Map<string, FleetStats>> {
  const stats = new Map(members.map((m) => [m.id, emptyStats()]));
  if (members.length === 0) return stats;
  const ids = members.map((m) => m.id);
  const w = fleetWindows(now);
  const byWorkflow = new Map(members.map((m) => [m.workflowId, m.id]));
  const runFigures = await runStatsByWorkflow(db, {
    ownerId,
    workflowIds: [...byWorkflow.keys()],
    from: w.hourAgo,
    to: now,
    scope: 'production',
  });
  for (const row of runFigures) {
    const s = stats.get(byWorkflow.get(row.workflowId) ?? '');
    if (!s) continue;
    const success = successRateOf(row);
    s.runsLastHour = row.runs;
    s.errorRate = success === null ? null : 1 - success;
    s.p50Ms = row.p50Ms;
    s.p95Ms = row.p95Ms;
  }

  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const started = deploymentRuns.startedAt;
  const figures = await db
    .select({
      id: deploymentRuns.deploymentId,
      recent: sql<number>`count(*) filter (where ${started} >= ${at(w.rateSince)})::int`,
      today: sql<number>`count(*) filter (where ${started} >= ${at(w.dayStart)})::int`,
      cost: sql<
        number | null
      >`sum(coalesce((${deploymentRuns.usage}->>'costUsd')::float8, 0)) filter (where ${started} >= ${at(w.dayStart)})`,
      earned: sql<
        string | null
      >`sum(${deploymentRuns.chargedBaseUnits}) filter (where ${started} >= ${at(w.dayStart)})`,
    })
    .from(deploymentRuns)
    .where(and(inArray(deploymentRuns.deploymentId, ids), gte(started, w.since)))
    .groupBy(deploymentRuns.deploymentId);
  for (const row of figures) {
    const s = stats.get(row.id);
    if (!s) continue;
    s.runsPerMinute = Number(row.recent) / FLEET_RATE_MINUTES;
    s.runsToday = Number(row.today);
    s.costTodayUsd = num(row.cost) ?? 0;
    s.earnedToday = formatAiz(BigInt(row.earned ?? '0'));
  }

  // Minutes since the epoch (no parameter in the grouped expression, so it is the same one in GROUP BY).
  const minute = sql<number>`floor(extract(epoch from ${started}) / 60)::bigint`;
  const firstMinute = w.seriesStart.getTime() / MINUTE;
  const series = await db
    .select({ id: deploymentRuns.deploymentId, minute, runs: sql<number>`count(*)::int` })
    .from(deploymentRuns)
    .where(and(inArray(deploymentRuns.deploymentId, ids), gte(started, w.seriesStart)))
    .groupBy(deploymentRuns.deploymentId, minute);
  for (const row of series) {
    const s = stats.get(row.id);
    const i = Number(row.minute) - firstMinute;
    if (s && i >= 0 && i < FLEET_SERIES_MINUTES) s.runsSeries[i] = Number(row.runs);
  }

  // The last call ever: one index lookup per deployment (a scalar max on (deployment_id, started_at)).
  const last = await db
    .select({
      id: deployments.id,
      at: sql<
        string | Date | null
      >`(select max(r.started_at) from deployment_runs r where r.deployment_id = "deployments"."id")`,
    })
    .from(deployments)
    .where(inArray(deployments.id, ids));
  for (const row of last) {
    const s = stats.get(row.id);
    if (s && row.at) s.lastRunAt = new Date(row.at).toISOString();
  }
  return stats;
}

export async function getFleet(ctx: Ctx, origins: Origins): Promise<Fleet> {
  const now = ctx.now();
  const list = await listDeployments(ctx, origins);
  const stats = await fleetStats(ctx.db, ctx.user.id, list, now);
  return {
    deployments: list.map((d) => ({ ...d, stats: stats.get(d.id) ?? emptyStats() })),
    at: now.toISOString(),
  };
}

type CallRow = typeof deploymentRuns.$inferSelect;

export function callOf(row: CallRow): DeploymentCall {
  return {
    runId: row.runId,
    surface: row.surface,
    version: row.versionNumber,
    status: row.status,
    durationMs: row.durationMs,
    error: row.error,
    charged: formatAiz(BigInt(row.chargedBaseUnits)),
    startedAt: row.startedAt.toISOString(),
  };
}

export type DeploymentLogSource = (signal: AbortSignal) => AsyncGenerator<DeploymentLogEvent>;

/**
 * The owner's live tail of a deployment: its last calls (oldest first), then each new call and its run's
 * events as they happen. The workflow's other runs (the builder's test runs) are left out. Listening starts
 * before the history is read, so a call starting in between is told once either way.
 */
export async function deploymentLogs(
  ctx: Ctx,
  bus: RunEventBus,
  id: string,
  options: { heartbeatMs?: number } = {},
): Promise<DeploymentLogSource> {
  const deployment = await ownDeployment(ctx.db, ctx.user.id, id);
  const feed = followRunEvents(bus, { workflowId: deployment.workflowId }, { now: ctx.now, ...options });
  let history: CallRow[];
  try {
    history = await ctx.db
      .select()
      .from(deploymentRuns)
      .where(eq(deploymentRuns.deploymentId, id))
      .orderBy(desc(deploymentRuns.startedAt))
      .limit(FLEET_LOG_HISTORY);
  } catch (error) {
    feed.close();
    throw error;
  }
  /** Run id → whether it is a call of this deployment (a run told in the history counts as told). */
  const known = new Map<string, boolean>(history.map((row) => [row.runId, true]));
  /** A stream left open for days forgets old runs rather than grow without end. */
  const KNOWN_MAX = 10_000;
  const callRow = async (runId: string) => {
    const [row] = await ctx.db
      .select()
      .from(deploymentRuns)
      .where(and(eq(deploymentRuns.runId, runId), eq(deploymentRuns.deploymentId, id)));
    return row;
  };
  return async function* (signal) {
    for (const row of history.reverse()) yield { type: 'call', history: true, call: callOf(row) };
    for await (const event of feed.events(signal)) {
      if (!('runId' in event)) {
        yield event;
        continue;
      }
      let ours = known.get(event.runId);
      if (ours === undefined) {
        const row = await callRow(event.runId);
        ours = !!row;
        if (known.size >= KNOWN_MAX) known.clear();
        known.set(event.runId, ours);
        if (row) yield { type: 'call', history: false, call: callOf(row) };
      }
      if (ours) yield event;
    }
  };
}
