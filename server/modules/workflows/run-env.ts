/** What a run needs from the app, and which workflow it runs: shared by the runtime and its hooks. */
import type { WorkflowDocument } from '@common/workflow/document';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { SecretKeyring } from '../../lib/secret-box';
import type { MailTransport } from '../../mail';
import type { WorkflowRow } from './workflow-rows';

/** What running a workflow needs from the app. */
export interface RunEnv {
  db: Database;
  now: () => Date;
  mail: MailTransport;
  log: Logger;
  /** Opens the owner's credentials for the nodes (config.credentialKeys). */
  credentialKeys: SecretKeyring;
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
