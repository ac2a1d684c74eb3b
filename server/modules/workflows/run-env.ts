/** What a run needs from the app, and which workflow it runs: shared by the runtime and its hooks. */
import type { WorkflowDocument } from '@common/workflow/document';
import type { Database } from '../../db/client';
import type { Item, RunRecord } from '../../engine/core';
import type { PlatformPorts } from '../../engine/nodes/ports';
import type { Logger } from '../../lib/logger';
import type { MailTransport } from '../../mail';
import type { WorkflowRow } from './workflow-rows';

/** What running a workflow needs from the app. */
export interface RunEnv {
  db: Database;
  now: () => Date;
  mail: MailTransport;
  log: Logger;
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
}

/** The runtime as run hooks see it: a hook that starts a run (the error workflow) gets it passed in. */
export interface Runner {
  executeRun(env: RunEnv, target: RunTarget, options?: ExecuteOptions): Promise<RunRecord>;
}
