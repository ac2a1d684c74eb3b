import { History } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function BuilderLegacyPage() {
  return (
    <ComingSoonScreen
      icon={History}
      description={
        'The earlier version of the agent builder, for agents that were created with it. Not built yet, and no agent has been made with it.'
      }
    />
  );
}
