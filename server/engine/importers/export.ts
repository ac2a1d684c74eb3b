/**
 * Our document → our JSON file: validated and stamped with `schemaVersion`, so any later version loads it.
 * Credential slots name their credential (`known`: the owner's) instead of holding its id; a document
 * never holds a secret.
 */

import type { WorkflowDocument } from '../../../common/workflow/document';
import { type StoredWorkflowDocument, workflowDocument } from '../../../common/workflow/versions';
import { type KnownCredential, nameCredentials } from './credential-links';
import type { FileDetails } from './file-details';

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

/**
 * The whole export file: the workflow's name, description, tags and kind at the top level (`name` where n8n
 * keeps it), then the document with its settings. Import reads them back (file-details.ts).
 */
export function exportWorkflowFile(
  details: Required<FileDetails>,
  document: WorkflowDocument,
  known: readonly KnownCredential[] = [],
): Required<FileDetails> & StoredWorkflowDocument {
  return { ...details, ...exportWorkflow(document, known) };
}
