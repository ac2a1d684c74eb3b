import { Web3MarketplaceScreen } from '@/features/web3-marketplace';

export function Web3MarketplacePage() {
  return <Web3MarketplaceScreen />;
}
