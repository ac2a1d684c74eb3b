/** A listing's images: the creator's editor (list, upload with progress, caption, reorder, delete). */
import {
  ASSET_CAPTION_FIELD,
  ASSET_FILE_FIELD,
  ICON_MAX_BYTES,
  type ListingAssets,
  listingAssetSchema,
  listingAssetsSchema,
  SCREENSHOT_MAX_BYTES,
} from '@common/schemas/marketplace-assets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiJson } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { marketplaceKeys } from './api';

export type AssetKind = 'icon' | 'screenshot';

export const assetKeys = {
  listing: (slug: string) => [...marketplaceKeys.all, 'assets', slug] as const,
};

const base = (slug: string) => `/api/marketplace/listings/${encodeURIComponent(slug)}`;

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;

/** Checks a picked file before sending it; the server reads its bytes and checks again. */
export function checkImageFile(kind: AssetKind, file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const max = kind === 'icon' ? ICON_MAX_BYTES : SCREENSHOT_MAX_BYTES;
  if (file.size > max)
    return `${kind === 'icon' ? 'An icon' : 'A screenshot'} can be at most ${megabytes(max)}.`;
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) {
    return 'SVG images are not accepted, because they can carry scripts. Upload a PNG, JPEG or WebP image.';
  }
  return null;
}

export function useListingAssets(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.listing(slug),
    queryFn: () => apiJson('GET', `${base(slug)}/assets`, { parse: (b) => listingAssetsSchema.parse(b) }),
    enabled,
  });
}

export function uploadListingImage(
  slug: string,
  kind: AssetKind,
  file: File,
  caption: string,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  if (kind === 'screenshot' && caption.trim()) form.append(ASSET_CAPTION_FIELD, caption.trim());
  form.append(ASSET_FILE_FIELD, file, file.name);
  return uploadWithProgress(
    `${base(slug)}/${kind === 'icon' ? 'icon' : 'screenshots'}`,
    form,
    onProgress,
    (b) => listingAssetSchema.parse(b),
  );
}

/** After any change: the editor, the listing page and the cards read the images again. */
export function useRefreshImages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: marketplaceKeys.all });
}

export function useCaptionScreenshot(slug: string) {
  const refresh = useRefreshImages();
  return useMutation({
    mutationFn: ({ id, caption }: { id: string; caption: string }) =>
      apiJson('PATCH', `${base(slug)}/assets/${id}`, {
        body: { caption },
        parse: (b) => listingAssetSchema.parse(b),
      }),
    onSuccess: refresh,
  });
}

export function useReorderScreenshots(slug: string) {
  const client = useQueryClient();
  const refresh = useRefreshImages();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiJson('PUT', `${base(slug)}/screenshots/order`, {
        body: { ids },
        parse: (b) => listingAssetsSchema.parse(b),
      }),
    // Shown in the new order at once; the answer confirms it.
    onMutate: (ids) => {
      client.setQueryData<ListingAssets>(assetKeys.listing(slug), (old) =>
        old
          ? {
              ...old,
              screenshots: ids.flatMap((id) => old.screenshots.filter((s) => s.id === id)),
            }
          : old,
      );
    },
    onSettled: refresh,
  });
}

export function useDeleteImage(slug: string) {
  const refresh = useRefreshImages();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch('DELETE', `${base(slug)}/assets/${id}`);
    },
    onSuccess: refresh,
  });
}
