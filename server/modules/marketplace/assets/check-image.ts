/**
 * An uploaded image checked against the rules of its kind, with the refusals a person reads: the type from
 * the bytes (PNG, JPEG, WebP; SVG named as refused), a whole file, a sane size in pixels, a square-ish icon.
 */
import {
  ICON_ASPECT_MAX,
  IMAGE_SIDE_MAX,
  IMAGE_TYPES_DESCRIPTION,
  type ImageMediaType,
} from '@common/schemas/marketplace-assets';
import { Invalid, UnsupportedMediaType } from '../../../lib/errors';
import { detectImage } from './image-type';

export type AssetKind = 'icon' | 'screenshot';

const TYPE_NAMES: Record<ImageMediaType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

export function checkImage(kind: AssetKind, bytes: Uint8Array): { mediaType: ImageMediaType } {
  const verdict = detectImage(bytes);
  if (verdict.kind === 'refused') {
    const message =
      verdict.detected === 'SVG'
        ? `SVG images are not accepted, because they can carry scripts. Upload a ${IMAGE_TYPES_DESCRIPTION} image.`
        : `This file is not a ${IMAGE_TYPES_DESCRIPTION} image${verdict.detected ? ` (it looks like ${verdict.detected})` : ''}.`;
    throw new UnsupportedMediaType(message, { detected: verdict.detected });
  }
  if (verdict.kind === 'broken') {
    throw new Invalid(
      `This ${TYPE_NAMES[verdict.mediaType]} file is incomplete or damaged. Save or export it again and upload it.`,
    );
  }
  const { width, height } = verdict;
  if (width > IMAGE_SIDE_MAX || height > IMAGE_SIDE_MAX) {
    throw new Invalid(
      `Images can be at most ${IMAGE_SIDE_MAX} pixels on a side; this one is ${width} × ${height}.`,
    );
  }
  if (kind === 'icon' && Math.max(width, height) > ICON_ASPECT_MAX * Math.min(width, height)) {
    throw new Invalid(
      `An icon is shown square, and this one is ${width} × ${height} pixels. Crop it to roughly square (at most twice as wide as it is tall).`,
    );
  }
  return { mediaType: verdict.mediaType };
}
