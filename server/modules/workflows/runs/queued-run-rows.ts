/**
 * The rows of queued runs (no runtime here, so whatever starts runs may queue them): `insertQueuedRun`
 * stores a run as `queued` with what its start needs (its trigger's items and node, a sub-workflow's
 * lineage), `queueRun` also hands it to a queue, and `queueWaitingRun` moves a waiting run whose time came
 * onto the queue. What a worker does with a queued run is in queued-runs.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns } from '../../../db/schema/workflows';
import type { Item } from '../../../engine/core';
import { emptyState } from '../../../engine/core/run-record';
import type { RunEnv, RunParent, RunTarget } from './run-env';
import type { RunQueue } from './run-queue';

/** What a queued run starts with, kept in its state until the engine writes its first checkpoint. */
export interface QueuedStart {
  triggerItems?: Item[];
  startNodeId?: string;
  /** The workflows above a sub-workflow's run, root first (its parent run is `parent_run_id`). */
  lineage?: string[];
}

export interface QueueOptions {
  triggerItems?: Item[];
  startNodeId?: string;
  /** The run's id when the caller decides it (a sub-workflow's comes from its node's idempotency key). */
  runId?: string;
  /** The run whose execute-workflow node queues this one. */
  parent?: RunParent;
}

/** Stores a `queued` run of `target` (in `db`: a caller's transaction) without handing it to a queue yet. */
export async function insertQueuedRun(
  db: DbOrTx,
  now: Date,
  target: Pick<RunTarget, 'workflow' | 'versionNumber' | 'trigger'>,
  options: QueueOptions = {},
): Promise<string> {
  const runId = options.runId ?? randomUUID();
  const { triggerItems, startNodeId, parent } = options;
  const start: QueuedStart = { triggerItems, startNodeId, ...(parent ? { lineage: parent.lineage } : {}) };
  await db
    .insert(workflowRuns)
    .values({
      id: runId,
      workflowId: target.workflow.id,
      versionNumber: target.versionNumber,
      trigger: target.trigger,
      parentRunId: parent?.runId ?? null,
      status: 'queued',
      result: [],
      state: { ...emptyState(), start },
      startedAt: now,
      // Set by the engine when the run starts.
      deadline: now,
    })
    // The same id twice (a sub-workflow's node run again) is the same run: it is queued once.
    .onConflictDoNothing({ target: workflowRuns.id });
  return runId;
}

/** Stores a `queued` run of `target` and hands it to `queue`; the run's id. */
export async function queueRun(
  env: Pick<RunEnv, 'db' | 'now'>,
  queue: RunQueue,
  target: Pick<RunTarget, 'workflow' | 'versionNumber' | 'trigger'>,
  options: QueueOptions = {},
): Promise<string> {
  const runId = await insertQueuedRun(env.db, env.now(), target, options);
  await queue.enqueue(runId);
  return runId;
}

/**
 * Takes a waiting run out of its wait onto the queue (waiting → queued, in one statement, only while
 * `condition` holds), keeping what it waits for: the worker that claims it resumes it from that wait.
 * The run, or null when it was no longer waiting (another process, an approver or a cancellation came first).
 */
export async function queueWaitingRun(db: DbOrTx, runId: string, condition?: SQL) {
  const [row] = await db
    .update(workflowRuns)
    .set({ status: 'queued', leaseOwner: null, leaseUntil: null })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'waiting'), condition))
    .returning();
  return row ?? null;
}
