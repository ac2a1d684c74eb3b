/**
 * Schedules: while a workflow is active, each of its schedule-trigger nodes runs the active published
 * version at the times of its rules (trigger 'schedule', starting at that node). An activation hook follows
 * a workflow as it is activated, switched or deactivated; `start` rebuilds every schedule from the active
 * workflows. Where ticks come from:
 *
 * - without REDIS_URL, croner timers in this process (`ScheduleTimers`; tests tick by hand and never wait);
 * - with REDIS_URL, BullMQ job schedulers (`JobSchedules`, bullmq-schedules.ts): activation upserts one per
 *   rule with its cron pattern and zone, deactivation and re-activation remove them, and a worker process
 *   takes each tick's job and only queues the run (`fireTick`).
 *
 * A tick fires once however many processes serve it: `fireTick` claims a row keyed by workflow, node and
 * tick time (insert … on conflict do nothing) in the transaction that stores the queued run, and only the
 * claimer queues it. It reads the active version from the database at the tick, so a process that missed a
 * deactivation made in another process starts nothing.
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import { workflows, workflowVersions } from '../../../db/schema/workflows';
import { workflowScheduleTicks } from '../../../db/schema/workflows-schedules';
import type { RunRecord } from '../../../engine/core';
import { InvalidScheduleError, scheduleRulesOf } from '../../../engine/nodes/schedule-trigger/node-rules';
import { type CronRule, isDue, nextTicks } from '../../../engine/nodes/schedule-trigger/rules';
import { Invalid } from '../../../lib/errors';
import { executeRun } from '../execution';
import type { RunEnv, RunTarget } from '../runs';
import { insertQueuedRun } from '../runs';
import { loadStored } from '../workflow-rows';
import { ACTIVATION_HOOKS, type ActivationChange, type ActivationHook, activeWorkflows } from './activation';

/** Calls `tick` at every time of `rule` until the answered stop is called. */
export interface ScheduleTimers {
  every(rule: CronRule, tick: (at: Date) => Promise<void>): () => void;
}

/** Timers in this process; `protect` skips a tick while the previous one of the same timer still runs. */
export const croner: ScheduleTimers = {
  every(rule, tick) {
    const job = new Cron(rule.pattern, { timezone: rule.timezone, protect: true }, (self: Cron) =>
      tick(self.currentRun() ?? new Date()),
    );
    return () => job.stop();
  },
};

export interface ScheduledTrigger {
  workflowId: string;
  nodeId: string;
  /** Which of the node's rules (a node may have several intervals). */
  ruleIndex: number;
  rule: CronRule;
}

/** Ticks kept elsewhere (BullMQ job schedulers in Redis): set per workflow, shared by every process. */
export interface JobSchedules {
  /** Replaces the job schedulers of `workflowId` with one per trigger (none removes them). */
  set(workflowId: string, triggers: ScheduledTrigger[]): Promise<void>;
  /** Removes the job schedulers of every workflow not in `keep` (deactivated while no process served). */
  keepOnly(keep: Set<string>): Promise<void>;
}

export interface Scheduler {
  /** Registers the activation hook and starts the schedules of every active workflow. */
  start(): Promise<void>;
  /** Stops every in-process timer and leaves the activation hooks (job schedulers stay in Redis). */
  stop(): void;
  /** The schedules this process serves, each with the next time it runs the workflow. */
  scheduled(): (ScheduledTrigger & { next: Date | null })[];
  /** Follows the active workflows in the database (activations made through other processes). */
  resync(): Promise<void>;
  /** Fires a workflow's schedule node for the tick at `at` (now by default), as its timer does. */
  fire(workflowId: string, nodeId: string, at?: Date): Promise<FiredTick | undefined>;
}

/** A tick this process claimed: its run, and the run's record when it ran here (no queue). */
export interface FiredTick {
  runId: string;
  record?: RunRecord;
}

const SCHEDULE_TYPE = 'schedule-trigger';

/** The schedule nodes of a document, with their rules (throws for a bad one). */
function triggersIn(workflowId: string, change: ActivationChange['active']): ScheduledTrigger[] {
  if (!change) return [];
  const { document } = change;
  return document.nodes
    .filter((node) => node.type === SCHEDULE_TYPE && !node.disabled)
    .flatMap((node) =>
      scheduleRulesOf(node, document.settings.timezone).map((rule, ruleIndex) => ({
        workflowId,
        nodeId: node.id,
        ruleIndex,
        rule,
      })),
    );
}

/** Cron patterns have whole seconds at most: every process names a tick the same. */
const tickTime = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/** The active version of a workflow and the schedule node's trigger in it; undefined when not served. */
async function activeTrigger(
  env: Pick<RunEnv, 'db'>,
  workflowId: string,
  nodeId: string,
): Promise<{ target: RunTarget; triggers: ScheduledTrigger[] } | undefined> {
  const [row] = await env.db
    .select({ workflow: workflows, document: workflowVersions.document, number: workflowVersions.number })
    .from(workflows)
    .innerJoin(
      workflowVersions,
      and(
        eq(workflowVersions.workflowId, workflows.id),
        eq(workflowVersions.number, workflows.activeVersion),
      ),
    )
    .where(eq(workflows.id, workflowId));
  if (!row) return undefined;
  const active = { versionNumber: row.number, document: loadStored(row.document) };
  let triggers: ScheduledTrigger[];
  try {
    triggers = triggersIn(workflowId, active).filter((t) => t.nodeId === nodeId);
  } catch {
    return undefined; // refused at activation; a version stored before that check starts nothing
  }
  if (triggers.length === 0) return undefined;
  return {
    target: {
      workflow: row.workflow,
      document: active.document,
      versionNumber: row.number,
      trigger: 'schedule',
    },
    triggers,
  };
}

/**
 * Fires the tick at `at` of a schedule node, wherever the tick came from: when the workflow still serves the
 * node (and an "every N weeks" rule is due), claims the tick and stores its queued run in one transaction,
 * then hands the run to the queue (or, without one, runs it here). Undefined when there was nothing to fire
 * or another process claimed the tick first.
 */
export async function fireTick(
  env: RunEnv,
  workflowId: string,
  nodeId: string,
  at: Date,
  ruleIndex?: number,
): Promise<FiredTick | undefined> {
  const served = await activeTrigger(env, workflowId, nodeId);
  if (!served) return undefined;
  const rules =
    ruleIndex === undefined ? served.triggers : served.triggers.filter((t) => t.ruleIndex === ruleIndex);
  if (!rules.some((t) => isDue(t.rule, at))) return undefined;
  const tickAt = tickTime(at);
  const { queue } = env;
  const runId = await env.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(workflowScheduleTicks)
      .values({ workflowId, nodeId, tickAt, runId: randomUUID(), createdAt: env.now() })
      .onConflictDoNothing()
      .returning({ runId: workflowScheduleTicks.runId });
    if (!claimed) return undefined;
    if (queue)
      await insertQueuedRun(tx, env.now(), served.target, { runId: claimed.runId, startNodeId: nodeId });
    return claimed.runId;
  });
  if (!runId) return undefined;
  if (queue) {
    // Stored as queued: should the queue refuse it now (shutting down), a sweep takes it later.
    await queue.enqueue(runId);
    return { runId };
  }
  const record = await executeRun(env, served.target, { runId, startNodeId: nodeId });
  return { runId, record };
}

export const SCHEDULE_RESYNC_MS = 60_000;

export function createScheduler(
  env: RunEnv,
  ticks: ScheduleTimers | JobSchedules = croner,
  options: { resyncMs?: number } = {},
): Scheduler {
  const jobs = 'set' in ticks ? ticks : undefined;
  const timers = 'every' in ticks ? ticks : undefined;
  const served = new Map<string, { triggers: ScheduledTrigger[]; stops: (() => void)[] }>();
  /** The version each workflow was last served at (null: not active), to see what changed at a resync. */
  const versions = new Map<string, number | null>();
  let resyncTimer: NodeJS.Timeout | undefined;

  const logFailure = (what: string, workflowId: string, nodeId?: string) => (err: unknown) =>
    env.log.error(what, {
      workflowId,
      ...(nodeId ? { nodeId } : {}),
      error: err instanceof Error ? err.message : String(err),
    });

  const unserve = (workflowId: string) => {
    for (const stop of served.get(workflowId)?.stops ?? []) stop();
    served.delete(workflowId);
  };

  const serve = async (change: ActivationChange) => {
    const workflowId = change.workflow.id;
    unserve(workflowId);
    versions.set(workflowId, change.active?.versionNumber ?? null);
    let triggers: ScheduledTrigger[];
    try {
      triggers = triggersIn(workflowId, change.active);
    } catch (err) {
      // Refused at activation already; a version stored before that check is logged, not fatal.
      logFailure('schedule not started', workflowId)(err);
      triggers = [];
    }
    if (jobs) {
      // Re-activation replaces the schedulers; deactivation (no triggers) removes them.
      await jobs
        .set(workflowId, triggers)
        .catch(logFailure('could not update the job schedulers', workflowId));
    }
    if (triggers.length === 0) return;
    const stops = timers
      ? triggers.map((trigger) =>
          timers.every(trigger.rule, async (at) => {
            await fireTick(env, workflowId, trigger.nodeId, at, trigger.ruleIndex).catch(
              logFailure('scheduled run failed to start', workflowId, trigger.nodeId),
            );
          }),
        )
      : [];
    served.set(workflowId, { triggers, stops });
  };

  const hook: ActivationHook = {
    // A schedule that cannot run refuses the activation, so nothing changes.
    async apply(_tx, change) {
      try {
        triggersIn(change.workflow.id, change.active);
      } catch (err) {
        if (err instanceof InvalidScheduleError) throw new Invalid(err.message);
        throw err;
      }
    },
    committed: serve,
  };

  const resync = async () => {
    const active = await activeWorkflows(env.db);
    for (const change of active) {
      if (versions.get(change.workflow.id) !== change.active?.versionNumber) await serve(change);
    }
    const ids = new Set(active.map((change) => change.workflow.id));
    for (const [workflowId, version] of versions) {
      if (version !== null && !ids.has(workflowId)) {
        unserve(workflowId);
        versions.set(workflowId, null);
      }
    }
  };

  return {
    async start() {
      if (!ACTIVATION_HOOKS.includes(hook)) ACTIVATION_HOOKS.push(hook);
      const active = await activeWorkflows(env.db);
      for (const change of active) await serve(change);
      await jobs
        ?.keepOnly(new Set(active.map((change) => change.workflow.id)))
        .catch(logFailure('could not remove stale job schedulers', '*'));
      // Job schedulers are shared through Redis; timers in process follow the database.
      if (timers && !resyncTimer) {
        resyncTimer = setInterval(() => {
          resync().catch(logFailure('could not reload the active schedules', '*'));
        }, options.resyncMs ?? SCHEDULE_RESYNC_MS);
        resyncTimer.unref();
      }
    },
    stop() {
      clearInterval(resyncTimer);
      resyncTimer = undefined;
      const at = ACTIVATION_HOOKS.indexOf(hook);
      if (at >= 0) ACTIVATION_HOOKS.splice(at, 1);
      for (const workflowId of [...served.keys()]) unserve(workflowId);
      versions.clear();
    },
    resync,
    scheduled: () =>
      [...served.values()].flatMap((entry) =>
        entry.triggers.map((t) => ({ ...t, next: nextTicks(t.rule, env.now(), 1)[0] ?? null })),
      ),
    async fire(workflowId, nodeId, at = env.now()) {
      if (!served.get(workflowId)?.triggers.some((t) => t.nodeId === nodeId)) return undefined;
      return fireTick(env, workflowId, nodeId, at);
    },
  };
}
