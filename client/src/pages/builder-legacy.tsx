import { History } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function BuilderLegacyPage() {
  return (
    <ScreenIntro
      icon={History}
      description={'The earlier version of the agent builder, kept for agents that were created with it.'}
      actions={[screenLinks.builder, screenLinks.workflowBuilder, screenLinks.workflows]}
    />
  );
}
