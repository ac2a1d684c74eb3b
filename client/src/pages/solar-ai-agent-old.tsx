import { SunMedium } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarAiAgentOldPage() {
  return (
    <ComingSoonScreen
      icon={SunMedium}
      tone="solar"
      description={
        'The previous version of Solara, the conversational solar agent. Not built yet, like the current one.'
      }
    />
  );
}
