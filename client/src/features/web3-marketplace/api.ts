/** The web3 marketplace's call: listings whose workflow pays on chain, with what each needs. */
import { type Web3ListingPage, web3ListingPageSchema } from '@common/schemas/marketplace';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export const web3MarketplaceKeys = { listings: ['marketplace', 'web3'] as const };

export function useWeb3Listings() {
  return useQuery({
    queryKey: web3MarketplaceKeys.listings,
    queryFn: (): Promise<Web3ListingPage> =>
      apiJson('GET', '/api/marketplace/web3', { parse: (b) => web3ListingPageSchema.parse(b) }),
  });
}
