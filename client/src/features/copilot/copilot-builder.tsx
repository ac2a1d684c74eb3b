/** /builder-classic: sign-in, `?workflow=<id>` opened with the copilot, or the chooser (recent + new). */
import { Bot } from 'lucide-react';
import { WorkflowGate } from '@/features/workflows';
import { CopilotEditor } from './copilot-editor';

export function CopilotBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  return (
    <WorkflowGate
      workflowId={workflowId}
      basePath={basePath}
      icon={Bot}
      subtitle="Edit workflows by chatting with a copilot: every change is yours to accept or undo."
    >
      {(workflow, title) => <CopilotEditor workflow={workflow} title={title} />}
    </WorkflowGate>
  );
}
