import { Layers } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function WorkflowBuilderLegacyPage() {
  return (
    <ScreenIntro
      icon={Layers}
      description={'Design an agent and the workflow around it together, in one builder.'}
      actions={[screenLinks.workflowBuilder, screenLinks.builder, screenLinks.workflows]}
    />
  );
}
