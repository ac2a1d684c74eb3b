/** What a trigger kind implements to follow activation (see activation.ts); its own file so hooks need not import activation. */
import type { WorkflowDocument } from '@common/workflow/document';
import type { DbOrTx } from '../../../db/client';
import type { WorkflowRow } from '../workflow-rows';

export interface ActivationChange {
  workflow: Pick<WorkflowRow, 'id' | 'name' | 'ownerId'>;
  /** The version now served and its document; null when the workflow was deactivated (or deleted). */
  active: { versionNumber: number; document: WorkflowDocument } | null;
}

export interface ActivationHook {
  apply?(tx: DbOrTx, change: ActivationChange): Promise<void>;
  committed?(change: ActivationChange): void | Promise<void>;
}
