/** /builder-advanced: the canvas over `?workflow=<id>`, or the chooser; signed-in people only. */
import { SlidersHorizontal } from 'lucide-react';
import { useCurrentUser } from '@/features/auth';
import { useNodeTypes, useWorkflow } from '../api';
import { CanvasEditor } from '../canvas/canvas-editor';
import { WorkflowGate } from './workflow-gate';

export function AdvancedBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  const { user, isLoading } = useCurrentUser();
  // The workflow and the node catalogue are asked for at once, while the session is still being checked,
  // not one after the other behind it (a large canvas waits for both). The gate reads the same queries.
  const early = workflowId !== null && (isLoading || user !== null);
  useWorkflow(early ? workflowId : null);
  useNodeTypes({ enabled: early });
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
