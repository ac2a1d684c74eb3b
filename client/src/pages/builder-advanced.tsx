import { SlidersHorizontal } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function BuilderAdvancedPage() {
  return (
    <ScreenIntro
      icon={SlidersHorizontal}
      description={'Build agents with full control over prompts, tools, memory and model settings.'}
      actions={[screenLinks.builder, screenLinks.workflowBuilder, screenLinks.providers]}
    />
  );
}
