import { Blocks } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function WorkflowsPage() {
  return (
    <ScreenIntro
      icon={Blocks}
      description={'All the workflows you have saved, ready to open in the builder, run or deploy.'}
      actions={[screenLinks.workflowBuilder, screenLinks.marketplace, screenLinks.monitor]}
    />
  );
}
