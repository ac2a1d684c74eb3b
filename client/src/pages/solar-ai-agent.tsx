import { SunMedium } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarAiAgentPage() {
  return (
    <ScreenIntro
      icon={SunMedium}
      tone="solar"
      description={
        'Solara answers your questions about solar energy for a home or business, from savings to system size and next steps, in a conversation.'
      }
      actions={[
        screenLinks.solarDesigner,
        screenLinks.solarTemplate,
        screenLinks.solarDeploy,
        screenLinks.mission,
      ]}
    />
  );
}
