import { Rocket } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function SolarAgentDeployPage() {
  return (
    <ScreenIntro
      icon={Rocket}
      tone="solar"
      description={
        'Deploy your own copy of the solar AI agent under your account, then adapt it to your business.'
      }
      actions={[screenLinks.solarTemplate, screenLinks.solarAgent, screenLinks.fleet]}
    />
  );
}
