import { useSearchParams } from 'react-router';
import { UnifiedBuilder } from '@/features/unified-builder';

/** /workflow-builder-legacy: the unified builder; `?workflow=<id>` opens that workflow, otherwise the chooser. */
export function WorkflowBuilderLegacyPage() {
  const [params] = useSearchParams();
  return <UnifiedBuilder workflowId={params.get('workflow')} basePath="/workflow-builder-legacy" />;
}
