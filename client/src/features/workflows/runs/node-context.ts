/**
 * What one node can read, from the document's wires and a run: its upstream nodes (every ancestor along
 * `main` wires), the items of its input and the outputs of the nodes before it. Feeds the expression
 * editor's completion and preview, the side panel's Input view and the debugger. Pure.
 */
import { countOf } from '@common/plural';
import type { RunDetail, RunStepView } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';

export type Item = { json: unknown };
/** The preview sends at most this many items per node (the editor shows a sample, not the data). */
export const CONTEXT_ITEMS = 100;

const isMain = (kind: string | undefined) => kind === undefined || kind === 'main';

/** Ancestor node ids along main wires, nearest first (breadth first), without the node itself. */
export function upstreamNodeIds(doc: WorkflowDocument, nodeId: string): string[] {
  const parents = new Map<string, string[]>();
  for (const edge of doc.edges) {
    if (!isMain(edge.kind)) continue;
    parents.set(edge.target, [...(parents.get(edge.target) ?? []), edge.source]);
  }
  const seen = new Set<string>([nodeId]);
  const order: string[] = [];
  let frontier = [nodeId];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const parent of parents.get(id) ?? []) {
        if (seen.has(parent)) continue;
        seen.add(parent);
        order.push(parent);
        next.push(parent);
      }
    }
    frontier = next;
  }
  return order;
}

/** The lists of a step's items as stored: all of them, or the first items kept of a list too large to keep. */
export function itemLists(lists: RunStepView['output'] | undefined): unknown[][] {
  if (!lists) return [];
  return Array.isArray(lists) ? lists : (lists.kept ?? []);
}

/** The items of one list of a step (`output[index]`): those kept when it was too large; [] when absent. */
export function stepItems(lists: RunStepView['output'] | undefined, index = 0): Item[] {
  return ((itemLists(lists)[index] ?? []) as Item[]).filter((i) => i !== null && typeof i === 'object');
}

/** Every item of every list of a step (an If node's true and false outputs together). */
export function allItems(lists: RunStepView['output'] | undefined): Item[] {
  return (itemLists(lists) as Item[][]).flat().filter((i) => i !== null && typeof i === 'object');
}

/** Whether the step's data was too large to store whole (only its first items, or only counts, are kept). */
export const isTruncated = (lists: RunStepView['output'] | undefined) =>
  lists !== undefined && !Array.isArray(lists);

/** What the run inspector says of items too large to keep whole; undefined when they were kept whole. */
export function truncationNote(lists: RunStepView['output'] | undefined): string | undefined {
  if (lists === undefined || Array.isArray(lists)) return undefined;
  const total = lists.items.reduce((n, c) => n + c, 0);
  // Runs stored before the first items were kept have counts only.
  return (
    lists.message ?? `Too large to keep: ${countOf(total, 'item')}, only counted. The run used all of them.`
  );
}

/** A DataInspector's `note` prop, only when there is a note (exactOptionalPropertyTypes). */
export const optionalNote = (note: string | undefined) => (note === undefined ? {} : { note });

type Steps = readonly RunStepView[];

/** The last step of a node among `steps` (a run's, or the part of it up to a point). */
export function lastStep(steps: Steps, nodeId: string): RunStepView | undefined {
  for (let i = steps.length - 1; i >= 0; i -= 1) if (steps[i]?.nodeId === nodeId) return steps[i];
  return undefined;
}

/** The items a node received: its step's input, or else what the wires into it carried in the run. */
export function inputItemsOf(doc: WorkflowDocument, steps: Steps, nodeId: string): Item[] {
  const own = lastStep(steps, nodeId);
  if (own && Array.isArray(own.input)) return allItems(own.input);
  const items: Item[] = [];
  for (const edge of doc.edges) {
    if (edge.target !== nodeId || !isMain(edge.kind)) continue;
    const source = lastStep(steps, edge.source);
    items.push(...stepItems(source?.output, edge.sourceOutput));
  }
  return items;
}

export interface NodeExpressionContext {
  items: Item[];
  nodes: string[];
  nodeOutputs: Record<string, Item[]>;
}

/**
 * What an expression in the node can read after `run` (or nothing known yet): its input items, the
 * names of the nodes before it, and those nodes' first output (a sample of `CONTEXT_ITEMS`).
 */
export function expressionContextOf(
  doc: WorkflowDocument,
  nodeId: string,
  run: Pick<RunDetail, 'steps'> | null | undefined,
): NodeExpressionContext {
  const steps = run?.steps ?? [];
  const ids = upstreamNodeIds(doc, nodeId);
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const nodes: string[] = [];
  const nodeOutputs: Record<string, Item[]> = {};
  for (const id of ids) {
    const node = byId.get(id);
    if (!node) continue;
    nodes.push(node.name);
    const step = lastStep(steps, id);
    if (step) nodeOutputs[node.name] = stepItems(step.output).slice(0, CONTEXT_ITEMS);
  }
  return { items: inputItemsOf(doc, steps, nodeId).slice(0, CONTEXT_ITEMS), nodes, nodeOutputs };
}

/** Problems by parameter key, as the parameter form shows them beside its fields. */
export function errorsByParameter(
  problems: readonly { parameter?: string; message: string }[] | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems ?? []) if (p.parameter && !out[p.parameter]) out[p.parameter] = p.message;
  return out;
}
