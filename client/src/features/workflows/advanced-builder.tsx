/** /builder-advanced: the canvas over `?workflow=<id>`, or the chooser; signed-in people only. */
import { SlidersHorizontal } from 'lucide-react';
import { CanvasEditor } from './canvas/canvas-editor';
import { WorkflowGate } from './workflow-gate';

export function AdvancedBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  return (
    <WorkflowGate
      workflowId={workflowId}
      basePath={basePath}
      icon={SlidersHorizontal}
      subtitle="Build workflows on a canvas, test them node by node and publish them."
    >
      {(workflow, title) => <CanvasEditor workflow={workflow} title={title} />}
    </WorkflowGate>
  );
}
