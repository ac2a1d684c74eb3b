/** Rows of the workflows tables as the API shows them, and the one way a stored draft is read. */

import { DocumentLoadError } from '@common/documents/define-document';
import type { WorkflowSummary } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { loadWorkflowDocument } from '@common/workflow/versions';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workflows, workflowVersions } from '../../db/schema/workflows';
import { NODE_MIGRATIONS } from '../../engine/nodes/node-migrations';
import { Conflict, NotFound } from '../../lib/errors';

export type WorkflowRow = typeof workflows.$inferSelect;
export type VersionRow = typeof workflowVersions.$inferSelect;

/**
 * A stored document (any past schema version, nodes at any past parameter version) as the current
 * document: drafts, published versions and the version a waiting run resumes with all load here.
 */
export function loadStored(raw: unknown): WorkflowDocument {
  try {
    return loadWorkflowDocument(raw, NODE_MIGRATIONS);
  } catch (error) {
    // Saved by a newer version of the app (a node or the document itself): said, not a 500.
    if (error instanceof DocumentLoadError) throw new Conflict(error.message);
    throw error;
  }
}

export const WORKFLOW_NOT_FOUND = 'There is no such workflow, or it is not yours.';

/** The caller's own workflow; anyone else's, or a deleted one, answers 404, so ids reveal nothing. */
export async function ownWorkflow(db: DbOrTx, ownerId: string, id: string): Promise<WorkflowRow> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), eq(workflows.ownerId, ownerId), isNull(workflows.deletedAt)));
  if (!row) throw new NotFound(WORKFLOW_NOT_FOUND);
  return row;
}

export function toSummary(row: WorkflowRow, latestVersion: number | null): WorkflowSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    kind: row.kind,
    revision: row.draftRevision,
    latestVersion,
    activeVersion: row.activeVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The document a stored run ran: its published version's, or the workflow's draft as it is now. */
export async function documentOfRun(
  db: DbOrTx,
  workflow: WorkflowRow,
  versionNumber: number | null,
): Promise<WorkflowDocument> {
  if (versionNumber === null) return loadStored(workflow.draft);
  const [version] = await db
    .select({ document: workflowVersions.document })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflow.id), eq(workflowVersions.number, versionNumber)));
  if (!version) throw new NotFound(`This workflow has no version ${versionNumber}.`);
  return loadStored(version.document);
}
