/**
 * The copilot's proposed changes under review: each answer's operations become changes that are pending
 * (shown on the canvas as a preview), accepted (applied to the draft, one history step per accept), undone
 * or discarded. Pure: the editor keeps the list in state and hands the documents to the draft editor.
 */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { type AppliedOperation, applyOperation, inEffect, revertOperation } from './apply-operation';

export type ChangeStatus = 'pending' | 'accepted' | 'undone' | 'discarded' | 'failed';

export interface CopilotChange {
  id: string;
  answerId: string;
  operation: CopilotOperation;
  status: ChangeStatus;
  applied?: AppliedOperation;
  error?: string;
}

export const changesOf = (answerId: string, operations: CopilotOperation[]): CopilotChange[] =>
  operations.map((operation, i) => ({ id: `${answerId}-${i}`, answerId, operation, status: 'pending' }));

/** What the person sees: an accepted change that undo (Ctrl+Z) took away reads as undone, and back on redo. */
export function statusIn(doc: WorkflowDocument, change: CopilotChange): ChangeStatus {
  if (change.status === 'accepted' && change.applied && !inEffect(doc, change.applied)) return 'undone';
  if (change.status === 'undone' && change.applied && inEffect(doc, change.applied)) return 'accepted';
  return change.status;
}

/** Names the answer's added nodes were given → their ids (accepted ones, or preview ones). */
function addedNames(changes: readonly CopilotChange[], answerId: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of changes)
    if (c.answerId === answerId && c.applied?.op === 'addNode' && c.status === 'accepted')
      names.set(c.applied.name, c.applied.nodeId);
  return names;
}

const namesIn = (op: CopilotOperation): string[] => {
  switch (op.op) {
    case 'connect':
    case 'disconnect':
      return [op.from, op.to];
    case 'setParameter':
    case 'removeNode':
    case 'renameNode':
      return [op.node];
    case 'addNode':
      return [];
  }
};

export interface ReviewResult {
  doc: WorkflowDocument;
  changes: CopilotChange[];
}

/**
 * Accepts changes, in the answer's order, each applied to the document as the earlier ones left it. A
 * change that names a node a pending change of the same answer adds accepts that one first.
 */
export function acceptChanges(
  doc: WorkflowDocument,
  changes: readonly CopilotChange[],
  ids: readonly string[],
  catalogue: readonly NodeCatalogueEntry[],
): ReviewResult {
  let current = doc;
  const list = [...changes];
  const accept = (index: number) => {
    const change = list[index];
    if (!change || !['pending', 'failed', 'undone'].includes(statusIn(current, change))) return;
    for (const name of namesIn(change.operation)) {
      const adder = list.findIndex(
        (c, i) =>
          i < index &&
          c.answerId === change.answerId &&
          c.operation.op === 'addNode' &&
          c.operation.name === name &&
          c.status === 'pending',
      );
      if (adder >= 0) accept(adder);
    }
    const result = applyOperation(current, change.operation, catalogue, addedNames(list, change.answerId));
    if (result.ok) {
      current = result.doc;
      list[index] = { ...change, status: 'accepted', applied: result.applied, error: undefined };
    } else list[index] = { ...change, status: 'failed', error: result.error };
  };
  const wanted = new Set(ids);
  list.forEach((c, i) => {
    if (wanted.has(c.id)) accept(i);
  });
  return { doc: current, changes: list };
}

/** Takes accepted changes back (the latest first); pending ones are discarded. */
export function undoChanges(
  doc: WorkflowDocument,
  changes: readonly CopilotChange[],
  ids: readonly string[],
): ReviewResult {
  let current = doc;
  const wanted = new Set(ids);
  const list = [...changes];
  for (let i = list.length - 1; i >= 0; i--) {
    const change = list[i] as CopilotChange;
    if (!wanted.has(change.id)) continue;
    const status = statusIn(current, change);
    if (status === 'accepted' && change.applied) {
      current = revertOperation(current, change.applied);
      list[i] = { ...change, status: 'undone' };
    } else if (status === 'pending' || status === 'failed') list[i] = { ...change, status: 'discarded' };
  }
  return { doc: current, changes: list };
}

export type Highlight = 'added' | 'changed' | 'removed';

export interface Preview {
  doc: WorkflowDocument;
  /** Node and edge ids of the preview document → how the pending change touches them. */
  highlights: Map<string, Highlight>;
}

/** The document with the pending changes shown: additions and edits applied, removals marked. */
export function previewOf(
  doc: WorkflowDocument,
  changes: readonly CopilotChange[],
  catalogue: readonly NodeCatalogueEntry[],
): Preview {
  const highlights = new Map<string, Highlight>();
  let current = doc;
  const names = new Map<string, Map<string, string>>();
  for (const change of changes) {
    if (change.status !== 'pending') continue;
    const added = names.get(change.answerId) ?? addedNames(changes, change.answerId);
    names.set(change.answerId, added);
    const result = applyOperation(current, change.operation, catalogue, added);
    if (!result.ok) continue;
    const applied = result.applied;
    switch (applied.op) {
      case 'addNode':
        added.set(applied.name, applied.nodeId);
        highlights.set(applied.nodeId, 'added');
        current = result.doc;
        break;
      case 'connect':
        highlights.set(applied.edgeId, 'added');
        current = result.doc;
        break;
      case 'setParameter':
      case 'renameNode':
        if (highlights.get(applied.nodeId) !== 'added') highlights.set(applied.nodeId, 'changed');
        current = result.doc;
        break;
      case 'removeNode':
        highlights.set(applied.node.id, 'removed');
        for (const e of applied.edges) highlights.set(e.id, 'removed');
        break;
      case 'disconnect':
        for (const e of applied.edges) highlights.set(e.id, 'removed');
        break;
    }
  }
  return { doc: current, highlights };
}
