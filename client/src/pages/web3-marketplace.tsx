import { Hexagon } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function Web3MarketplacePage() {
  return (
    <ComingSoonScreen
      feature="web3-templates"
      icon={Hexagon}
      description={
        'Agent templates that work with on-chain wallets and tokens on Ethereum, Polygon, Arbitrum One, Base and OP Mainnet. Not built yet: there are no templates and no wallet connection.'
      }
    />
  );
}
