/** Our document → our JSON file: validated and stamped with `schemaVersion`, so any later version loads it. */

import type { WorkflowDocument } from '../../../common/workflow/document';
import { type StoredWorkflowDocument, workflowDocument } from '../../../common/workflow/versions';

export function exportWorkflow(document: WorkflowDocument): StoredWorkflowDocument {
  return workflowDocument.save(document);
}

/** The file's text: two-space JSON, as people read and diff it. */
export function exportWorkflowText(document: WorkflowDocument): string {
  return `${JSON.stringify(exportWorkflow(document), null, 2)}\n`;
}
