import { WandSparkles } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function BuilderEnhancedPage() {
  return (
    <ScreenIntro
      icon={WandSparkles}
      description={'A guided builder that suggests steps and settings while you assemble an agent.'}
      actions={[screenLinks.builder, screenLinks.workflowBuilder, screenLinks.marketplace]}
    />
  );
}
