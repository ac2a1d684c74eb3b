/**
 * The one place this module runs a document: every entry (a manual run, a decision, a timer, a webhook, a
 * sub-workflow) goes through `executeRun` or `continueRun`, which store each step through the database
 * RunStore, give the nodes the platform's services (`platformPorts`) and keep a handle on runs going on in
 * this process so they can be cancelled.
 */
import { randomUUID } from 'node:crypto';
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowVersions } from '../../db/schema/workflows';
import { partialDocument, resumeDocument, runDocument, systemClock } from '../../engine/adapter';
import type { EngineClock, RunRecord } from '../../engine/core';
import type { CredentialsPort, PlatformPorts } from '../../engine/nodes/ports';
import { createAiPort } from './ai-port';
import type { ExecuteOptions, RunEnv, Runner, RunTarget } from './run-env';
import { settleRun } from './run-hooks';
import { createDatabaseRunStore } from './run-store';

export { documentOfRun } from './workflow-rows';
export type { ExecuteOptions, RunEnv, RunTarget };

/** Runs going on in this process, to cancel them. */
const inFlight = new Map<string, AbortController>();

export function cancelInFlight(runId: string): boolean {
  const controller = inFlight.get(runId);
  controller?.abort(new Error('Cancelled'));
  return controller !== undefined;
}

/** The platform's services for a run of `target`: filled in as the platform nodes arrive. */
export function platformPorts(env: RunEnv, _target: RunTarget, _runId: string): PlatformPorts {
  return { http: env.http, ai: createAiPort(env.ai) };
}

/** The app's clock for the engine: run times, wait times and `$now` follow it (tests set it; timers compare with it). */
const clockOf = (env: RunEnv): EngineClock => ({ now: () => env.now().getTime(), sleep: systemClock.sleep });
/**
 * The workflow owner's credentials for checks made before a run starts (a webhook's caller). Undefined
 * until the credentials module is wired in here; meanwhile a webhook with authentication answers 503.
 */
export function credentialsPort(_env: RunEnv, _target: RunTarget): CredentialsPort | undefined {
  return undefined;
}

async function tracked<T>(runId: string, go: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  inFlight.set(runId, controller);
  try {
    return await go(controller.signal);
  } finally {
    inFlight.delete(runId);
  }
}

function meta(target: RunTarget, runId: string) {
  const mode: 'manual' | 'production' =
    target.trigger === 'manual' || target.trigger === 'partial' ? 'manual' : 'production';
  return {
    workflow: { id: target.workflow.id, name: target.workflow.name, active: target.versionNumber !== null },
    execution: { id: runId, mode },
  };
}

/** Starts a run of `target` and takes it to its end or its first wait; every step is stored as it goes. */
export async function executeRun(
  env: RunEnv,
  target: RunTarget,
  options: ExecuteOptions = {},
): Promise<RunRecord> {
  const runId = options.runId ?? randomUUID();
  const record = await tracked(runId, (signal) => {
    const run = {
      runId,
      store: createDatabaseRunStore(env.db, {
        workflowId: target.workflow.id,
        versionNumber: target.versionNumber,
        trigger: target.trigger,
      }),
      clock: clockOf(env),
      triggerItems: options.triggerItems,
      pinData: options.pinData,
      signal,
      meta: meta(target, runId),
      ports: { ...platformPorts(env, target, runId), ...options.ports },
    };
    const { partial } = options;
    return partial
      ? partialDocument(target.document, partial.previous, { ...run, fromNodeId: partial.fromNodeId })
      : runDocument(target.document, { ...run, startNodeId: options.startNodeId });
  });
  await settleRun(env, target, record, runner);
  return record;
}

/** Continues a stored run (a decision, a wait that is over, a run cut off by a restart) from its checkpoint. */
export async function continueRun(
  env: RunEnv,
  target: RunTarget,
  record: RunRecord,
  options: { decision?: unknown } = {},
): Promise<RunRecord> {
  const next = await tracked(record.id, (signal) =>
    resumeDocument(target.document, record, {
      store: createDatabaseRunStore(env.db, {
        workflowId: target.workflow.id,
        versionNumber: target.versionNumber,
        trigger: target.trigger,
      }),
      clock: clockOf(env),
      signal,
      meta: meta(target, record.id),
      ports: platformPorts(env, target, record.id),
      ...(options.decision === undefined ? {} : { decision: options.decision }),
    }),
  );
  await settleRun(env, target, next, runner);
  return next;
}

/** What run hooks get to start a run (the error workflow) without importing this file. */
const runner: Runner = { executeRun };
