import { SellingView } from '@/features/marketplace';

export function MarketplaceSellingPage() {
  return <SellingView />;
}
