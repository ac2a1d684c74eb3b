import { ListingView } from '@/features/marketplace';

export function MarketplaceListingPage() {
  return <ListingView />;
}
