import { Hexagon } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function Web3MarketplacePage() {
  return (
    <ScreenIntro
      icon={Hexagon}
      description={
        'Browse agent templates that work with on-chain wallets and tokens on Ethereum, Polygon, Arbitrum One, Base and OP Mainnet.'
      }
      actions={[screenLinks.marketplace, screenLinks.agentWallets, screenLinks.tokens]}
    />
  );
}
