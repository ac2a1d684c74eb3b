import { SunMedium } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarAiAgentPage() {
  return (
    <ComingSoonScreen
      icon={SunMedium}
      tone="solar"
      description={
        'Solara will answer your questions about solar energy for a home or business, from savings to system size and next steps, in a conversation. The conversation is not built yet.'
      }
    />
  );
}
