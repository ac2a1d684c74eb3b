/**
 * The one place this module runs a document: every entry (a manual run, a decision, a timer, a webhook, a
 * sub-workflow, a retry) goes through `executeRun`, `continueRun` or `retryStoredRun`, which store each step
 * through the database RunStore, give the nodes the platform's services (`platformPorts`) and keep a handle
 * on runs going on in this process so they can be cancelled.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createAiPort } from '../../../ai/workflow-ai-port';
import { workflowRuns } from '../../../db/schema/workflows';
import {
  partialDocument,
  resumeDocument,
  retryDocument,
  runDocument,
  systemClock,
} from '../../../engine/adapter';
import type { EngineClock, RunRecord } from '../../../engine/core';
import type { CredentialsPort, HttpPort, PlatformPorts } from '../../../engine/nodes/ports';
import { SecretValues } from '../../../lib/secret-values';
import { openCredentialsPort } from '../../credentials';
import {
  workflowConversationPort,
  workflowKnowledgePort,
  workflowLedgerPort,
  workflowMailPort,
  workflowMcpPort,
  workflowMemoryPort,
  workflowSubWorkflowPort,
} from '../ports';
import type { ExecuteOptions, Lease, RunEnv, Runner, RunTarget } from '../runs';
import { createDatabaseRunStore, REQUEST_WRITE_BEHIND, scrubbingRunStore } from '../runs';
import { publishingRunStore } from './run-events';
import { settleRun } from './run-hooks';
import { providedPorts } from './run-ports';

export { documentOfRun } from '../workflow-rows';
export type { ExecuteOptions, RunEnv, RunTarget };

/** Runs going on in this process, to cancel them. */
const inFlight = new Map<string, AbortController>();
/** Their executions, for a graceful stop to wait on (a run answered early goes on after its request). */
const executions = new Set<Promise<unknown>>();

/** `work` (a run and its hooks) counted among the executions a graceful stop waits for. */
function counted<T>(work: () => Promise<T>): Promise<T> {
  const execution = work();
  executions.add(execution);
  // One reaction for both outcomes (a finally and its catch made two promises a run).
  const forget = () => {
    executions.delete(execution);
  };
  execution.then(forget, forget);
  return execution;
}

/**
 * Waits until the runs going on in this process have ended (or waited), at most `timeoutMs`: a graceful stop
 * lets them write their last checkpoint before the database closes. Answers how many were still going.
 */
export async function settleRunsInFlight(timeoutMs: number): Promise<{ unfinished: number }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  // Runs a run starts (a sub-workflow) join the set while we wait: wait again until it is empty.
  while (executions.size > 0) {
    const settled = await Promise.race([
      Promise.allSettled([...executions]).then(() => true),
      timeUp.then(() => false),
    ]);
    if (!settled) break;
  }
  clearTimeout(timer);
  return { unfinished: executions.size };
}

export function cancelInFlight(runId: string): boolean {
  const controller = inFlight.get(runId);
  controller?.abort(new Error('Cancelled'));
  return controller !== undefined;
}

/**
 * The platform's services for a run of `target`: the owner's credentials, outbound HTTP, the AI router, mail
 * and AIZ payments at most once per idempotency key, and sub-workflows. `secrets` gathers the credential
 * values handed out, to scrub them from what the run stores. `lineage` (the workflows above this run) is
 * known for a child started in this process; otherwise it is read from the stored runs.
 */
export function platformPorts(
  env: RunEnv,
  target: RunTarget,
  runId: string,
  run: { secrets: SecretValues; lineage?: string[] },
): PlatformPorts {
  return {
    // Another module's (the solar port), added by app.ts and worker.ts; the platform's below come first.
    ...providedPorts(env, target, runId),
    // OAuth2 token URLs are reached through the run's guarded HTTP port.
    credentials: credentialsFor(env, target.workflow.ownerId, { secrets: run.secrets, http: env.http }),
    http: env.http,
    ai: createAiPort(env.ai),
    knowledge: workflowKnowledgePort(env, target.workflow.id),
    mail: workflowMailPort(env, runId),
    memory: workflowMemoryPort(env, target),
    conversation: workflowConversationPort(env, target),
    mcp: workflowMcpPort(env.http),
    ledger: workflowLedgerPort(env, target, runId),
    workflows: workflowSubWorkflowPort(env, target, runId, run.lineage, {
      start: (child, options) => executeRun(env, child, options),
      retry: (child, record) => retryStoredRun(env, child, record),
    }),
  };
}

/** The app's clock for the engine: run times, wait times and `$now` follow it (tests set it; timers compare with it). */
const clockOf = (env: RunEnv): EngineClock => ({
  now: () => env.now().getTime(),
  sleep: systemClock.sleep,
  timer: systemClock.timer,
});

/**
 * The workflow owner's credentials, for a run or for a check before one (a webhook's authentication).
 * `secrets` gathers the values handed out, to scrub them from what the run stores.
 */
export function credentialsFor(
  env: Pick<RunEnv, 'db' | 'now' | 'credentialKeys'>,
  ownerId: string,
  options: { secrets?: SecretValues; http?: HttpPort } = {},
): CredentialsPort {
  return openCredentialsPort({ db: env.db, now: env.now, keys: env.credentialKeys, ...options }, ownerId);
}

/** The owner's credentials for a webhook's caller check, made before any run starts. */
export function credentialsPort(env: RunEnv, target: RunTarget): CredentialsPort {
  return credentialsFor(env, target.workflow.ownerId, { http: env.http });
}

/**
 * Runs `go` cancellable by `cancelInFlight(runId)`, by `stop` (a worker that lost the run's lease), and by
 * `caller` (the HTTP client that started it went away).
 */
async function tracked<T>(
  runId: string,
  go: (signal: AbortSignal) => Promise<T>,
  stop?: AbortSignal,
  caller?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  inFlight.set(runId, controller);
  const onStop = () => controller.abort(stop?.reason);
  const callerGone = () => controller.abort(new Error('Cancelled: the client went away'));
  stop?.addEventListener('abort', onStop, { once: true });
  caller?.addEventListener('abort', callerGone, { once: true });
  if (stop?.aborted) onStop();
  else if (caller?.aborted) callerGone();
  try {
    return await go(controller.signal);
  } finally {
    stop?.removeEventListener('abort', onStop);
    caller?.removeEventListener('abort', callerGone);
    // A later execution of the same run (a takeover in this process) keeps its own handle.
    if (inFlight.get(runId) === controller) inFlight.delete(runId);
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

/** The run's rows, written with the values of the credentials it opened blanked out. */
const storeFor = (
  env: RunEnv,
  target: RunTarget,
  secrets: SecretValues,
  parentRunId: string | null = null,
  lease?: Lease,
) => {
  const meta = {
    workflowId: target.workflow.id,
    versionNumber: target.versionNumber,
    trigger: target.trigger,
    parentRunId,
  };
  // Published from inside the scrubbing, so an error message carries no secret into an event either.
  return scrubbingRunStore(
    publishingRunStore(
      createDatabaseRunStore(
        env.db,
        meta,
        // A webhook's, a chat's or a deployment surface's caller waits on the run: its checkpoints are
        // written together (run-store.ts says what a crash loses). A queued run (one with a lease) has no
        // caller waiting, and writes each one fenced.
        !lease &&
          (target.trigger === 'webhook' ||
            target.trigger === 'webhook-test' ||
            target.trigger === 'chat' ||
            target.trigger.startsWith('deployment:'))
          ? REQUEST_WRITE_BEHIND
          : undefined,
        lease,
        env.log,
        env.storedItemCaps,
      ),
      env.events,
      meta,
    ),
    secrets,
  );
};

/** Starts a run of `target` and takes it to its end or its first wait; every step is stored as it goes. */
export const executeRun: typeof executeRunHere = (...args) => counted(() => executeRunHere(...args));
async function executeRunHere(
  env: RunEnv,
  target: RunTarget,
  options: ExecuteOptions = {},
): Promise<RunRecord> {
  const runId = options.runId ?? randomUUID();
  const secrets = new SecretValues();
  const record = await tracked(
    runId,
    (signal) => {
      const run = {
        runId,
        store: storeFor(env, target, secrets, options.parent?.runId, options.lease),
        registry: options.registry,
        clock: clockOf(env),
        triggerItems: options.triggerItems,
        pinData: options.pinData,
        signal,
        meta: meta(target, runId),
        // The sandbox pool shares its workers fairly between accounts: the run counts for the owner's.
        tenant: target.workflow.ownerId,
        ports: {
          ...platformPorts(env, target, runId, { secrets, lineage: options.parent?.lineage }),
          ...options.ports,
        },
      };
      const { partial } = options;
      return partial
        ? partialDocument(target.document, partial.previous, { ...run, fromNodeId: partial.fromNodeId })
        : runDocument(target.document, { ...run, startNodeId: options.startNodeId });
    },
    options.stop,
    options.signal,
  );
  // Hooks pass the record on (an error workflow, an e-mail): without the secrets, as stored.
  await settleRun(env, target, secrets.redact(record), runner);
  return record;
}

/** Continues a stored run (a decision, a wait that is over, a run cut off by a restart) from its checkpoint. */
export const continueRun: typeof continueRunHere = (...args) => counted(() => continueRunHere(...args));
async function continueRunHere(
  env: RunEnv,
  target: RunTarget,
  record: RunRecord,
  options: { decision?: unknown; lease?: Lease; stop?: AbortSignal } = {},
): Promise<RunRecord> {
  const secrets = new SecretValues();
  const next = await tracked(
    record.id,
    (signal) =>
      resumeDocument(target.document, record, {
        store: storeFor(env, target, secrets, null, options.lease),
        clock: clockOf(env),
        signal,
        meta: meta(target, record.id),
        tenant: target.workflow.ownerId,
        ports: platformPorts(env, target, record.id, { secrets }),
        ...(options.decision === undefined ? {} : { decision: options.decision }),
      }),
    options.stop,
  );
  await settleRun(env, target, secrets.redact(next), runner);
  return next;
}

/**
 * Runs a failed stored run again from the node that failed (its inputs kept on the checkpoint), then on.
 * Side effects done before keep their idempotency keys, so nothing is sent or paid twice. The run is
 * claimed first (failed → running): null when it is no longer failed (another retry took it).
 */
export const retryStoredRun: typeof retryStoredRunHere = (...args) =>
  counted(() => retryStoredRunHere(...args));
async function retryStoredRunHere(
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
  const secrets = new SecretValues();
  const next = await tracked(record.id, (signal) =>
    retryDocument(target.document, record, {
      store: storeFor(env, target, secrets),
      clock: clockOf(env),
      signal,
      meta: meta(target, record.id),
      tenant: target.workflow.ownerId,
      ports: platformPorts(env, target, record.id, { secrets }),
    }),
  );
  await settleRun(env, target, secrets.redact(next), runner);
  return next;
}

/** What run hooks get to start a run (the error workflow) without importing this file. */
const runner: Runner = { executeRun };
