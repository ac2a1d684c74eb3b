/**
 * The type of an uploaded image, read from its first bytes alone (never its name or declared type): PNG,
 * JPEG, GIF or WebP, else null (HTML, SVG and everything else). Pure. The marketplace's detectImage walks a
 * file further (truncation, size in pixels) but has no GIF and is not on its module's surface.
 */
import type { COMMUNITY_IMAGE_TYPES } from '@common/schemas/community';

export type CommunityImageType = (typeof COMMUNITY_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function imageTypeOf(bytes: Uint8Array): CommunityImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
