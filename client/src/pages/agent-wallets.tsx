import { Wallet } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function AgentWalletsPage() {
  return (
    <ComingSoonScreen
      feature="agent-wallets"
      icon={Wallet}
      description={
        'Wallets of their own for your AI agents, so they can hold, receive and spend tokens within limits you set. Not built yet: no wallet can be created or connected today.'
      }
    />
  );
}
