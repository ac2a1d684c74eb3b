import { Cpu } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function BuilderClassicPage() {
  return (
    <ScreenIntro
      icon={Cpu}
      description={'The next generation of the builder, where new building features arrive first.'}
      actions={[screenLinks.workflowBuilder, screenLinks.builder, screenLinks.workflows]}
    />
  );
}
