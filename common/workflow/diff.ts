/**
 * What changed between two workflow documents (two versions, or a draft and its last version): nodes
 * added, removed, renamed, moved and changed (down to the parameter path), wires added and removed,
 * settings changed. Nodes are matched by id, so a rename is a rename, not a removal and an addition;
 * wires are matched by what they join, so a wire redrawn with a new id is no change. Every list comes
 * in a deterministic order: document order (the later document's, the earlier's for removals), and
 * object keys sorted.
 */
import { connectionKey, type NodePosition, type WorkflowDocument, type WorkflowEdge } from './document';

/** Keys and array indexes from the node (or the settings) down to the value that changed. */
export type ValuePath = (string | number)[];

/** `before` or `after` is `undefined` when the value is absent on that side. */
export interface ValueChange {
  path: ValuePath;
  /** Undefined (absent once sent as JSON) when the value was added. */
  before?: unknown;
  /** Undefined (absent once sent as JSON) when the value was removed. */
  after?: unknown;
}

export interface DiffNodeRef {
  id: string;
  name: string;
  type: string;
}

export interface WorkflowDiff {
  nodes: {
    added: DiffNodeRef[];
    removed: DiffNodeRef[];
    renamed: { id: string; before: string; after: string }[];
    moved: { id: string; name: string; before: NodePosition; after: NodePosition }[];
    /** Paths start at the node: `['parameters', 'url']`, `['typeVersion']`, `['retry', 'maxTries']`. */
    changed: { id: string; name: string; changes: ValueChange[] }[];
  };
  edges: { added: WorkflowEdge[]; removed: WorkflowEdge[] };
  settings: ValueChange[];
  /** Ids of the nodes whose pinned items were added, removed or changed. */
  pinData: string[];
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameValue(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return (
      keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length &&
      keys.every((k) => sameValue(a[k], b[k]))
    );
  }
  return false;
}

/** The leaves where `before` and `after` differ; a value that changes kind is one change at its path. */
export function diffValues(before: Json, after: Json, path: ValuePath = []): ValueChange[] {
  if (sameValue(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffValues(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) =>
      diffValues(before[i], after[i], [...path, i]),
    ).flat();
  }
  return [{ path, before, after }];
}

const refOf = ({ id, name, type }: DiffNodeRef): DiffNodeRef => ({ id, name, type });

export function diffWorkflows(before: WorkflowDocument, after: WorkflowDocument): WorkflowDiff {
  const beforeById = new Map(before.nodes.map((n) => [n.id, n]));
  const afterIds = new Set(after.nodes.map((n) => n.id));
  const nodes: WorkflowDiff['nodes'] = { added: [], removed: [], renamed: [], moved: [], changed: [] };

  for (const node of after.nodes) {
    const old = beforeById.get(node.id);
    if (!old) {
      nodes.added.push(refOf(node));
      continue;
    }
    if (old.name !== node.name) nodes.renamed.push({ id: node.id, before: old.name, after: node.name });
    if (!sameValue(old.position, node.position)) {
      nodes.moved.push({ id: node.id, name: node.name, before: old.position, after: node.position });
    }
    const { id: _oldId, name: _oldName, position: _oldPosition, ...oldContent } = old;
    const { id: _id, name: _name, position: _position, ...content } = node;
    const changes = diffValues(oldContent, content);
    if (changes.length > 0) nodes.changed.push({ id: node.id, name: node.name, changes });
  }
  nodes.removed = before.nodes.filter((n) => !afterIds.has(n.id)).map(refOf);

  const beforeWires = new Set(before.edges.map(connectionKey));
  const afterWires = new Set(after.edges.map(connectionKey));
  const edges = {
    added: after.edges.filter((e) => !beforeWires.has(connectionKey(e))),
    removed: before.edges.filter((e) => !afterWires.has(connectionKey(e))),
  };

  const beforePins = before.pinData ?? {};
  const afterPins = after.pinData ?? {};
  const pinned = [...new Set([...Object.keys(beforePins), ...Object.keys(afterPins)])].sort();

  return {
    nodes,
    edges,
    settings: diffValues(before.settings, after.settings),
    pinData: pinned.filter((id) => !sameValue(beforePins[id], afterPins[id])),
  };
}

/** True when the two documents differ in nothing `diffWorkflows` reports. */
export function isEmptyDiff(diff: WorkflowDiff): boolean {
  const { nodes, edges, settings, pinData } = diff;
  return (
    Object.values(nodes).every((list) => list.length === 0) &&
    edges.added.length === 0 &&
    edges.removed.length === 0 &&
    settings.length === 0 &&
    pinData.length === 0
  );
}
