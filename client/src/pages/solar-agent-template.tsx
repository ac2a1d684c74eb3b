import { LayoutTemplate } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarAgentTemplatePage() {
  return (
    <ScreenIntro
      icon={LayoutTemplate}
      tone="solar"
      description={
        'The solar AI agent as a ready-made template: what it does, what it includes and how to make it yours.'
      }
      actions={[screenLinks.solarDeploy, screenLinks.solarAgent, screenLinks.marketplace]}
    />
  );
}
