import { WorkflowsView } from '@/features/workflow-list';

export function WorkflowsPage() {
  return <WorkflowsView />;
}
