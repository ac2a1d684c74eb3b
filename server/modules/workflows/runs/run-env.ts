/** What a run needs from the app, and which workflow it runs: shared by the runtime and its hooks. */
import type { WorkflowDocument } from '@common/workflow/document';
import type { AiService } from '../../../ai/service';
import type { Database } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import type { RunDocumentOptions } from '../../../engine/adapter';
import type { Item, RunRecord } from '../../../engine/core';
import type { PlatformPorts } from '../../../engine/nodes/ports';
import type { Logger } from '../../../lib/logger';
import type { RunEventBus } from '../../../lib/run-event-bus';
import type { SafeHttp } from '../../../lib/safe-http';
import type { SecretKeyring } from '../../../lib/secret-box';
import type { MailTransport } from '../../../mail';
import type { WorkflowRow } from '../workflow-rows';
import type { Lease } from './run-lease';
import type { RunQueue } from './run-queue';
import type { StoredItemCaps } from './stored-run-budget';

/** What running a workflow needs from the app. */
export interface RunEnv {
  db: Database;
  now: () => Date;
  mail: MailTransport;
  /** Outbound HTTP through the SSRF guard: the nodes' `http` port. */
  http: SafeHttp;
  log: Logger;
  /** The provider router, for the AI nodes. */
  ai: AiService;
  /** Opens the owner's credentials for the nodes (config.credentialKeys). */
  credentialKeys: SecretKeyring;
  /** Where links in the e-mails a run sends point to (an approval's), and the key that signs them. */
  links: RunLinks;
  /** Where runs publish their live events (run-events.ts). */
  events: RunEventBus;
  /**
   * Where runs nobody waits on go (run-queues.ts): schedule ticks, waits whose time came, webhooks that
   * answer at once, sub-workflows not waited for. Without one (a test that starts no queue) they run in
   * this process, in the background.
   */
  queue?: RunQueue;
  /** How much of a run's items its stored record keeps (WORKFLOW_STORED_*_BYTES); the defaults without. */
  storedItemCaps?: StoredItemCaps;
}

export interface RunLinks {
  /** The app's origin, e.g. `https://aiz.example.com`. */
  origin: string;
  secret: string;
}

/**
 * PUBLIC_ORIGIN when set; else the origin the request came to; else, for runs no request started (a
 * timer, a schedule), this server on localhost, which only suits development: set PUBLIC_ORIGIN in
 * production so every e-mailed link points at the public address.
 */
export function runLinks(config: AppDeps['config'], requestUrl?: string): RunLinks {
  const origin =
    config.publicOrigin ?? (requestUrl ? new URL(requestUrl).origin : `http://localhost:${config.port}`);
  return { origin, secret: config.sessionSecret };
}

/** The app's parts a run uses (AppDeps, or the test harness's). */
export type RunEnvDeps = Pick<
  AppDeps,
  'database' | 'now' | 'mail' | 'logger' | 'config' | 'http' | 'ai' | 'runEvents' | 'runQueue'
>;

/**
 * The one way to build a RunEnv: from the app's deps, with the request's logger and URL when a request
 * starts the run (the URL gives e-mailed links their origin when PUBLIC_ORIGIN is unset).
 */
export function runEnvOf(deps: RunEnvDeps, request?: { log?: Logger; url?: string }): RunEnv {
  let links: RunLinks | undefined;
  return {
    db: deps.database.db,
    now: deps.now,
    mail: deps.mail,
    log: request?.log ?? deps.logger,
    http: deps.http,
    ai: deps.ai,
    credentialKeys: deps.config.credentialKeys,
    // Parsed when a run makes a link (an approval e-mail), not for every webhook call.
    get links() {
      links ??= runLinks(deps.config, request?.url);
      return links;
    },
    events: deps.runEvents,
    ...(deps.runQueue ? { queue: deps.runQueue } : {}),
    ...(deps.config.workflowStoredItemCaps ? { storedItemCaps: deps.config.workflowStoredItemCaps } : {}),
  };
}

/** Which workflow runs, in which version, and why. */
export interface RunTarget {
  workflow: Pick<WorkflowRow, 'id' | 'name' | 'ownerId'>;
  document: WorkflowDocument;
  /** The published version run, or null for the draft. */
  versionNumber: number | null;
  /** What started it: 'manual', 'partial', 'webhook', 'schedule', 'approval', 'timer', 'sub-workflow', ... */
  trigger: string;
}

export interface ExecuteOptions {
  runId?: string;
  triggerItems?: Item[];
  pinData?: Record<string, Item[]>;
  startNodeId?: string;
  /** Extra services for this run (a webhook's response); merged over the platform's. */
  ports?: PlatformPorts;
  /** A partial run: re-execute `fromNodeId` and what follows, with the outputs `previous` stored before it. */
  partial?: { fromNodeId: string; previous: RunRecord };
  /** Set when an execute-workflow node starts this run. */
  parent?: RunParent;
  /** The claim of a queued run (run-lease.ts): its checkpoints are written only while the claim holds. */
  lease?: Lease;
  /** Stops the run when it aborts (its worker lost the lease), as a cancellation would. */
  stop?: AbortSignal;
  /**
   * The caller's own cancellation (its HTTP client went away: a chat's stream, a chat run over HTTP):
   * aborting it cancels the run as cancelling it by id does.
   */
  signal?: AbortSignal;
  /** The node types to run with: the product's registry unless a test brings its own. */
  registry?: RunDocumentOptions['registry'];
}

/** Who started a sub-workflow run: the calling run, and the workflows above the child, root first. */
export interface RunParent {
  runId: string;
  lineage: string[];
}

/** The runtime as run hooks see it: a hook that starts a run (the error workflow) gets it passed in. */
export interface Runner {
  executeRun(env: RunEnv, target: RunTarget, options?: ExecuteOptions): Promise<RunRecord>;
}

/** What happens after a run stops (see run-hooks.ts); here so a hook's own file need not import the list. */
export type RunHook = (env: RunEnv, target: RunTarget, record: RunRecord, runner: Runner) => Promise<void>;
