/**
 * The steps editor's view of a document: a workflow is "linear" when its nodes form one line, trigger
 * first, each step feeding exactly the next through its only output. Then it reads as a list of steps,
 * and every list edit (insert, move, remove) is a pure document edit that rewires the line. Anything
 * else (a node with two outputs or two outgoing wires, a merge, a loop, tools or sub-nodes wired to a
 * node, a node left unconnected) has branches and belongs on the canvas.
 */
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { NodePosition, WorkflowDocument, WorkflowEdge, WorkflowNode } from '@common/workflow/document';
import { addNode, type NewNode, newId, removeItems } from '@/features/workflows';

export const BRANCHES_MESSAGE = 'This workflow has branches; open it on the canvas';

/** Horizontal distance between steps when the line is laid out again (the canvas shows it left to right). */
export const STEP_GAP = 280;

export type Linearity = { linear: true; order: string[] } | { linear: false; reason: string };

type Catalogue = ReadonlyMap<string, Pick<NodeCatalogueEntry, 'inputs' | 'outputs' | 'group'>>;

export const catalogueMap = (entries: readonly NodeCatalogueEntry[]): Catalogue =>
  new Map(entries.map((e) => [e.type, e]));

/** A trigger starts the workflow: it has no input. Unknown types count as ordinary steps. */
export function isTrigger(catalogue: Catalogue, node: Pick<WorkflowNode, 'type'>): boolean {
  const entry = catalogue.get(node.type);
  return entry ? entry.inputs === 0 || entry.group === 'trigger' : false;
}

const isMain = (e: WorkflowEdge) => e.kind === undefined || e.kind === 'main';

/** The line of node ids from the first step to the last, or why the document is not one line. */
export function linearOrder(doc: WorkflowDocument, catalogue: Catalogue): Linearity {
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const name = (id: string) => `"${byId.get(id)?.name ?? id}"`;
  const subEdge = doc.edges.find((e) => !isMain(e));
  if (subEdge)
    return { linear: false, reason: `${name(subEdge.target)} has tools or sub-nodes wired to it.` };

  const outgoing = new Map<string, WorkflowEdge[]>();
  const incoming = new Map<string, WorkflowEdge[]>();
  for (const edge of doc.edges) {
    outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge]);
    incoming.set(edge.target, [...(incoming.get(edge.target) ?? []), edge]);
  }
  for (const node of doc.nodes) {
    const entry = catalogue.get(node.type);
    const outputs = (entry?.outputs.length ?? 1) + (node.onError === 'errorOutput' ? 1 : 0);
    if (outputs > 1) return { linear: false, reason: `${name(node.id)} has more than one output.` };
    if ((outgoing.get(node.id)?.length ?? 0) > 1) {
      return { linear: false, reason: `${name(node.id)} sends its items to more than one step.` };
    }
    const inputs = entry?.inputs ?? 1;
    if (inputs === 'all-required' || inputs > 1 || (incoming.get(node.id)?.length ?? 0) > 1) {
      return { linear: false, reason: `${name(node.id)} merges more than one input.` };
    }
  }
  const wired = doc.edges.find((e) => e.sourceOutput !== 0 || e.targetInput !== 0);
  if (wired) return { linear: false, reason: `${name(wired.source)} uses a second output or input.` };
  if (doc.nodes.length === 0) return { linear: true, order: [] };

  const heads = doc.nodes.filter((n) => !incoming.has(n.id));
  if (heads.length === 0) return { linear: false, reason: 'Its steps loop back to an earlier one.' };
  if (heads.length > 1) {
    return { linear: false, reason: `${name(heads[1]?.id ?? '')} is not connected to the other steps.` };
  }
  const order: string[] = [];
  const seen = new Set<string>();
  let at: string | undefined = heads[0]?.id;
  while (at !== undefined) {
    if (seen.has(at)) return { linear: false, reason: 'Its steps loop back to an earlier one.' };
    seen.add(at);
    order.push(at);
    at = outgoing.get(at)?.[0]?.target;
  }
  if (order.length < doc.nodes.length) {
    // What is left is a loop no edge from the line reaches.
    return { linear: false, reason: 'Some of its steps loop back to an earlier one.' };
  }
  return { linear: true, order };
}

/**
 * The document with its nodes wired as the line `order` (output 0 into input 0, keeping the ids of the
 * wires that stay), laid out left to right from where the first step is.
 */
export function relink(doc: WorkflowDocument, order: readonly string[]): WorkflowDocument {
  const existing = new Map(doc.edges.map((e) => [`${e.source}>${e.target}`, e]));
  const edges: WorkflowEdge[] = [];
  for (let i = 0; i + 1 < order.length; i += 1) {
    const [source, target] = [order[i] as string, order[i + 1] as string];
    const kept = existing.get(`${source}>${target}`);
    edges.push(
      kept && kept.sourceOutput === 0 && kept.targetInput === 0 && isMain(kept)
        ? kept
        : { id: newId(), source, sourceOutput: 0, target, targetInput: 0 },
    );
  }
  const first = doc.nodes.find((n) => n.id === order[0]);
  const [x0, y0]: NodePosition = first?.position ?? [0, 0];
  const index = new Map(order.map((id, i) => [id, i]));
  const nodes = doc.nodes.map((node) => {
    const i = index.get(node.id);
    if (i === undefined) return node;
    const position: NodePosition = [x0 + i * STEP_GAP, y0];
    return node.position[0] === position[0] && node.position[1] === position[1]
      ? node
      : { ...node, position };
  });
  return { ...doc, nodes, edges };
}

/** Adds a node as step `index` (0 is first) of the line and wires it in. */
export function insertStep(
  doc: WorkflowDocument,
  order: readonly string[],
  index: number,
  input: Omit<NewNode, 'position'>,
): { doc: WorkflowDocument; node: WorkflowNode } {
  const at = Math.max(0, Math.min(index, order.length));
  const before = doc.nodes.find((n) => n.id === order[at - 1]);
  const position: NodePosition = before ? [before.position[0] + STEP_GAP, before.position[1]] : [0, 0];
  const added = addNode(doc, { ...input, position });
  const next = [...order.slice(0, at), added.node.id, ...order.slice(at)];
  const doc2 = relink(added.doc, next);
  return { doc: doc2, node: doc2.nodes.find((n) => n.id === added.node.id) as WorkflowNode };
}

/** Removes step `index`; the step before it now feeds the one after it. */
export function removeStep(doc: WorkflowDocument, order: readonly string[], index: number): WorkflowDocument {
  const id = order[index];
  if (id === undefined) return doc;
  return relink(
    removeItems(doc, [id]),
    order.filter((_, i) => i !== index),
  );
}

/**
 * Whether step `from` may move to place `to`: a trigger stays first (it has no input), and nothing
 * moves above a trigger.
 */
export function canMoveStep(
  doc: WorkflowDocument,
  catalogue: Catalogue,
  order: readonly string[],
  from: number,
  to: number,
): boolean {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) return false;
  const node = (i: number) => doc.nodes.find((n) => n.id === order[i]);
  const moving = node(from);
  if (!moving || isTrigger(catalogue, moving)) return false;
  const first = node(0);
  return !(to === 0 && first && isTrigger(catalogue, first));
}

/** The line with step `from` moved to place `to` (the others shift), or null when it may not move there. */
export function moveStep(
  doc: WorkflowDocument,
  catalogue: Catalogue,
  order: readonly string[],
  from: number,
  to: number,
): WorkflowDocument | null {
  if (!canMoveStep(doc, catalogue, order, from, to)) return null;
  const next = [...order];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id as string);
  return relink(doc, next);
}

/** Which node types may go in at place `index`: the first place takes a trigger when there is none yet. */
export function allowedAt(
  doc: WorkflowDocument,
  catalogue: readonly NodeCatalogueEntry[],
  order: readonly string[],
  index: number,
): NodeCatalogueEntry[] {
  const map = catalogueMap(catalogue);
  const firstNode = doc.nodes.find((n) => n.id === order[0]);
  const hasTrigger = firstNode ? isTrigger(map, firstNode) : false;
  // Nothing goes above a trigger: it has no input.
  if (index === 0 && hasTrigger) return [];
  const wantTrigger = index === 0 && !hasTrigger;
  return catalogue.filter((e) => {
    const trigger = isTrigger(map, e);
    if (trigger !== wantTrigger) return false;
    // Steps of a line have one input and one output.
    return trigger || (e.inputs === 1 && e.outputs.length === 1);
  });
}
