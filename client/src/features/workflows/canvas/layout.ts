/**
 * Auto-layout, left to right, with ELK. elkjs is 1.9 MB bundled (TOOLCHAIN-CHECKS item 7), so it is
 * imported on the first layout only, never with the canvas.
 */
import type { NodePosition, WorkflowDocument } from '@common/workflow/document';
import type { ELK } from 'elkjs/lib/elk-api';

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 72;

let elk: Promise<ELK> | null = null;
function loadElk(): Promise<ELK> {
  elk ??= import('elkjs/lib/elk.bundled.js').then((m) => new m.default());
  return elk;
}

/** New positions for every node (sticky notes stay where they are). */
export async function autoLayout(
  doc: Pick<WorkflowDocument, 'nodes' | 'edges'>,
): Promise<Map<string, NodePosition>> {
  const engine = await loadElk();
  const graph = await engine.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '80',
      'elk.spacing.nodeNode': '40',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children: doc.nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: doc.edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  });
  return new Map((graph.children ?? []).map((c) => [c.id, [Math.round(c.x ?? 0), Math.round(c.y ?? 0)]]));
}
