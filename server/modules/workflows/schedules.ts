/**
 * Schedules: while a workflow is active, each of its schedule-trigger nodes runs the active published
 * version at the times of its rules (trigger 'schedule', starting at that node). An activation hook starts
 * and stops the timers of one workflow as it is activated, switched or deactivated; `start` rebuilds them all
 * from the active workflows. Where ticks come from is a `ScheduleTimers` (croner timers in this process; with
 * REDIS_URL, BullMQ job schedulers will take its place), so tests tick by hand and never wait.
 */
import { Cron } from 'croner';
import type { RunRecord } from '../../engine/core';
import { InvalidScheduleError, scheduleRulesOf } from '../../engine/nodes/schedule-trigger/node-rules';
import { type CronRule, isDue, nextTicks } from '../../engine/nodes/schedule-trigger/rules';
import { Invalid } from '../../lib/errors';
import { ACTIVATION_HOOKS, type ActivationChange, type ActivationHook, activeWorkflows } from './activation';
import type { RunEnv } from './run-env';
import { executeRun } from './runtime';

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
  rule: CronRule;
}

export interface Scheduler {
  /** Registers the activation hook and starts the timers of every active workflow. */
  start(): Promise<void>;
  /** Stops every timer and leaves the activation hooks. */
  stop(): void;
  /** The timers running now, each with the next time it runs the workflow. */
  scheduled(): (ScheduledTrigger & { next: Date | null })[];
  /** Runs a workflow's schedule node now, as its tick does; undefined when it is not scheduled. */
  fire(workflowId: string, nodeId: string): Promise<RunRecord | undefined>;
}

const SCHEDULE_TYPE = 'schedule-trigger';

/** The schedule nodes of the version a change serves, with their rules (throws for a bad one). */
function triggersOf(change: ActivationChange): ScheduledTrigger[] {
  if (!change.active) return [];
  const { document } = change.active;
  return document.nodes
    .filter((node) => node.type === SCHEDULE_TYPE && !node.disabled)
    .flatMap((node) =>
      scheduleRulesOf(node, document.settings.timezone).map((rule) => ({
        workflowId: change.workflow.id,
        nodeId: node.id,
        rule,
      })),
    );
}

export function createScheduler(env: RunEnv, timers: ScheduleTimers = croner): Scheduler {
  const served = new Map<
    string,
    { change: ActivationChange; triggers: ScheduledTrigger[]; stops: (() => void)[] }
  >();

  const fire = async (workflowId: string, nodeId: string): Promise<RunRecord | undefined> => {
    const entry = served.get(workflowId);
    const active = entry?.change.active;
    if (!entry || !active || !entry.triggers.some((t) => t.nodeId === nodeId)) return undefined;
    return executeRun(
      env,
      {
        workflow: entry.change.workflow,
        document: active.document,
        versionNumber: active.versionNumber,
        trigger: 'schedule',
      },
      { startNodeId: nodeId },
    );
  };

  const unserve = (workflowId: string) => {
    for (const stop of served.get(workflowId)?.stops ?? []) stop();
    served.delete(workflowId);
  };

  const serve = (change: ActivationChange) => {
    unserve(change.workflow.id);
    let triggers: ScheduledTrigger[];
    try {
      triggers = triggersOf(change);
    } catch (err) {
      // Refused at activation already; a version stored before that check is logged, not fatal.
      env.log.error('schedule not started', { workflowId: change.workflow.id, error: String(err) });
      return;
    }
    if (triggers.length === 0) return;
    const stops = triggers.map((trigger) =>
      timers.every(trigger.rule, async (at) => {
        if (!isDue(trigger.rule, at)) return;
        try {
          await fire(trigger.workflowId, trigger.nodeId);
        } catch (err) {
          env.log.error('scheduled run failed to start', {
            workflowId: trigger.workflowId,
            nodeId: trigger.nodeId,
            error: err instanceof Error ? err.message : String(err),
          });
        }
      }),
    );
    served.set(change.workflow.id, { change, triggers, stops });
  };

  const hook: ActivationHook = {
    // A schedule that cannot run refuses the activation, so nothing changes.
    async apply(_tx, change) {
      try {
        triggersOf(change);
      } catch (err) {
        if (err instanceof InvalidScheduleError) throw new Invalid(err.message);
        throw err;
      }
    },
    committed: serve,
  };

  return {
    async start() {
      if (!ACTIVATION_HOOKS.includes(hook)) ACTIVATION_HOOKS.push(hook);
      for (const change of await activeWorkflows(env.db)) serve(change);
    },
    stop() {
      const at = ACTIVATION_HOOKS.indexOf(hook);
      if (at >= 0) ACTIVATION_HOOKS.splice(at, 1);
      for (const workflowId of [...served.keys()]) unserve(workflowId);
    },
    scheduled: () =>
      [...served.values()].flatMap((entry) =>
        entry.triggers.map((t) => ({ ...t, next: nextTicks(t.rule, env.now(), 1)[0] ?? null })),
      ),
    fire,
  };
}
