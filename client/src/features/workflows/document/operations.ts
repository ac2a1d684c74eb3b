/**
 * Pure edits of the workflow document, the only way the canvas changes it: each takes a document and
 * returns a new one (never mutating), so history, autosave and React's memoisation compare by reference.
 * An edit that changes nothing returns the same document.
 */
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type {
  NodeParameters,
  NodePosition,
  StickyNote,
  WorkflowDocument,
  WorkflowEdge,
  WorkflowItem,
  WorkflowNode,
} from '@common/workflow/document';
import { connectionKey } from '@common/workflow/document';
import { renameNode as renameInExpressions } from '@common/workflow/rename-node';

export const newId = (): string => crypto.randomUUID();

/** `base`, or `base 2`, `base 3`, … : the first name no node has yet. */
export function uniqueName(taken: ReadonlySet<string>, base: string): string {
  const trimmed = base.trim() || 'Node';
  if (!taken.has(trimmed)) return trimmed;
  const stem = trimmed.replace(/ \d+$/, '');
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} ${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const nodeNames = (doc: WorkflowDocument) => new Set(doc.nodes.map((n) => n.name));

export interface NewNode {
  type: string;
  typeVersion: number;
  name: string;
  position: NodePosition;
  parameters?: NodeParameters;
}

/**
 * The parameters a node added from the catalogue starts with: its type's starting values, and a path of its
 * own for a trigger that listens on one (so two webhooks never share a path).
 */
export function startingParametersOf(
  entry: Pick<NodeCatalogueEntry, 'starting'>,
  suffix: () => string = randomSuffix,
): NodeParameters {
  const starting = entry.starting;
  return {
    ...structuredClone(starting?.parameters ?? {}),
    ...(starting?.freshPath ? { path: `${starting.freshPath}-${suffix()}` } : {}),
  };
}

const randomSuffix = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');

export function addNode(
  doc: WorkflowDocument,
  input: NewNode,
): { doc: WorkflowDocument; node: WorkflowNode } {
  const node: WorkflowNode = {
    id: newId(),
    type: input.type,
    typeVersion: input.typeVersion,
    name: uniqueName(nodeNames(doc), input.name),
    position: input.position,
    parameters: input.parameters ?? {},
  };
  return { doc: { ...doc, nodes: [...doc.nodes, node] }, node };
}

/** Removes nodes and sticky notes by id, with every edge touching a removed node and its pinned data. */
export function removeItems(doc: WorkflowDocument, ids: Iterable<string>): WorkflowDocument {
  const gone = new Set(ids);
  if (gone.size === 0) return doc;
  const nodes = doc.nodes.filter((n) => !gone.has(n.id));
  const stickyNotes = doc.stickyNotes?.filter((s) => !gone.has(s.id));
  const edges = doc.edges.filter((e) => !gone.has(e.source) && !gone.has(e.target) && !gone.has(e.id));
  if (
    nodes.length === doc.nodes.length &&
    edges.length === doc.edges.length &&
    stickyNotes?.length === doc.stickyNotes?.length
  ) {
    return doc;
  }
  const pinned = Object.entries(doc.pinData ?? {}).filter(([id]) => !gone.has(id));
  const { pinData: _old, ...rest } = doc;
  return {
    ...rest,
    nodes,
    edges,
    ...(pinned.length > 0 ? { pinData: Object.fromEntries(pinned) } : {}),
    ...(stickyNotes ? { stickyNotes } : {}),
  };
}

/** New positions for nodes and sticky notes, by id. */
export function moveItems(
  doc: WorkflowDocument,
  positions: ReadonlyMap<string, NodePosition>,
): WorkflowDocument {
  if (positions.size === 0) return doc;
  const at = <T extends { id: string; position: NodePosition }>(item: T): T => {
    const next = positions.get(item.id);
    return next && (next[0] !== item.position[0] || next[1] !== item.position[1])
      ? { ...item, position: next }
      : item;
  };
  return {
    ...doc,
    nodes: doc.nodes.map(at),
    ...(doc.stickyNotes ? { stickyNotes: doc.stickyNotes.map(at) } : {}),
  };
}

export class DocumentEditRefused extends Error {
  override name = 'DocumentEditRefused';
}

/** A new name; expressions that use the old one are rewritten (common/workflow/rename-node.ts). */
export function renameNode(doc: WorkflowDocument, nodeId: string, name: string): WorkflowDocument {
  const node = doc.nodes.find((n) => n.id === nodeId);
  if (!node) throw new DocumentEditRefused('That node is no longer in the workflow.');
  const wanted = name.trim();
  if (wanted === node.name) return doc;
  if (doc.nodes.some((n) => n.id !== nodeId && n.name === wanted)) {
    throw new DocumentEditRefused(`Another node is already named "${wanted}".`);
  }
  try {
    return renameInExpressions(doc, nodeId, wanted);
  } catch (error) {
    throw new DocumentEditRefused(error instanceof Error ? error.message : String(error));
  }
}

export type Connection = Pick<WorkflowEdge, 'source' | 'sourceOutput' | 'target' | 'targetInput'>;

/** Adds the wire unless it exists already or joins a node to itself. */
export function connect(doc: WorkflowDocument, connection: Connection): WorkflowDocument {
  if (connection.source === connection.target) return doc;
  const ids = new Set(doc.nodes.map((n) => n.id));
  if (!ids.has(connection.source) || !ids.has(connection.target)) return doc;
  const key = connectionKey(connection);
  if (doc.edges.some((e) => connectionKey(e) === key)) return doc;
  return { ...doc, edges: [...doc.edges, { id: newId(), ...connection }] };
}

export function disconnect(doc: WorkflowDocument, edgeIds: Iterable<string>): WorkflowDocument {
  const gone = new Set(edgeIds);
  const edges = doc.edges.filter((e) => !gone.has(e.id));
  return edges.length === doc.edges.length ? doc : { ...doc, edges };
}

function updateNode(
  doc: WorkflowDocument,
  nodeId: string,
  change: (node: WorkflowNode) => WorkflowNode,
): WorkflowDocument {
  let changed = false;
  const nodes = doc.nodes.map((n) => {
    if (n.id !== nodeId) return n;
    const next = change(n);
    changed = next !== n;
    return next;
  });
  return changed ? { ...doc, nodes } : doc;
}

/** One parameter; `undefined` removes it (the node type's default applies). */
export function setParameter(
  doc: WorkflowDocument,
  nodeId: string,
  key: string,
  value: unknown,
): WorkflowDocument {
  return updateNode(doc, nodeId, (node) => {
    const parameters = { ...node.parameters };
    if (value === undefined) delete parameters[key];
    else parameters[key] = value;
    return { ...node, parameters };
  });
}

export function setParameters(
  doc: WorkflowDocument,
  nodeId: string,
  parameters: NodeParameters,
): WorkflowDocument {
  return updateNode(doc, nodeId, (node) => ({ ...node, parameters }));
}

export function setNodeNotes(doc: WorkflowDocument, nodeId: string, notes: string): WorkflowDocument {
  return updateNode(doc, nodeId, (node) => {
    if ((node.notes ?? '') === notes) return node;
    const { notes: _old, ...rest } = node;
    return notes ? { ...rest, notes } : rest;
  });
}

export function setNodeDisabled(doc: WorkflowDocument, nodeId: string, disabled: boolean): WorkflowDocument {
  return updateNode(doc, nodeId, (node) => {
    if (Boolean(node.disabled) === disabled) return node;
    const { disabled: _old, ...rest } = node;
    return disabled ? { ...rest, disabled: true } : rest;
  });
}

/** Pins a node's output (manual runs use it instead of running the node), or unpins it with null. */
export function setPinnedOutput(
  doc: WorkflowDocument,
  nodeId: string,
  items: WorkflowItem[] | null,
): WorkflowDocument {
  const pinData = { ...doc.pinData };
  if (items === null) {
    if (!(nodeId in pinData)) return doc;
    delete pinData[nodeId];
  } else {
    pinData[nodeId] = items;
  }
  const { pinData: _old, ...rest } = doc;
  return Object.keys(pinData).length > 0 ? { ...rest, pinData } : rest;
}

export function addStickyNote(
  doc: WorkflowDocument,
  position: NodePosition,
  text = '',
): { doc: WorkflowDocument; note: StickyNote } {
  const note: StickyNote = { id: newId(), text, position, width: 240, height: 160, color: 'yellow' };
  return { doc: { ...doc, stickyNotes: [...(doc.stickyNotes ?? []), note] }, note };
}

export function updateStickyNote(
  doc: WorkflowDocument,
  id: string,
  change: Partial<Pick<StickyNote, 'text' | 'width' | 'height' | 'color'>>,
): WorkflowDocument {
  let changed = false;
  const stickyNotes = (doc.stickyNotes ?? []).map((s) => {
    if (s.id !== id) return s;
    const next = { ...s, ...change };
    changed = (Object.keys(change) as (keyof typeof change)[]).some((k) => next[k] !== s[k]);
    return changed ? next : s;
  });
  return changed ? { ...doc, stickyNotes } : doc;
}

/** Where a node added "after" `node` goes: to its right, moved down past any node already there. */
export function spotRightOf(doc: WorkflowDocument, node: WorkflowNode, gap = 300): NodePosition {
  let [x, y] = [node.position[0] + gap, node.position[1]];
  const taken = (px: number, py: number) =>
    doc.nodes.some((n) => Math.abs(n.position[0] - px) < 220 && Math.abs(n.position[1] - py) < 90);
  while (taken(x, y)) y += 110;
  return [x, y];
}
