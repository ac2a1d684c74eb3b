/** /builder-legacy: the steps editor over `?workflow=<id>`, or the chooser; signed-in people only. */
import type { WorkflowDetail } from '@common/schemas/workflows';
import { ListOrdered } from 'lucide-react';
import { useDraftEditor, WorkflowGate } from '@/features/workflows';
import { StepsEditor } from './steps-editor';

function StepsScreen({ workflow, title }: { workflow: WorkflowDetail; title: string }) {
  const editor = useDraftEditor(workflow);
  return (
    <StepsEditor
      className="flex min-h-0 flex-1 flex-col"
      workflow={workflow}
      editor={editor}
      heading={<h1 className="font-semibold text-lg leading-tight tracking-tight">{title}</h1>}
    />
  );
}

export function StepsBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  return (
    <WorkflowGate
      workflowId={workflowId}
      basePath={basePath}
      icon={ListOrdered}
      subtitle="Build a workflow as a list of steps: a trigger, then one step after another."
    >
      {(workflow, title) => <StepsScreen workflow={workflow} title={title} />}
    </WorkflowGate>
  );
}
