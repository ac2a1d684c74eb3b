import { AgentWalletsView } from '@/features/agent-wallets';

export function AgentWalletsPage() {
  return <AgentWalletsView />;
}
