import { Handshake } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarSalesAgentPage() {
  return (
    <ComingSoonScreen
      feature="solar-sales-agent"
      icon={Handshake}
      tone="solar"
      description={
        'An AI agent for solar sales teams that will qualify leads, answer customer questions and book follow-ups. Not built yet.'
      }
    />
  );
}
