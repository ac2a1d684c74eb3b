import { useSearchParams } from 'react-router';
import { AdvancedBuilder } from '@/features/workflows';

/** /builder-advanced: the canvas editor; `?workflow=<id>` opens that workflow, otherwise the chooser. */
export function BuilderAdvancedPage() {
  const [params] = useSearchParams();
  return <AdvancedBuilder workflowId={params.get('workflow')} basePath="/builder-advanced" />;
}
