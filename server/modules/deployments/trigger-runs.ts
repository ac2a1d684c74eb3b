/**
 * The trigger surfaces (webhook, form, schedule) of a deployment: their runs start from the workflow's
 * activation, not through `invokeDeployment`, so a run hook records them as the deployment's calls when they
 * stop (a `deployment_runs` row with the surface, status, duration, usage and error), for fleet and analytics.
 * Off the webhook's hot path: the rows of the runs that stop while one write is in flight go together in the
 * next statement, which finds the deployment by the run's workflow itself (one round trip, no lookup first).
 *
 * A paused deployment's workflow is deactivated, so its webhook path is no longer served: `pausedWebhooks`
 * turns that 404 into the 503 every paused surface answers, for paths that belong to a paused deployment.
 */
import type { DeploymentSurface } from '@common/schemas/deployments';
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { DbOrTx } from '../../db/client';
import { deployments } from '../../db/schema/deployments';
import type { AppDeps } from '../../deps';
import { addRunHook, fixedSegmentsFitting, publishedVersion, type RunHook } from '../workflows';
import { DeploymentPaused } from './errors';

/** The run's `trigger` (run-env.ts) → the deployment surface it counts for. */
const SURFACE_OF_TRIGGER: Record<string, DeploymentSurface> = {
  webhook: 'webhook',
  form: 'form',
  schedule: 'schedule',
};

interface TriggerRunRow {
  workflow_id: string;
  run_id: string;
  version_number: number;
  surface: DeploymentSurface;
  status: 'running' | 'succeeded' | 'failed' | 'cancelled';
  duration_ms: number | null;
  usage: unknown;
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

/**
 * One statement for a group of stopped runs: each becomes (or updates, when a waiting run goes on) the row
 * of its workflow's deployment; runs of workflows with no deployment match nothing and write nothing.
 */
function upsert(rows: TriggerRunRow[]) {
  return sql`insert into deployment_runs
      (run_id, deployment_id, version_number, surface, status, duration_ms, usage, error, started_at, finished_at)
    select r.run_id, d.id, r.version_number, r.surface, r.status, r.duration_ms, r.usage, r.error,
      r.started_at, r.finished_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(workflow_id uuid, run_id uuid,
      version_number integer, surface text, status text, duration_ms bigint, usage jsonb, error text,
      started_at timestamptz, finished_at timestamptz)
    join deployments d on d.workflow_id = r.workflow_id
    on conflict (run_id) do update set status = excluded.status, duration_ms = excluded.duration_ms,
      usage = excluded.usage, error = excluded.error, finished_at = excluded.finished_at`;
}

/** Group commit: while one statement is in flight the rows that arrive wait, then go together. */
export class TriggerRunWriter {
  private queue: { row: TriggerRunRow; done: (error?: unknown) => void }[] = [];
  private draining = false;
  readonly stats = { statements: 0, rows: 0 };

  constructor(private readonly db: DbOrTx) {}

  write(row: TriggerRunRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.draining) void this.drain();
    });
  }

  private async drain() {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, 500);
        // A run stops once per settle; should one appear twice, its last state wins (one row per statement).
        const rows = [...new Map(batch.map((e) => [e.row.run_id, e.row])).values()];
        try {
          await this.db.execute(upsert(rows));
          this.stats.statements += 1;
          this.stats.rows += rows.length;
          for (const e of batch) e.done();
        } catch (error) {
          // One bad row (its deployment removed meanwhile) must not sink the others: each goes alone.
          if (rows.length === 1) for (const e of batch) e.done(error);
          else
            await Promise.all(
              batch.map((e) => this.db.execute(upsert([e.row])).then(() => e.done(), e.done)),
            );
        }
      }
    } finally {
      this.draining = false;
    }
  }
}

const writers = new WeakMap<DbOrTx, TriggerRunWriter>();
export function triggerRunWriter(db: DbOrTx): TriggerRunWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new TriggerRunWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/** The run hook: a production run of a trigger surface, recorded for the workflow's deployment if it has one. */
export const recordTriggerRun: RunHook = async (env, target, record) => {
  const surface = SURFACE_OF_TRIGGER[target.trigger];
  if (!surface || target.versionNumber === null) return;
  const ended = record.status === 'succeeded' || record.status === 'failed' || record.status === 'cancelled';
  const finishedAt = ended ? (record.finishedAt ?? env.now().getTime()) : null;
  await triggerRunWriter(env.db).write({
    workflow_id: target.workflow.id,
    run_id: record.id,
    version_number: target.versionNumber,
    surface,
    status: ended ? (record.status as TriggerRunRow['status']) : 'running',
    duration_ms: finishedAt === null ? null : Math.max(0, finishedAt - record.startedAt),
    usage: record.usage ?? null,
    error: record.error?.message?.slice(0, 500) ?? null,
    started_at: new Date(record.startedAt).toISOString(),
    finished_at: finishedAt === null ? null : new Date(finishedAt).toISOString(),
  });
};

/** Called by each process's composition root (app.ts, worker.ts) before runs start; idempotent. */
export function installDeploymentRunHooks(): void {
  addRunHook(recordTriggerRun);
}

/** The webhook paths (as declared, `:name` segments kept) of a document's enabled webhook triggers. */
function webhookPaths(
  workflowId: string,
  nodes: { id: string; type: string; disabled?: boolean; parameters: Record<string, unknown> }[],
) {
  return nodes
    .filter((n) => n.type === 'webhook-trigger' && !n.disabled)
    .map((n) => {
      const path = n.parameters.path;
      return typeof path === 'string' && path.trim()
        ? path.trim().replace(/^\/+|\/+$/g, '')
        : `${workflowId}/${n.id}`;
    });
}

/** The paused deployment whose version serves `path` on its webhook surface, if any. */
export async function pausedDeploymentAt(db: DbOrTx, path: string) {
  const paused = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.status, 'paused'), sql`${deployments.surfaces} @> '["webhook"]'::jsonb`))
    .limit(500);
  for (const row of paused) {
    const version = await publishedVersion(db, row.workflowId, row.versionNumber).catch(() => undefined);
    if (!version) continue;
    if (webhookPaths(row.workflowId, version.document.nodes).some((p) => fixedSegmentsFitting(p, path) >= 0))
      return row;
  }
  return undefined;
}

/**
 * Before `/webhook`: a path nothing serves (404) that a paused deployment's webhook would serve answers 503
 * `deployment_paused` instead. Served paths never reach the lookup, so the hot path pays nothing.
 */
export function pausedWebhooks(deps: Pick<AppDeps, 'database'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404) return;
    const path = c.req.path.slice('/webhook'.length).replace(/^\/+|\/+$/g, '');
    if (!path || !(await pausedDeploymentAt(deps.database.db, path))) return;
    throw new DeploymentPaused();
  };
}
