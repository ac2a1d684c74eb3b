/**
 * The document as React Flow nodes and edges. A node object is reused while nothing it shows has
 * changed, so with 300 nodes a drag or an edit re-renders only the nodes it touches (the node
 * components are memoised on these objects).
 */
import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import type { StickyNote, WorkflowDocument, WorkflowEdge, WorkflowNode } from '@common/workflow/document';
import type { Edge } from '@xyflow/react';
import type { NodeProblem } from '../document/validation';
import type { NodeRunState } from '../runs/run-state';
import type { StickyNoteNode } from './sticky-note-node';
import { cardHandles, NODE_SIZE, nodePorts, type WorkflowFlowNode } from './workflow-node';

export type CanvasFlowNode = WorkflowFlowNode | StickyNoteNode;

interface Inputs {
  doc: WorkflowDocument;
  types: ReadonlyMap<string, NodeCatalogueEntry>;
  runs: Readonly<Record<string, NodeRunState>>;
  problems: ReadonlyMap<string, NodeProblem[]>;
  selected: ReadonlySet<string>;
  readOnly: boolean;
  /** Sizes React Flow measured: handed back, or it measures a changed node again. */
  measured: ReadonlyMap<string, { width: number; height: number }>;
}

type Cached<T> = { deps: unknown[]; value: T };
const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function createFlowMapper() {
  const nodes = new Map<string, Cached<CanvasFlowNode>>();
  const edges = new Map<string, Cached<Edge>>();

  function memo<T>(cache: Map<string, Cached<T>>, id: string, deps: unknown[], make: () => T): T {
    const hit = cache.get(id);
    if (hit && same(hit.deps, deps)) return hit.value;
    const value = make();
    cache.set(id, { deps, value });
    return value;
  }

  function workflowNode(node: WorkflowNode, input: Inputs): CanvasFlowNode {
    const entry = input.types.get(node.type);
    const run = input.runs[node.id];
    const problems = input.problems.get(node.id);
    const problemKey = problems?.map((p) => p.message).join('\n') ?? '';
    const pinned = Boolean(input.doc.pinData?.[node.id]);
    const selected = input.selected.has(node.id);
    const measured = input.measured.get(node.id);
    return memo(
      nodes,
      node.id,
      [node, entry, run, problemKey, pinned, selected, input.readOnly, measured],
      () => ({
        id: node.id,
        type: 'workflow',
        // Until React Flow has measured a card, the size it has without a run badge: with a size a node is
        // drawn in the first frame (React Flow hides a node it cannot size) and the view fits at once; the
        // measurement that follows corrects any other size. Its handles likewise, so edges are drawn with it.
        measured: measured ?? NODE_SIZE,
        handles: cardHandles(nodePorts(entry), measured ?? NODE_SIZE),
        position: { x: node.position[0], y: node.position[1] },
        data: { node, entry, run, problems, pinned },
        selected,
        draggable: !input.readOnly,
        connectable: !input.readOnly,
      }),
    );
  }

  function stickyNode(note: StickyNote, input: Inputs): CanvasFlowNode {
    const selected = input.selected.has(note.id);
    const measured = input.measured.get(note.id);
    return memo(nodes, note.id, [note, selected, input.readOnly, measured], () => ({
      id: note.id,
      type: 'sticky',
      ...(measured ? { measured } : {}),
      position: { x: note.position[0], y: note.position[1] },
      width: note.width,
      height: note.height,
      style: { width: note.width, height: note.height },
      zIndex: -1,
      data: { note },
      selected,
      draggable: !input.readOnly,
      connectable: false,
    }));
  }

  function flowEdge(edge: WorkflowEdge, input: Inputs): Edge {
    const selected = input.selected.has(edge.id);
    const sourceRun = input.runs[edge.source];
    return memo(edges, edge.id, [edge, selected, sourceRun?.status], () => ({
      id: edge.id,
      source: edge.source,
      sourceHandle: `out-${edge.sourceOutput}`,
      target: edge.target,
      targetHandle: `in-${edge.targetInput}`,
      selected,
      animated: sourceRun?.status === 'running',
      className: sourceRun?.status === 'succeeded' ? 'aiz-edge-done' : undefined,
    }));
  }

  return function toFlow(input: Inputs): { nodes: CanvasFlowNode[]; edges: Edge[] } {
    const flowNodes = [
      ...(input.doc.stickyNotes ?? []).map((s) => stickyNode(s, input)),
      ...input.doc.nodes.map((n) => workflowNode(n, input)),
    ];
    const flowEdges = input.doc.edges.map((e) => flowEdge(e, input));
    // Forget what left the document, so the caches stay the document's size.
    if (nodes.size > flowNodes.length) {
      const live = new Set(flowNodes.map((n) => n.id));
      for (const id of nodes.keys()) if (!live.has(id)) nodes.delete(id);
    }
    if (edges.size > flowEdges.length) {
      const live = new Set(flowEdges.map((e) => e.id));
      for (const id of edges.keys()) if (!live.has(id)) edges.delete(id);
    }
    return { nodes: flowNodes, edges: flowEdges };
  };
}

/** `out-2` → 2 (a handle id back to a port index). */
export const portIndex = (handle: string | null | undefined) => Number(handle?.split('-')[1] ?? 0) || 0;
