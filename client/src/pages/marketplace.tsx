import { MarketplaceView } from '@/features/marketplace';

export function MarketplacePage() {
  return <MarketplaceView />;
}
