import { Rocket } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarAgentDeployPage() {
  return (
    <ComingSoonScreen
      icon={Rocket}
      tone="solar"
      description={
        'You will deploy your own copy of the solar AI agent under your account, then adapt it to your business. Not built yet: there is nothing to deploy today.'
      }
    />
  );
}
