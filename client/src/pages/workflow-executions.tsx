import { ExecutionsView } from '@/features/workflow-list';

export function WorkflowExecutionsPage() {
  return <ExecutionsView />;
}
