/**
 * The one place this module runs a document: every entry (a manual run, a decision, a timer, a webhook, a
 * sub-workflow, a retry) goes through `executeRun`, `continueRun` or `retryStoredRun`, which store each step
 * through the database RunStore, give the nodes the platform's services (`platformPorts`) and keep a handle
 * on runs going on in this process so they can be cancelled.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { workflowRuns } from '../../db/schema/workflows';
import { resumeDocument, retryDocument, runDocument } from '../../engine/adapter';
import type { Item, RunRecord } from '../../engine/core';
import type { PlatformPorts } from '../../engine/nodes/ports';
import { workflowLedgerPort } from './ledger-port';
import { workflowMailPort } from './mail-port';
import type { RunEnv, RunTarget } from './run-env';
import { settleRun } from './run-hooks';
import { createDatabaseRunStore } from './run-store';
import { type RunParent, workflowSubWorkflowPort } from './sub-workflow-port';

export type { RunEnv, RunTarget };

export interface ExecuteOptions {
  runId?: string;
  triggerItems?: Item[];
  pinData?: Record<string, Item[]>;
  startNodeId?: string;
  /** Extra services for this run (a webhook's response); merged over the platform's. */
  ports?: PlatformPorts;
  /** Set when an execute-workflow node starts this run. */
  parent?: RunParent;
}

/** Runs going on in this process, to cancel them. */
const inFlight = new Map<string, AbortController>();

export function cancelInFlight(runId: string): boolean {
  const controller = inFlight.get(runId);
  controller?.abort(new Error('Cancelled'));
  return controller !== undefined;
}

/**
 * The platform's services for a run of `target`: mail and AIZ payments at most once per idempotency key,
 * and sub-workflows. `lineage` (the workflows above this run) is known for a child started in this process;
 * otherwise it is read from the stored runs.
 */
export function platformPorts(
  env: RunEnv,
  target: RunTarget,
  runId: string,
  lineage?: string[],
): PlatformPorts {
  return {
    mail: workflowMailPort(env, runId),
    ledger: workflowLedgerPort(env, target, runId),
    workflows: workflowSubWorkflowPort(env, target, runId, lineage, {
      start: (child, options) => executeRun(env, child, options),
      retry: (child, record) => retryStoredRun(env, child, record),
    }),
  };
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
  const record = await tracked(runId, (signal) =>
    runDocument(target.document, {
      runId,
      store: createDatabaseRunStore(env.db, {
        workflowId: target.workflow.id,
        versionNumber: target.versionNumber,
        trigger: target.trigger,
        parentRunId: options.parent?.runId ?? null,
      }),
      triggerItems: options.triggerItems,
      pinData: options.pinData,
      startNodeId: options.startNodeId,
      signal,
      meta: meta(target, runId),
      ports: { ...platformPorts(env, target, runId, options.parent?.lineage), ...options.ports },
    }),
  );
  await settleRun(env, target, record);
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
      signal,
      meta: meta(target, record.id),
      ports: platformPorts(env, target, record.id),
      ...(options.decision === undefined ? {} : { decision: options.decision }),
    }),
  );
  await settleRun(env, target, next);
  return next;
}

/**
 * Runs a failed stored run again from the node that failed (its inputs kept on the checkpoint), then on.
 * Side effects done before keep their idempotency keys, so nothing is sent or paid twice. The run is
 * claimed first (failed → running): null when it is no longer failed (another retry took it).
 */
export async function retryStoredRun(
  env: RunEnv,
  target: RunTarget,
  record: RunRecord,
): Promise<RunRecord | null> {
  const claimed = await env.db
    .update(workflowRuns)
    .set({ status: 'running', finishedAt: null })
    .where(and(eq(workflowRuns.id, record.id), eq(workflowRuns.status, 'failed')))
    .returning({ id: workflowRuns.id });
  if (claimed.length === 0) return null;
  const next = await tracked(record.id, (signal) =>
    retryDocument(target.document, record, {
      store: createDatabaseRunStore(env.db, {
        workflowId: target.workflow.id,
        versionNumber: target.versionNumber,
        trigger: target.trigger,
      }),
      signal,
      meta: meta(target, record.id),
      ports: platformPorts(env, target, record.id),
    }),
  );
  await settleRun(env, target, next);
  return next;
}

export { documentOfRun } from './stored-run';
