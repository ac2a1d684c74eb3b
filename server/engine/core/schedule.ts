/**
 * n8n's v1 execution order. A stack of pending node runs: after a node runs, its children are pushed so
 * that the first of them runs next, and that child's own children before any sibling (depth first). The
 * first child is the top-left one when every child has a canvas position (n8n), else the first edge of
 * the first output. An empty output runs nothing. A node with several inputs collects them in `waiting`
 * and is pushed once every connected input has data; when nothing else is left, a waiting node whose type
 * has a fixed input count (n8n's merge) runs with what it has, missing inputs empty, unless a node
 * upstream of it is waiting too.
 */
import type { WorkflowGraph } from './graph';
import type { NodeType } from './node-type';
import type { ExecutionState, PendingRun } from './run-record';
import type { Item, ItemLists } from './types';

export type NodeTypeOf = (nodeId: string) => NodeType | undefined;

function hasSeveralInputs(type: NodeType | undefined): boolean {
  return type?.inputs === 'all-required' || (typeof type?.inputs === 'number' && type.inputs > 1);
}

/** Hands a node's outputs to its children. */
export function scheduleChildren(
  graph: WorkflowGraph,
  typeOf: NodeTypeOf,
  state: ExecutionState,
  nodeId: string,
  outputs: ItemLists,
): void {
  const edges = graph.outgoing(nodeId).filter((edge) => (outputs[edge.sourceOutput] ?? []).length > 0);
  const ready: PendingRun[] = [];
  for (const edge of topLeftFirst(graph, edges)) {
    const items = outputs[edge.sourceOutput] ?? [];
    const target = edge.target;
    if (!hasSeveralInputs(typeOf(target))) {
      ready.push({ nodeId: target, inputs: [items] });
      continue;
    }
    // Like n8n: the first waiting entry with this input free takes the items, else a new entry (a loop
    // that feeds one input twice before the other arrives makes two runs, not one with joined items).
    const entries = state.waiting[target] ?? [];
    const slots = entries.find((entry) => entry[edge.targetInput] == null) ?? connectedSlots(graph, target);
    if (!entries.includes(slots)) entries.push(slots);
    slots[edge.targetInput] = items;
    state.waiting[target] = entries;
    if (graph.incoming(target).every((e) => slots[e.targetInput] != null)) {
      dropEntry(state, target, slots);
      ready.push({ nodeId: target, inputs: filled(slots) });
    }
  }
  for (const run of ready.reverse()) state.stack.push(run);
}

/** When the stack is empty: pushes the first waiting node allowed to run short of inputs, if any. */
export function releaseWaiting(graph: WorkflowGraph, typeOf: NodeTypeOf, state: ExecutionState): boolean {
  const waiting = Object.keys(state.waiting);
  const nodeId = waiting.find(
    (id) =>
      typeof typeOf(id)?.inputs === 'number' &&
      !waiting.some((other) => graph.ancestors(id).has(other) && other !== id),
  );
  const slots = nodeId ? state.waiting[nodeId]?.[0] : undefined;
  if (!nodeId || !slots) return false;
  dropEntry(state, nodeId, slots);
  state.stack.push({ nodeId, inputs: filled(slots) });
  return true;
}

function dropEntry(state: ExecutionState, nodeId: string, slots: (Item[] | null)[]): void {
  const left = (state.waiting[nodeId] ?? []).filter((entry) => entry !== slots);
  if (left.length > 0) state.waiting[nodeId] = left;
  else delete state.waiting[nodeId];
}

function topLeftFirst<T extends { target: string }>(graph: WorkflowGraph, edges: T[]): T[] {
  const at = (edge: T) => graph.node(edge.target).position;
  if (!edges.every(at)) return edges;
  return [...edges].sort((a, b) => {
    const [ax = 0, ay = 0] = at(a) ?? [];
    const [bx = 0, by = 0] = at(b) ?? [];
    return ay - by || ax - bx;
  });
}

function connectedSlots(graph: WorkflowGraph, nodeId: string): (Item[] | null)[] {
  const count = Math.max(0, ...graph.incoming(nodeId).map((e) => e.targetInput + 1));
  return Array.from({ length: count }, () => null);
}

function filled(slots: (Item[] | null)[]): ItemLists {
  return slots.map((s) => s ?? []);
}
