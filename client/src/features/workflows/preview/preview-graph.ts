/**
 * A workflow document as React Flow's nodes and edges for the read-only preview: nodes at the document's
 * own positions, and one handle per input and output the edges use (a branch leaves from its own
 * output's handle, in output order).
 */
import type { WorkflowDocumentInput } from '@common/workflow/document';
import type { Edge, Node } from '@xyflow/react';

export type PreviewNodeData = {
  name: string;
  type: string;
  /** The ports to draw a handle for (those an edge uses; port 0 when none does), in order. */
  inputs: number[];
  outputs: number[];
  trigger: boolean;
  disabled: boolean;
};

export type PreviewNode = Node<PreviewNodeData, 'preview'>;

/** "send-email" → "Send email"; a readable type when the catalogue is not at hand. */
export function typeLabel(type: string): string {
  const plain = type.replace(/^@[^/]+\//, '').replace(/[-_]+/g, ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

export function isTriggerType(type: string): boolean {
  return type.endsWith('-trigger');
}

export function toPreviewGraph(document: Pick<WorkflowDocumentInput, 'nodes' | 'edges'>): {
  nodes: PreviewNode[];
  edges: Edge[];
} {
  const edges = document.edges ?? [];
  const outputs = new Map<string, Set<number>>();
  const inputs = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, id: string, port: number) =>
    map.set(id, (map.get(id) ?? new Set<number>()).add(port));
  for (const edge of edges) {
    add(outputs, edge.source, edge.sourceOutput);
    add(inputs, edge.target, edge.targetInput);
  }
  const ports = (used: Set<number> | undefined) => (used ? [...used].sort((a, b) => a - b) : [0]);
  const nodes: PreviewNode[] = document.nodes.map((node) => {
    const trigger = isTriggerType(node.type);
    return {
      id: node.id,
      type: 'preview',
      position: { x: node.position[0], y: node.position[1] },
      data: {
        name: node.name,
        type: node.type,
        inputs: trigger ? [] : ports(inputs.get(node.id)),
        outputs: ports(outputs.get(node.id)),
        trigger,
        disabled: node.disabled ?? false,
      },
    };
  });
  return {
    nodes,
    edges: edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      sourceHandle: `out-${edge.sourceOutput}`,
      targetHandle: `in-${edge.targetInput}`,
    })),
  };
}
