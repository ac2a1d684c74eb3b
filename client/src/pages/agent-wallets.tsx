import { Wallet } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function AgentWalletsPage() {
  return (
    <ScreenIntro
      icon={Wallet}
      description={
        'Give your AI agents wallets of their own, so they can hold, receive and spend tokens within limits you set.'
      }
      actions={[screenLinks.tokens, screenLinks.staking, screenLinks.web3Marketplace]}
    />
  );
}
