/**
 * The marketplace and import calls the embed cards make. They are the marketplace's and the workflow list's
 * own calls (same addresses, same schemas); those features do not export their hooks through their index.ts,
 * so the two small hooks are repeated here rather than reached into.
 */
import {
  type GetListingResult,
  getListingResultSchema,
  type ListingDetail,
  listingDetailSchema,
} from '@common/schemas/marketplace';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { apiJson } from '@/lib/api';
import { communityKeys } from '../community-keys';

const listingKey = (slug: string) => [...communityKeys.all, 'embed', 'listing', slug] as const;

export function useEmbeddedListing(slug: string) {
  return useQuery({
    queryKey: listingKey(slug),
    queryFn: (): Promise<ListingDetail> =>
      apiJson('GET', `/api/marketplace/listings/${encodeURIComponent(slug)}`, {
        parse: (b) => listingDetailSchema.parse(b),
      }),
    retry: false,
  });
}

/** The marketplace's "Get" (free copy or purchase): one idempotency key per click, as the listing page does. */
export function useGetEmbeddedListing(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<GetListingResult> =>
      apiJson('POST', `/api/marketplace/listings/${encodeURIComponent(slug)}/get`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        parse: (b) => getListingResultSchema.parse(b),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listingKey(slug) });
      void client.invalidateQueries({ queryKey: ['marketplace'] });
      void client.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

/** POST /api/workflows/import as the import dialog sends it: the source text as `content`. */
export function useImportSharedWorkflow() {
  return useMutation({
    mutationFn: (content: string) =>
      apiJson<{ workflow: { id: string; name: string; kind: 'workflow' | 'agent' } }>(
        'POST',
        '/api/workflows/import',
        { body: { content } },
      ),
  });
}
