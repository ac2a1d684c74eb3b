import { useSearchParams } from 'react-router';
import { StepsBuilder } from '@/features/steps-editor';

/** /builder-legacy: the linear steps editor; `?workflow=<id>` opens that workflow, otherwise the chooser. */
export function BuilderLegacyPage() {
  const [params] = useSearchParams();
  return <StepsBuilder workflowId={params.get('workflow')} basePath="/builder-legacy" />;
}
