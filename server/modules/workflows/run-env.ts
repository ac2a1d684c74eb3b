/** What a run needs from the app, and which workflow it runs: shared by the runtime and its hooks. */
import type { WorkflowDocument } from '@common/workflow/document';
import type { AiService } from '../../ai/service';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { MailTransport } from '../../mail';
import type { WorkflowRow } from './workflow-rows';

/** What running a workflow needs from the app. */
export interface RunEnv {
  db: Database;
  now: () => Date;
  mail: MailTransport;
  log: Logger;
  /** The provider router, for the AI nodes. */
  ai: AiService;
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
