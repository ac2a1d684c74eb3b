/**
 * Pure graph questions about a workflow document, shared by the engine, the builders and the importers.
 * Everything is by node id, and every list comes in a deterministic order: document order of edges and
 * nodes, so the same document always gives the same answer.
 */
import type { WorkflowDocument, WorkflowEdge } from './document';

type Graph = Pick<WorkflowDocument, 'nodes' | 'edges'>;

/** Edges leaving `nodeId`, from every output or only from `output`. */
export function outgoingEdges(doc: Graph, nodeId: string, output?: number): WorkflowEdge[] {
  return doc.edges.filter((e) => e.source === nodeId && (output === undefined || e.sourceOutput === output));
}

/** Edges entering `nodeId`, into every input or only into `input`. */
export function incomingEdges(doc: Graph, nodeId: string, input?: number): WorkflowEdge[] {
  return doc.edges.filter((e) => e.target === nodeId && (input === undefined || e.targetInput === input));
}

const unique = (ids: string[]) => [...new Set(ids)];

/** The nodes fed by `nodeId` (from one output, or from any), each once. */
export function childrenOf(doc: Graph, nodeId: string, output?: number): string[] {
  return unique(outgoingEdges(doc, nodeId, output).map((e) => e.target));
}

/** The nodes feeding `nodeId` (into one input, or into any), each once. */
export function parentsOf(doc: Graph, nodeId: string, input?: number): string[] {
  return unique(incomingEdges(doc, nodeId, input).map((e) => e.source));
}

/**
 * Nodes no edge enters (triggers, and anything left unwired), in document order; a node wired to another
 * as its tool (an `ai_*` edge) is run by that node, never as a start.
 */
export function startNodes(doc: Graph): string[] {
  const targets = new Set(doc.edges.map((e) => e.target));
  const subNodes = new Set(doc.edges.filter((e) => e.kind && e.kind !== 'main').map((e) => e.source));
  return doc.nodes.filter((n) => !targets.has(n.id) && !subNodes.has(n.id)).map((n) => n.id);
}

export type GraphDirection = 'downstream' | 'upstream';

/** Each node's neighbours along the edges (downstream) or against them (upstream), each once. */
function adjacency(doc: Graph, direction: GraphDirection = 'downstream'): Map<string, string[]> {
  const next = new Map<string, string[]>(doc.nodes.map((n) => [n.id, []]));
  for (const edge of doc.edges) {
    const [from, to] = direction === 'downstream' ? [edge.source, edge.target] : [edge.target, edge.source];
    const neighbours = next.get(from);
    if (neighbours && !neighbours.includes(to)) neighbours.push(to);
  }
  return next;
}

/**
 * The nodes reached by following one edge or more from `nodeId`, breadth first: downstream (what a run
 * from it re-executes) or upstream (whose stored outputs a partial run reuses). `nodeId` itself is in
 * the list only when a cycle leads back to it.
 */
export function reachableFrom(
  doc: Graph,
  nodeId: string,
  direction: GraphDirection = 'downstream',
): string[] {
  const next = adjacency(doc, direction);
  const seen = new Set<string>();
  const queue = [...(next.get(nodeId) ?? [])];
  for (let i = 0; i < queue.length; i += 1) {
    const id = queue[i] as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(next.get(id) ?? []));
  }
  return [...seen];
}

export type TopologicalOrder =
  | { acyclic: true; order: string[] }
  /** Each cycle is a strongly connected group of nodes (or a node wired to itself), in document order. */
  | { acyclic: false; cycles: string[][] };

/**
 * Every node after all its parents (of the nodes ready, the earliest in the document first), or the
 * cycles that prevent such an order.
 */
export function topologicalOrder(doc: Graph): TopologicalOrder {
  const next = adjacency(doc);
  const inDegree = new Map(doc.nodes.map((n) => [n.id, 0]));
  for (const targets of next.values()) {
    for (const t of targets) inDegree.set(t, (inDegree.get(t) ?? 0) + 1);
  }
  const position = new Map(doc.nodes.map((n, i) => [n.id, i]));
  const ready = doc.nodes.filter((n) => inDegree.get(n.id) === 0).map((n) => n.id);
  const order: string[] = [];
  while (ready.length > 0) {
    const id = ready.shift() as string;
    order.push(id);
    for (const t of next.get(id) ?? []) {
      const left = (inDegree.get(t) ?? 0) - 1;
      inDegree.set(t, left);
      if (left === 0) {
        ready.push(t);
        ready.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
      }
    }
  }
  if (order.length === doc.nodes.length) return { acyclic: true, order };
  return { acyclic: false, cycles: cyclesOf(doc, next) };
}

/** Tarjan's strongly connected components, iterative so a thousand-node chain cannot overflow the stack. */
function cyclesOf(doc: Graph, next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const root of doc.nodes) {
    if (index.has(root.id)) continue;
    const work: { id: string; child: number }[] = [{ id: root.id, child: 0 }];
    index.set(root.id, counter);
    low.set(root.id, counter++);
    stack.push(root.id);
    onStack.add(root.id);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; child: number };
      const targets = next.get(frame.id) ?? [];
      if (frame.child < targets.length) {
        const t = targets[frame.child++] as string;
        if (!index.has(t)) {
          index.set(t, counter);
          low.set(t, counter++);
          stack.push(t);
          onStack.add(t);
          work.push({ id: t, child: 0 });
        } else if (onStack.has(t)) {
          low.set(frame.id, Math.min(low.get(frame.id) ?? 0, index.get(t) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) ?? 0, low.get(frame.id) ?? 0));
      if (low.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        let id: string | undefined;
        do {
          id = stack.pop() as string;
          onStack.delete(id);
          component.push(id);
        } while (id !== frame.id);
        components.push(component);
      }
    }
  }

  const position = new Map(doc.nodes.map((n, i) => [n.id, i]));
  const byPosition = (a: string, b: string) => (position.get(a) ?? 0) - (position.get(b) ?? 0);
  return components
    .filter((c) => c.length > 1 || (next.get(c[0] as string) ?? []).includes(c[0] as string))
    .map((c) => c.sort(byPosition))
    .sort((a, b) => byPosition(a[0] as string, b[0] as string));
}
