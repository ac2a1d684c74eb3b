/**
 * Durable timers: waiting runs whose `waiting_for.until` has passed go on. A wait node's run continues
 * with its items; an approval (or any decision) that timed out continues with the decision 'timeout'
 * and its links end. The time is stored with the run, so after a restart the overdue runs go on at the
 * first tick. Each run is claimed (waiting → running in one statement) before it continues, so with
 * several processes polling, each run still goes on once.
 *
 * With a run queue (env.queue) the claim puts the run on it (waiting → queued, keeping what it waited for)
 * and a worker continues it under a lease (queued-runs.ts), so a burst of due runs goes at the queue's pace
 * and a worker that dies mid-run leaves it to the next one. Without one the timer continues it here.
 *
 * It polls every `intervalMs` (other processes add waits too) and, when the next due time is nearer than
 * that, sleeps just until it. Tests call `tick()` with their own clock instead of starting it.
 */
import { and, asc, eq, min, sql } from 'drizzle-orm';
import { workflowRuns } from '../../../db/schema/workflows';
import { endApprovalLinks, queueWaitingRun, type RunEnv, type RunEnvDeps, runEnvOf } from '../runs';
import { claimWaitingRun, continueClaimedRun, type RunRow } from './resume-waiting';

export interface WorkflowTimers {
  /** Continues every run whose time has come (as of `env.now()`); answers how many it continued. */
  tick(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the runs it is continuing to reach their next stop. */
  stop(): Promise<void>;
}

/** How many due runs one query claims at most; a tick goes on until none is left. */
const BATCH = 100;

const until = sql`(${workflowRuns.waitingFor}->>'until')::double precision`;

export function createWorkflowTimers(env: RunEnv, options: { intervalMs: number }): WorkflowTimers {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();

  async function continueDue(run: RunRow, nowMs: number): Promise<boolean> {
    const at = new Date(nowMs);
    const { queue } = env;
    const claimed = await env.db.transaction(async (tx) => {
      const due = sql`${until} <= ${nowMs}`;
      const row = queue ? await queueWaitingRun(tx, run.id, due) : await claimWaitingRun(tx, run.id, due);
      const wait = row?.waitingFor as { kind?: string; nodeId?: string } | null | undefined;
      if (wait?.kind === 'decision')
        await endApprovalLinks(tx, run.id, wait.nodeId, { decision: 'timeout', via: 'timer', at });
      return row;
    });
    if (!claimed) return false; // another process, an approver or a cancellation came first
    if (queue) {
      await queue.enqueue(claimed.id);
      return true;
    }
    const wait = claimed.waitingFor as { kind?: string };
    await continueClaimedRun(env, claimed, wait.kind === 'decision' ? 'timeout' : undefined);
    return true;
  }

  async function tick(): Promise<number> {
    const nowMs = env.now().getTime();
    let continued = 0;
    for (;;) {
      const due = await env.db
        .select()
        .from(workflowRuns)
        .where(and(eq(workflowRuns.status, 'waiting'), sql`${until} <= ${nowMs}`))
        .orderBy(asc(until))
        .limit(BATCH);
      const results = await Promise.allSettled(due.map((run) => continueDue(run, nowMs)));
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') continued += result.value ? 1 : 0;
        else
          env.log.error('timer could not continue a run', {
            runId: due[i]?.id,
            error: result.reason instanceof Error ? result.reason.message : String(result.reason),
          });
      });
      if (due.length < BATCH) return continued;
    }
  }

  async function nextDelay(): Promise<number> {
    const [next] = await env.db
      .select({ at: min(until) })
      .from(workflowRuns)
      .where(eq(workflowRuns.status, 'waiting'));
    const at = next?.at === null || next?.at === undefined ? null : Number(next.at);
    if (at === null) return options.intervalMs;
    return Math.min(options.intervalMs, Math.max(0, at - env.now().getTime()));
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick()
        .then(nextDelay)
        .catch((err: unknown) => {
          env.log.error('workflow timers failed', {
            error: err instanceof Error ? err.message : String(err),
          });
          return options.intervalMs;
        })
        .then(schedule);
    }, delay);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** The app's timers, started (main.ts, once); their links point at PUBLIC_ORIGIN (see runLinks). */
export function startWorkflowTimers(deps: RunEnvDeps): WorkflowTimers {
  const timers = createWorkflowTimers(runEnvOf(deps), { intervalMs: deps.config.workflowTimerIntervalMs });
  timers.start();
  return timers;
}
