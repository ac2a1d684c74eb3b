import { useSearchParams } from 'react-router';
import { EnhancedBuilder } from '@/features/workflows/debugger/enhanced-builder-screen';

/** /builder-enhanced: the run debugger; `?workflow=<id>&run=<runId>` opens that run, otherwise the chooser. */
export function BuilderEnhancedPage() {
  const [params] = useSearchParams();
  return <EnhancedBuilder workflowId={params.get('workflow')} />;
}
