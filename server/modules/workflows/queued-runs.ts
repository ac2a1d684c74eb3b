/**
 * Runs that go through a queue instead of the caller's request: `queueRun` stores the run as `queued` with
 * what its start needs (the trigger's items and node) and hands its id to the queue; `queuedRunProcessor`
 * is what a queue's worker does with an id: claim the run under a lease, renew the lease while it runs, and
 * execute it — from its start, or, when a dead worker left it mid-run, from its last checkpoint.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, ne } from 'drizzle-orm';
import { workflowRuns, workflows } from '../../db/schema/workflows';
import type { Item } from '../../engine/core';
import { emptyState } from '../../engine/core/run-record';
import { claimRun, DEFAULT_LEASE, type LeaseTimes, renewLease } from './run-lease';
import type { RunProcessor, RunQueue } from './run-queue';
import { readRunRows } from './runs-service';
import { continueRun, documentOfRun, executeRun, type RunEnv, type RunTarget } from './runtime';
import { recordFromRows } from './stored-record';

/** What a queued run starts with, kept in its state until the engine writes its first checkpoint. */
interface QueuedStart {
  triggerItems?: Item[];
  startNodeId?: string;
}

/** Stores a `queued` run of `target` and hands it to `queue`; the run's id. */
export async function queueRun(
  env: Pick<RunEnv, 'db' | 'now'>,
  queue: RunQueue,
  target: Pick<RunTarget, 'workflow' | 'versionNumber' | 'trigger'>,
  start: QueuedStart & { parentRunId?: string } = {},
): Promise<string> {
  const runId = randomUUID();
  const now = env.now();
  const { parentRunId, ...first } = start;
  await env.db.insert(workflowRuns).values({
    id: runId,
    workflowId: target.workflow.id,
    versionNumber: target.versionNumber,
    trigger: target.trigger,
    parentRunId: parentRunId ?? null,
    status: 'queued',
    result: [],
    state: { ...emptyState(), start: first },
    startedAt: now,
    // Set by the engine when the run starts.
    deadline: now,
  });
  await queue.enqueue(runId);
  return runId;
}

/** A name for this process's claims, unique across machines and restarts. */
export const workerName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Executes queued runs for `owner`; a run another worker holds, or that has ended, is skipped. */
export function queuedRunProcessor(
  env: RunEnv,
  owner: string,
  lease: LeaseTimes = DEFAULT_LEASE,
): RunProcessor {
  return async (runId) => {
    const claimed = await claimRun(env.db, runId, owner, env.now(), lease.leaseMs);
    if (!claimed) return;
    const heartbeat = setInterval(() => {
      renewLease(env.db, runId, owner, env.now(), lease.leaseMs)
        .then((held) => {
          if (!held) env.log.warn('a queued run was taken over by another worker', { runId, owner });
        })
        .catch((err) => env.log.warn('could not renew a run lease', { runId, error: String(err) }));
    }, lease.renewMs);
    heartbeat.unref();
    try {
      await executeClaimed(env, claimed);
    } finally {
      clearInterval(heartbeat);
      // A run that waits is continued later by whoever takes it out of its wait, without a lease. One still
      // `running` (executing it threw) keeps its lease, so another worker tries again once it runs out.
      await env.db
        .update(workflowRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(
          and(
            eq(workflowRuns.id, runId),
            eq(workflowRuns.leaseOwner, owner),
            ne(workflowRuns.status, 'running'),
          ),
        );
    }
  };
}

async function executeClaimed(env: RunEnv, claimed: typeof workflowRuns.$inferSelect): Promise<void> {
  const [workflow] = await env.db.select().from(workflows).where(eq(workflows.id, claimed.workflowId));
  if (!workflow) return; // deleted since: its runs went with it
  const document = await documentOfRun(env.db, workflow, claimed.versionNumber);
  const target: RunTarget = {
    workflow,
    document,
    versionNumber: claimed.versionNumber,
    trigger: claimed.trigger,
  };
  const state = claimed.state as { start?: QueuedStart };
  if (state.start) {
    // Not started yet, or its worker died before the first checkpoint: start it (again) from the trigger.
    await executeRun(env, target, { runId: claimed.id, ...state.start });
    return;
  }
  const { steps } = await readRunRows(env.db, claimed.workflowId, claimed.id);
  await continueRun(env, target, recordFromRows({ ...claimed, status: 'running' }, steps));
}
