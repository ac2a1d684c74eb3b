/** A design's aerial photo (PNG or JPEG, at most 5 MB, type from content): stored, read back, removed with the design. */
import { readFile } from 'node:fs/promises';
import { DESIGN_PHOTO_MAX_BYTES } from '@common/schemas/solar-designs';
import { NotFound, PayloadTooLarge, UnsupportedMediaType } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { DesignFilesContext } from './attach-design';
import { designPhotoPath, photoType, writeWhole } from './design-files';
import { findDesign } from './design-rows';

export const PHOTO_TOO_LARGE = `The photo is too large (at most ${DESIGN_PHOTO_MAX_BYTES / 1024 / 1024} MB).`;

export async function saveDesignPhoto(
  ctx: DesignFilesContext,
  ownerId: string,
  designId: string,
  bytes: Uint8Array,
): Promise<{ mediaType: string; size: number }> {
  await findDesign(ctx, ownerId, designId);
  if (bytes.length > DESIGN_PHOTO_MAX_BYTES) throw new PayloadTooLarge(PHOTO_TOO_LARGE);
  const mediaType = await photoType(bytes);
  if (!mediaType) throw new UnsupportedMediaType('The photo must be a PNG or JPEG image.');
  await writeWhole(designPhotoPath(ctx.dataDir, designId), bytes);
  return { mediaType, size: bytes.length };
}

export async function readDesignPhoto(
  ctx: ServiceContext & { dataDir: string },
  ownerId: string,
  designId: string,
): Promise<{ bytes: Buffer; mediaType: string }> {
  await findDesign(ctx, ownerId, designId);
  let bytes: Buffer;
  try {
    bytes = await readFile(designPhotoPath(ctx.dataDir, designId));
  } catch {
    throw new NotFound('This design has no photo.');
  }
  return { bytes, mediaType: (await photoType(bytes)) ?? 'application/octet-stream' };
}
