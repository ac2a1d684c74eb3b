/**
 * Runs that go through a queue instead of the caller's request: `queueRun` stores the run as `queued` with
 * what its start needs (the trigger's items and node) and hands its id to the queue; `queuedRunProcessor`
 * is what a queue's worker does with an id: claim the run under a lease, renew the lease while it runs, and
 * execute it — from its start, out of the wait it was queued from (a timer), or, when a dead worker left it
 * mid-run, from its last checkpoint. Every write of the run is fenced by the claim's token (run-lease.ts): a
 * worker that lost its lease meanwhile stops at its next write with `LeaseLost`, writes nothing, and logs it.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, ne } from 'drizzle-orm';
import { workflowRuns, workflows } from '../../../db/schema/workflows';
import type { QueuedStart, RunProcessor } from '../runs';
import {
  claimRun,
  DEFAULT_LEASE,
  heldBy,
  type Lease,
  LeaseLost,
  type LeaseTimes,
  RunStateNotKept,
  readRunRows,
  recordFromRows,
  renewLease,
} from '../runs';
import { continueRun, documentOfRun, executeRun, type RunEnv, type RunTarget } from './runtime';

export { insertQueuedRun, type QueueOptions, queueRun, queueWaitingRun } from '../runs';

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
    const held: Lease = { owner, token: claimed.leaseToken };
    const lost = new AbortController();
    let done = false;
    const heartbeat = setInterval(() => {
      renewLease(env.db, runId, held, env.now(), lease.leaseMs)
        .then(async (renewed) => {
          // A renewal answered after the run ended (its last write let go of the lease) means nothing.
          if (renewed || lost.signal.aborted || done || (await endedHere(env, runId, held))) return;
          // Another worker holds the run now: stop it here; its next write would be refused anyway.
          lost.abort(new LeaseLost(runId, held));
          env.log.warn('a queued run was taken over by another worker: stopping it here', {
            runId,
            owner,
            token: held.token,
          });
        })
        .catch((err) => env.log.warn('could not renew a run lease', { runId, error: String(err) }));
    }, lease.renewMs);
    heartbeat.unref();
    try {
      await executeClaimed(env, claimed, held, lost.signal);
    } catch (err) {
      if (err instanceof RunStateNotKept) {
        // Its checkpoint was too large to store: it cannot go on, and says why instead of being tried again.
        await env.db
          .update(workflowRuns)
          .set({
            status: 'failed',
            error: { message: err.message, code: 'too_large' },
            finishedAt: env.now(),
          })
          .where(heldBy(runId, held));
        return;
      }
      if (!(err instanceof LeaseLost)) throw err;
      env.log.warn('lease lost: the run was stopped without writing, its new owner goes on with it', {
        runId,
        owner,
        token: held.token,
      });
    } finally {
      done = true;
      clearInterval(heartbeat);
      // The run's last write let go of the lease (run-store.ts); this is for a run that ended without one
      // (a cancellation before its first node). A run that waits is continued later by whoever takes it out
      // of its wait, without a lease. One still `running` (executing it threw) keeps its lease, so another
      // worker tries again once it runs out.
      await env.db
        .update(workflowRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(heldBy(runId, held), ne(workflowRuns.status, 'running')));
    }
  };
}

/** True when `runId` is no longer running and nobody holds it: it ended under this claim, not taken over. */
async function endedHere(env: RunEnv, runId: string, held: Lease): Promise<boolean> {
  const [row] = await env.db
    .select({ status: workflowRuns.status, owner: workflowRuns.leaseOwner, token: workflowRuns.leaseToken })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, runId));
  return row !== undefined && row.status !== 'running' && row.owner === null && row.token === held.token;
}

async function executeClaimed(
  env: RunEnv,
  claimed: typeof workflowRuns.$inferSelect,
  lease: Lease,
  stop: AbortSignal,
): Promise<void> {
  const [workflow] = await env.db.select().from(workflows).where(eq(workflows.id, claimed.workflowId));
  if (!workflow) return; // deleted since: its runs went with it
  const document = await documentOfRun(env.db, workflow, claimed.versionNumber);
  const target: RunTarget = {
    workflow,
    document,
    versionNumber: claimed.versionNumber,
    trigger: claimed.trigger,
  };
  const state = claimed.state as { start?: QueuedStart; waitingRun?: unknown };
  if (state.start) {
    // Not started yet, or its worker died before the first checkpoint: start it (again) from the trigger.
    const { lineage, ...start } = state.start;
    const parent = claimed.parentRunId ? { runId: claimed.parentRunId, lineage: lineage ?? [] } : undefined;
    await executeRun(env, target, { runId: claimed.id, ...start, parent, lease, stop });
    return;
  }
  const { steps } = await readRunRows(env.db, claimed.workflowId, claimed.id);
  const wait = claimed.waitingFor as { kind?: string } | null;
  if (wait && state.waitingRun) {
    // Queued out of its wait (its time came) and not continued yet: it goes on from the waiting node, and an
    // approval that timed out gets the decision 'timeout'.
    const record = recordFromRows({ ...claimed, status: 'waiting' }, steps);
    const decision = wait.kind === 'decision' ? 'timeout' : undefined;
    await continueRun(env, target, record, { lease, stop, ...(decision === undefined ? {} : { decision }) });
    return;
  }
  await continueRun(env, target, recordFromRows({ ...claimed, status: 'running' }, steps), { lease, stop });
}
