import { RunDetailView } from '@/features/workflow-list';

export function WorkflowRunPage() {
  return <RunDetailView />;
}
