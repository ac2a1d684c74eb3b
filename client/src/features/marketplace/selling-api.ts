/**
 * The creator's side of the marketplace: the Selling summary, editing and publishing a listing, releases,
 * refunds; and the buyer's side of a release: their copies, the diff of an update, the update itself.
 */
import type { ListingDetail } from '@common/schemas/marketplace';
import { listingDetailSchema } from '@common/schemas/marketplace';
import {
  type CopyUpdatePreview,
  type CopyUpdateResult,
  type CreateReleaseInput,
  copyUpdatePreviewSchema,
  copyUpdateResultSchema,
  type ListingReleases,
  listingReleasesSchema,
  type RefundResult,
  refundResultSchema,
  type SellingSummary,
  sellingSummarySchema,
  type UpdateListingInput,
} from '@common/schemas/marketplace-selling';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { apiJson } from '@/lib/api';
import { marketplaceKeys } from './api';

export const sellingKeys = {
  summary: () => [...marketplaceKeys.all, 'selling'] as const,
  releases: (slug: string) => [...marketplaceKeys.all, 'releases', slug] as const,
  updatePreview: (installId: string) => [...marketplaceKeys.all, 'update', installId] as const,
};

const listingUrl = (slug: string) => `/api/marketplace/listings/${encodeURIComponent(slug)}`;

export function useSellingSummary(enabled = true) {
  return useQuery({
    queryKey: sellingKeys.summary(),
    queryFn: (): Promise<SellingSummary> =>
      apiJson('GET', '/api/marketplace/selling', { parse: (b) => sellingSummarySchema.parse(b) }),
    enabled,
  });
}

export function useListingReleases(slug: string) {
  return useQuery({
    queryKey: sellingKeys.releases(slug),
    queryFn: (): Promise<ListingReleases> =>
      apiJson('GET', `${listingUrl(slug)}/releases`, { parse: (b) => listingReleasesSchema.parse(b) }),
  });
}

/** Everything of the marketplace may have changed (figures, search, releases): read again. */
function useInvalidateMarketplace() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: marketplaceKeys.all });
}

export function useUpdateListing(slug: string) {
  const invalidate = useInvalidateMarketplace();
  return useMutation({
    mutationFn: (input: UpdateListingInput): Promise<ListingDetail> =>
      apiJson('PATCH', listingUrl(slug), { body: input, parse: (b) => listingDetailSchema.parse(b) }),
    onSuccess: invalidate,
  });
}

export function useCreateRelease(slug: string) {
  const invalidate = useInvalidateMarketplace();
  return useMutation({
    mutationFn: (input: CreateReleaseInput): Promise<ListingReleases> =>
      apiJson('POST', `${listingUrl(slug)}/releases`, {
        body: input,
        parse: (b) => listingReleasesSchema.parse(b),
      }),
    onSuccess: invalidate,
  });
}

export function useRefundSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ installId, reason }: { installId: string; reason?: string }): Promise<RefundResult> =>
      apiJson('POST', `/api/marketplace/installs/${encodeURIComponent(installId)}/refund`, {
        body: reason ? { reason } : {},
        parse: (b) => refundResultSchema.parse(b),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
      // The creator's balance in the header.
      void client.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

export function useCopyUpdatePreview(installId: string | null) {
  return useQuery({
    queryKey: sellingKeys.updatePreview(installId ?? ''),
    queryFn: (): Promise<CopyUpdatePreview> =>
      apiJson('GET', `/api/marketplace/installs/${encodeURIComponent(installId ?? '')}/update`, {
        parse: (b) => copyUpdatePreviewSchema.parse(b),
      }),
    enabled: installId !== null,
    // The copy's draft may change in another tab: always the diff of now.
    staleTime: 0,
  });
}

export function useUpdateCopy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (installId: string): Promise<CopyUpdateResult> =>
      apiJson('POST', `/api/marketplace/installs/${encodeURIComponent(installId)}/update`, {
        parse: (b) => copyUpdateResultSchema.parse(b),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: marketplaceKeys.all });
      // The copy's draft changed: the workflows feature's queries (its key factory's root) read again.
      void client.invalidateQueries({ queryKey: ['workflows'] });
    },
  });
}
