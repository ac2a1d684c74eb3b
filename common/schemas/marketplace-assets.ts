/**
 * A listing's images (issue 21): one icon and up to 6 screenshots with captions (their alt text), uploaded
 * by the listing's creator as multipart/form-data (field `file`, and `caption` for a screenshot). The type
 * is read from the bytes: PNG, JPEG or WebP; never SVG, which can carry script.
 */
import { z } from 'zod';

export const ASSET_FILE_FIELD = 'file';
export const ASSET_CAPTION_FIELD = 'caption';

export const ICON_MAX_BYTES = 256 * 1024;
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const SCREENSHOTS_MAX = 6;
/** All images across one person's listings. */
export const ASSET_STORAGE_MAX_BYTES = 50 * 1024 * 1024;
export const CAPTION_MAX = 200;
/** Neither side of an image may be longer (a browser decodes every pixel). */
export const IMAGE_SIDE_MAX = 8000;
/** An icon is shown square: one side at most twice the other. */
export const ICON_ASPECT_MAX = 2;

export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];
export const IMAGE_TYPES_DESCRIPTION = 'PNG, JPEG or WebP';

export const caption = z
  .string()
  .trim()
  .max(CAPTION_MAX, `A caption has at most ${CAPTION_MAX} characters.`)
  .regex(/^[^\p{Cc}]*$/u, 'A caption is one line of text.');

export const listingAssetSchema = z.object({
  id: z.string(),
  kind: z.enum(['icon', 'screenshot']),
  /** GET it: anyone may, it is cached for good (a new image gets a new address). */
  url: z.string(),
  /** Alt text ("" for none). */
  caption: z.string(),
  mediaType: z.enum(IMAGE_MEDIA_TYPES),
  size: z.number().int(),
});
export type ListingAsset = z.infer<typeof listingAssetSchema>;

/** The images of one listing, for its creator's editor, with what their account has left. */
export const listingAssetsSchema = z.object({
  icon: listingAssetSchema.nullable(),
  /** In the order the listing page shows them. */
  screenshots: z.array(listingAssetSchema),
  storage: z.object({ usedBytes: z.number().int(), maxBytes: z.number().int() }),
});
export type ListingAssets = z.infer<typeof listingAssetsSchema>;

/** A screenshot as the listing page shows it. */
export const listingScreenshotSchema = z.object({ url: z.string(), caption: z.string() });
export type ListingScreenshot = z.infer<typeof listingScreenshotSchema>;

export const updateScreenshotSchema = z.object({ caption });
export type UpdateScreenshotInput = z.output<typeof updateScreenshotSchema>;

/** Every screenshot of the listing, once each, in the new order. */
export const reorderScreenshotsSchema = z.object({
  ids: z.array(z.string().uuid()).min(1).max(SCREENSHOTS_MAX),
});
export type ReorderScreenshotsInput = z.output<typeof reorderScreenshotsSchema>;
