/**
 * A list of operations checked in order (each against the document the earlier ones left): the ones that
 * apply, the document after them, and a warning for each one dropped. New nodes without a position are
 * then placed beside what they connect to (place-new-nodes.ts).
 */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import { COPILOT_MAX_OPERATIONS } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument } from '@common/workflow/document';
import { checkOperation } from './check-operation';
import { describeOperation } from './describe-operation';
import { placeNewNodes } from './place-new-nodes';

export interface CheckedOperations {
  operations: CopilotOperation[];
  document: WorkflowDocument;
  warnings: string[];
}

const describeRaw = (raw: unknown) => {
  const op = raw as Partial<Record<string, unknown>> | null;
  return typeof op?.op === 'string' ? describeOperation(op as CopilotOperation) : 'An operation';
};

export function checkOperations(start: WorkflowDocument, raws: readonly unknown[]): CheckedOperations {
  let document = start;
  const operations: CopilotOperation[] = [];
  const warnings: string[] = [];
  for (const raw of raws.slice(0, COPILOT_MAX_OPERATIONS)) {
    const checked = checkOperation(document, raw);
    if (checked.ok) {
      operations.push(checked.operation);
      document = checked.document;
    } else warnings.push(`Left out "${describeRaw(raw)}": ${checked.problem}`);
  }
  if (raws.length > COPILOT_MAX_OPERATIONS)
    warnings.push(`Only the first ${COPILOT_MAX_OPERATIONS} changes were kept.`);
  return { ...placeNewNodes(start, operations, document), warnings };
}
