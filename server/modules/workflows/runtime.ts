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
import { type RunDocumentOptions, resumeDocument, runDocument } from '../../engine/adapter';
import type { Item, RunRecord } from '../../engine/core';
import type { CredentialsPort, HttpPort, PlatformPorts } from '../../engine/nodes/ports';
import { SecretValues } from '../../lib/secret-values';
import { openCredentialsPort } from '../credentials';
import type { RunEnv, RunTarget } from './run-env';
import { settleRun } from './run-hooks';
import { createDatabaseRunStore, scrubbingRunStore } from './run-store';
import { loadStored, type WorkflowRow } from './workflow-rows';

export type { RunEnv, RunTarget };

export interface ExecuteOptions {
  runId?: string;
  triggerItems?: Item[];
  pinData?: Record<string, Item[]>;
  startNodeId?: string;
  /** Extra services for this run (a webhook's response); merged over the platform's. */
  ports?: PlatformPorts;
  /** The node types to run with: the product's registry unless a test brings its own. */
  registry?: RunDocumentOptions['registry'];
}

/** Runs going on in this process, to cancel them. */
const inFlight = new Map<string, AbortController>();

export function cancelInFlight(runId: string): boolean {
  const controller = inFlight.get(runId);
  controller?.abort(new Error('Cancelled'));
  return controller !== undefined;
}

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

/** The platform's services for a run of `target`: filled in as the platform nodes arrive. */
export function platformPorts(
  env: RunEnv,
  target: RunTarget,
  _runId: string,
  secrets: SecretValues = new SecretValues(),
): PlatformPorts {
  const ports: PlatformPorts = {};
  // Last: OAuth2 token URLs are reached through the run's guarded HTTP port, when there is one.
  ports.credentials = credentialsFor(env, target.workflow.ownerId, { secrets, http: ports.http });
  return ports;
}

/** The run's rows, written with the values of the credentials it opened blanked out. */
function storeOf(env: RunEnv, target: RunTarget, secrets: SecretValues) {
  return scrubbingRunStore(
    createDatabaseRunStore(env.db, {
      workflowId: target.workflow.id,
      versionNumber: target.versionNumber,
      trigger: target.trigger,
    }),
    secrets,
  );
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
  const secrets = new SecretValues();
  const record = await tracked(runId, (signal) =>
    runDocument(target.document, {
      runId,
      store: storeOf(env, target, secrets),
      triggerItems: options.triggerItems,
      pinData: options.pinData,
      startNodeId: options.startNodeId,
      registry: options.registry,
      signal,
      meta: meta(target, runId),
      ports: { ...platformPorts(env, target, runId, secrets), ...options.ports },
    }),
  );
  // Hooks pass the record on (an error workflow, an e-mail): without the secrets, as stored.
  await settleRun(env, target, secrets.redact(record));
  return record;
}

/** Continues a stored run (a decision, a wait that is over, a run cut off by a restart) from its checkpoint. */
export async function continueRun(
  env: RunEnv,
  target: RunTarget,
  record: RunRecord,
  options: { decision?: unknown } = {},
): Promise<RunRecord> {
  const secrets = new SecretValues();
  const next = await tracked(record.id, (signal) =>
    resumeDocument(target.document, record, {
      store: storeOf(env, target, secrets),
      signal,
      meta: meta(target, record.id),
      ports: platformPorts(env, target, record.id, secrets),
      ...(options.decision === undefined ? {} : { decision: options.decision }),
    }),
  );
  await settleRun(env, target, secrets.redact(next));
  return next;
}

/** The document a stored run ran: its published version's, or the workflow's draft as it is now. */
export async function documentOfRun(
  db: Database,
  workflow: WorkflowRow,
  versionNumber: number | null,
): Promise<WorkflowDocument> {
  if (versionNumber === null) return loadStored(workflow.draft);
  const [version] = await db
    .select({ document: workflowVersions.document })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflow.id), eq(workflowVersions.number, versionNumber)));
  if (!version) throw new Error(`workflow ${workflow.id} has no version ${versionNumber}`);
  return loadStored(version.document);
}
