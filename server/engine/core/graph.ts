/** Lookups over a workflow's edges, built once per run. */
import type { EdgeKind, ExecutableEdge, ExecutableNode, ExecutableWorkflow } from './types';

export interface WorkflowGraph {
  node(id: string): ExecutableNode;
  /** Edges leaving `id`, by output index then in document order. */
  outgoing(id: string): ExecutableEdge[];
  incoming(id: string): ExecutableEdge[];
  /** Nodes nothing points at, in document order: where a run starts (never a node wired out as a tool). */
  startNodes(): ExecutableNode[];
  /** The nodes wired into `id` through `kind` (not `main`), in document order: an agent's tools. */
  attached(id: string, kind: Exclude<EdgeKind, 'main'>): ExecutableNode[];
  /** Every node upstream of `id`. */
  ancestors(id: string): Set<string>;
}

export function buildGraph(workflow: ExecutableWorkflow): WorkflowGraph {
  const nodes = new Map(workflow.nodes.map((n) => [n.id, n]));
  const out = new Map<string, ExecutableEdge[]>();
  const inc = new Map<string, ExecutableEdge[]>();
  /** Sub-nodes (tools, memory, models): node id → the edges that attach it. */
  const attachedBy = new Map<string, ExecutableEdge[]>();
  for (const e of workflow.edges) {
    if (!nodes.has(e.source) || !nodes.has(e.target)) {
      throw new Error(`edge ${e.source} -> ${e.target} names a node that does not exist`);
    }
    if (e.kind && e.kind !== 'main') {
      attachedBy.set(e.source, [...(attachedBy.get(e.source) ?? []), e]);
      continue;
    }
    out.set(e.source, [...(out.get(e.source) ?? []), e]);
    inc.set(e.target, [...(inc.get(e.target) ?? []), e]);
  }
  // Stable sort: output 0 first, document order within an output.
  for (const list of out.values()) list.sort((a, b) => a.sourceOutput - b.sourceOutput);
  return {
    node(id) {
      const n = nodes.get(id);
      if (!n) throw new Error(`no node ${id}`);
      return n;
    },
    outgoing: (id) => out.get(id) ?? [],
    incoming: (id) => inc.get(id) ?? [],
    startNodes: () => workflow.nodes.filter((n) => !inc.has(n.id) && !attachedBy.has(n.id)),
    attached: (id, kind) =>
      workflow.nodes.filter((n) => attachedBy.get(n.id)?.some((e) => e.target === id && e.kind === kind)),
    ancestors(id) {
      const seen = new Set<string>();
      const todo = [id];
      for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
        for (const e of inc.get(next) ?? []) {
          if (!seen.has(e.source)) {
            seen.add(e.source);
            todo.push(e.source);
          }
        }
      }
      return seen;
    },
  };
}
