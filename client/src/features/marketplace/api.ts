/**
 * The marketplace calls: search, one listing, getting a copy, and listing a published version. This feature
 * loads lazily on /marketplace, so answers are parsed with the `common/` schemas (client/README.md).
 */
import {
  type CreateListingInput,
  type GetListingResult,
  getListingResultSchema,
  type ListingDetail,
  type ListingPage,
  type ListingSearch,
  listingCardSchema,
  listingDetailSchema,
  listingPageSchema,
} from '@common/schemas/marketplace';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { apiJson, queryString } from '@/lib/api';

export const marketplaceKeys = {
  all: ['marketplace'] as const,
  searches: () => [...marketplaceKeys.all, 'search'] as const,
  search: (query: Partial<ListingSearch>) => [...marketplaceKeys.searches(), query] as const,
  listing: (slug: string) => [...marketplaceKeys.all, 'listing', slug] as const,
};

export const searchListings = (query: Partial<ListingSearch>): Promise<ListingPage> =>
  apiJson('GET', `/api/marketplace/listings${queryString(query)}`, {
    parse: (b) => listingPageSchema.parse(b),
  });

export const fetchListing = (slug: string): Promise<ListingDetail> =>
  apiJson('GET', `/api/marketplace/listings/${encodeURIComponent(slug)}`, {
    parse: (b) => listingDetailSchema.parse(b),
  });

export function useListingSearch(query: Partial<ListingSearch>) {
  return useQuery({
    queryKey: marketplaceKeys.search(query),
    queryFn: () => searchListings(query),
    placeholderData: keepPreviousData,
  });
}

export function useListing(slug: string) {
  return useQuery({ queryKey: marketplaceKeys.listing(slug), queryFn: () => fetchListing(slug) });
}

/**
 * Gets a copy (free, or paid in AIZ). One key per click: a request the network retries pays once, and a
 * second click after an answer is a new request the server answers from the person's existing copy.
 */
export function useGetListing(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<GetListingResult> =>
      apiJson('POST', `/api/marketplace/listings/${encodeURIComponent(slug)}/get`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        parse: (b) => getListingResultSchema.parse(b),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
      // The balance in the header (the current user's) changes after a purchase.
      void client.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListingInput) =>
      apiJson('POST', '/api/marketplace/listings', {
        body: input,
        parse: (b) => listingCardSchema.parse(b),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
