import { useSearchParams } from 'react-router';
import { CopilotBuilder } from '@/features/copilot';

/** /builder-classic: the canvas with the copilot chat; `?workflow=<id>` opens that workflow, otherwise the chooser. */
export function BuilderClassicPage() {
  const [params] = useSearchParams();
  return <CopilotBuilder workflowId={params.get('workflow')} basePath="/builder-classic" />;
}
