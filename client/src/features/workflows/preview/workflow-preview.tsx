/**
 * A read-only picture of a workflow document: React Flow with the nodes at the document's positions,
 * fitted to the box; panning and zooming only (nothing can be moved, connected or deleted). Lazy-load it:
 * React Flow belongs to the builder routes' bundles, never the first page.
 */
import '@xyflow/react/dist/style.css';
import type { WorkflowDocumentInput } from '@common/workflow/document';
import { Background, Controls, type NodeTypes, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { useTheme } from '@/lib/theme';
import { toPreviewGraph } from './preview-graph';
import { PreviewNodeView } from './preview-node';

const nodeTypes: NodeTypes = { preview: PreviewNodeView };

export type WorkflowPreviewProps = {
  document: Pick<WorkflowDocumentInput, 'nodes' | 'edges'>;
  /** What a screen reader hears for the picture. */
  label?: string;
  className?: string;
};

export function WorkflowPreview({ document, label = 'Workflow preview', className }: WorkflowPreviewProps) {
  const { nodes, edges } = useMemo(() => toPreviewGraph(document), [document]);
  const theme = useTheme();
  return (
    <div
      role="img"
      aria-label={`${label}: ${document.nodes.map((n) => n.name).join(', ')}`}
      data-testid="workflow-preview"
      className={cn('h-80 w-full overflow-hidden rounded-xl border border-border bg-background', className)}
    >
      <ReactFlowProvider>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          colorMode={theme}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          deleteKeyCode={null}
          fitView
          fitViewOptions={{ padding: 0.15 }}
          minZoom={0.2}
          maxZoom={1.5}
          proOptions={{ hideAttribution: true }}
        >
          <Background gap={20} size={1} />
          <Controls showInteractive={false} position="bottom-right" />
        </ReactFlow>
      </ReactFlowProvider>
    </div>
  );
}
