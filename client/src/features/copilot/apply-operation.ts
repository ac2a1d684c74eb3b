/**
 * A copilot operation applied to the document through the workflow document operations (so the canvas,
 * history and autosave see an ordinary edit), with what is needed to take it back later on its own
 * (`revertOperation`) and to tell whether it is still in effect after other edits and undo
 * (`inEffect`). Nodes are named by name; names this answer gave to nodes it added resolve to their ids
 * first, so a node renamed on the way is still found.
 */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { WorkflowDocument, WorkflowEdge, WorkflowItem, WorkflowNode } from '@common/workflow/document';
import { parameterAt, withParameterAt } from '@common/workflow/parameter-path';
import {
  addNode,
  connect,
  DocumentEditRefused,
  disconnect,
  removeItems,
  renameNode,
  setParameters,
  setPinnedOutput,
} from '@/features/workflows';

export type AppliedOperation =
  | { op: 'addNode'; nodeId: string; name: string }
  | { op: 'connect'; edgeId: string }
  | { op: 'setParameter'; nodeId: string; path: string; before: unknown; after: unknown }
  | { op: 'removeNode'; node: WorkflowNode; edges: WorkflowEdge[]; pinned: WorkflowItem[] | null }
  | { op: 'renameNode'; nodeId: string; before: string; after: string }
  | { op: 'disconnect'; edges: WorkflowEdge[] };

export type ApplyResult =
  | { ok: true; doc: WorkflowDocument; applied: AppliedOperation }
  | { ok: false; error: string };

/** Names nodes added by earlier changes of the same answer → their ids. */
export type AddedNames = ReadonlyMap<string, string>;

export function findByName(
  doc: WorkflowDocument,
  name: string,
  added?: AddedNames,
): WorkflowNode | undefined {
  const id = added?.get(name);
  return (id ? doc.nodes.find((n) => n.id === id) : undefined) ?? doc.nodes.find((n) => n.name === name);
}

const missing = (name: string): ApplyResult => ({ ok: false, error: `“${name}” is not on the canvas.` });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function applyOperation(
  doc: WorkflowDocument,
  op: CopilotOperation,
  catalogue: readonly NodeCatalogueEntry[],
  added?: AddedNames,
): ApplyResult {
  switch (op.op) {
    case 'addNode': {
      if (doc.nodes.some((n) => n.name === op.name))
        return { ok: false, error: `A node named “${op.name}” is already on the canvas.` };
      const entry = catalogue.find((t) => t.type === op.type);
      const result = addNode(doc, {
        type: op.type,
        typeVersion: op.typeVersion ?? entry?.version ?? 1,
        name: op.name,
        position: op.position ?? [0, 0],
        parameters: op.parameters,
      });
      return { ok: true, doc: result.doc, applied: { op: 'addNode', nodeId: result.node.id, name: op.name } };
    }
    case 'connect': {
      const from = findByName(doc, op.from, added);
      const to = findByName(doc, op.to, added);
      if (!from) return missing(op.from);
      if (!to) return missing(op.to);
      const next = connect(doc, {
        source: from.id,
        sourceOutput: op.output,
        target: to.id,
        targetInput: op.input,
      });
      const edge = next.edges.find((e) => !doc.edges.includes(e));
      if (next === doc || !edge)
        return { ok: false, error: `“${from.name}” is already connected to “${to.name}”.` };
      return { ok: true, doc: next, applied: { op: 'connect', edgeId: edge.id } };
    }
    case 'setParameter': {
      const node = findByName(doc, op.node, added);
      if (!node) return missing(op.node);
      const before = parameterAt(node.parameters, op.path);
      const next = setParameters(doc, node.id, withParameterAt(node.parameters, op.path, op.value));
      return {
        ok: true,
        doc: next,
        applied: { op: 'setParameter', nodeId: node.id, path: op.path, before, after: op.value },
      };
    }
    case 'removeNode': {
      const node = findByName(doc, op.node, added);
      if (!node) return missing(op.node);
      const edges = doc.edges.filter((e) => e.source === node.id || e.target === node.id);
      const pinned = doc.pinData?.[node.id] ?? null;
      return {
        ok: true,
        doc: removeItems(doc, [node.id]),
        applied: { op: 'removeNode', node, edges, pinned },
      };
    }
    case 'renameNode': {
      const node = findByName(doc, op.node, added);
      if (!node) return missing(op.node);
      try {
        const next = renameNode(doc, node.id, op.name);
        return {
          ok: true,
          doc: next,
          applied: { op: 'renameNode', nodeId: node.id, before: node.name, after: op.name },
        };
      } catch (error) {
        if (error instanceof DocumentEditRefused) return { ok: false, error: error.message };
        throw error;
      }
    }
    case 'disconnect': {
      const from = findByName(doc, op.from, added);
      const to = findByName(doc, op.to, added);
      if (!from) return missing(op.from);
      if (!to) return missing(op.to);
      const edges = doc.edges.filter(
        (e) =>
          e.source === from.id &&
          e.target === to.id &&
          (op.output === undefined || e.sourceOutput === op.output) &&
          (op.input === undefined || e.targetInput === op.input),
      );
      if (edges.length === 0) return { ok: false, error: `“${from.name}” is not connected to “${to.name}”.` };
      return {
        ok: true,
        doc: disconnect(
          doc,
          edges.map((e) => e.id),
        ),
        applied: { op: 'disconnect', edges },
      };
    }
  }
}

/** Wires back whose two ends are still there and that are not there already. */
function restoreEdges(doc: WorkflowDocument, edges: WorkflowEdge[]): WorkflowDocument {
  const ids = new Set(doc.nodes.map((n) => n.id));
  const present = new Set(doc.edges.map((e) => e.id));
  const back = edges.filter((e) => ids.has(e.source) && ids.has(e.target) && !present.has(e.id));
  return back.length ? { ...doc, edges: [...doc.edges, ...back] } : doc;
}

/** Takes one applied operation back, whatever was done since (what it touched and is gone stays gone). */
export function revertOperation(doc: WorkflowDocument, applied: AppliedOperation): WorkflowDocument {
  switch (applied.op) {
    case 'addNode':
      return removeItems(doc, [applied.nodeId]);
    case 'connect':
      return disconnect(doc, [applied.edgeId]);
    case 'setParameter': {
      const node = doc.nodes.find((n) => n.id === applied.nodeId);
      if (!node) return doc;
      const value = applied.before === undefined ? null : applied.before;
      return setParameters(doc, node.id, withParameterAt(node.parameters, applied.path, value));
    }
    case 'removeNode': {
      if (doc.nodes.some((n) => n.id === applied.node.id)) return doc;
      const back = restoreEdges({ ...doc, nodes: [...doc.nodes, applied.node] }, applied.edges);
      return applied.pinned ? setPinnedOutput(back, applied.node.id, applied.pinned) : back;
    }
    case 'renameNode': {
      const node = doc.nodes.find((n) => n.id === applied.nodeId);
      if (!node || node.name !== applied.after) return doc;
      try {
        return renameNode(doc, node.id, applied.before);
      } catch {
        return doc;
      }
    }
    case 'disconnect':
      return restoreEdges(doc, applied.edges);
  }
}

/** Whether the document still shows the change (undo, or an edit by hand, may have taken it away). */
export function inEffect(doc: WorkflowDocument, applied: AppliedOperation): boolean {
  switch (applied.op) {
    case 'addNode':
      return doc.nodes.some((n) => n.id === applied.nodeId);
    case 'connect':
      return doc.edges.some((e) => e.id === applied.edgeId);
    case 'setParameter': {
      const node = doc.nodes.find((n) => n.id === applied.nodeId);
      const now = node ? parameterAt(node.parameters, applied.path) : undefined;
      return node !== undefined && (applied.after === null ? now === undefined : same(now, applied.after));
    }
    case 'removeNode':
      return !doc.nodes.some((n) => n.id === applied.node.id);
    case 'renameNode':
      return doc.nodes.some((n) => n.id === applied.nodeId && n.name === applied.after);
    case 'disconnect':
      return !applied.edges.some((e) => doc.edges.some((d) => d.id === e.id));
  }
}
