/**
 * Our document → our JSON file: validated and stamped with `schemaVersion`, so any later version loads it.
 * Credential slots name their credential (`known`: the owner's) instead of holding its id; a document
 * never holds a secret.
 */

import type { WorkflowDocument } from '../../../common/workflow/document';
import { type StoredWorkflowDocument, workflowDocument } from '../../../common/workflow/versions';
import { type KnownCredential, nameCredentials } from './credential-links';

export function exportWorkflow(
  document: WorkflowDocument,
  known: readonly KnownCredential[] = [],
): StoredWorkflowDocument {
  return workflowDocument.save(nameCredentials(document, known));
}

/** The file's text: two-space JSON, as people read and diff it. */
export function exportWorkflowText(
  document: WorkflowDocument,
  known: readonly KnownCredential[] = [],
): string {
  return `${JSON.stringify(exportWorkflow(document, known), null, 2)}\n`;
}
