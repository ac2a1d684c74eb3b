import { Handshake } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarSalesAgentPage() {
  return (
    <ScreenIntro
      icon={Handshake}
      tone="solar"
      description={
        'An AI agent for solar sales teams that qualifies leads, answers customer questions and books follow-ups.'
      }
      actions={[screenLinks.solarCrm, screenLinks.solarAgent, screenLinks.solarDeploy]}
    />
  );
}
