import { SunMedium } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarAiAgentOldPage() {
  return (
    <ScreenIntro
      icon={SunMedium}
      tone="solar"
      description={'The previous version of Solara, the conversational solar agent.'}
      actions={[screenLinks.solarAgent, screenLinks.solarSalesAgent]}
    />
  );
}
