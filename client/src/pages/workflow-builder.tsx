import { DescribeView } from '@/features/describe';
import { useScreenTitle } from '@/lib/screen-handle';

/** Full-height screen below the navigation (no footer, SPEC §2): "Describe it" and the templates. */
export function WorkflowBuilderPage() {
  const title = useScreenTitle();
  return (
    <div className="relative flex min-h-0 flex-1 flex-col overflow-auto bg-grid">
      <DescribeView title={title} />
    </div>
  );
}
