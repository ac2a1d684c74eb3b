/**
 * What an uploaded image is, read from its bytes alone (the name and the declared type are never trusted):
 * PNG, JPEG or WebP, walked from the signature to the end so that a truncated file is refused, with its
 * size in pixels. Everything else is refused, SVG and HTML by name since they can carry script. Pure.
 */
import type { ImageMediaType } from '@common/schemas/marketplace-assets';

export type ImageVerdict =
  | { kind: 'image'; mediaType: ImageMediaType; width: number; height: number }
  /** `detected`: what it looks like, for the message ("SVG", "GIF", null when unknown). */
  | { kind: 'refused'; detected: string | null }
  | { kind: 'broken'; mediaType: ImageMediaType };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const asciiAt = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) => be16(b, at) * 0x10000 + be16(b, at + 2);
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => le16(b, at) + b[at + 2]! * 0x10000;
const le32 = (b: Uint8Array, at: number) => le16(b, at) + le16(b, at + 2) * 0x10000;

/** PNG: IHDR first, then chunks end to end up to IEND at the very end. */
function png(bytes: Uint8Array): ImageVerdict {
  const broken = { kind: 'broken', mediaType: 'image/png' } as const;
  if (bytes.length < 8 + 25 + 12 || be32(bytes, 8) !== 13 || asciiAt(bytes, 12, 4) !== 'IHDR') return broken;
  const width = be32(bytes, 16);
  const height = be32(bytes, 20);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = be32(bytes, at);
    const type = asciiAt(bytes, at + 4, 4);
    const next = at + 12 + length;
    if (next > bytes.length) return broken;
    if (type === 'IEND') {
      return next === bytes.length && width > 0 && height > 0
        ? { kind: 'image', mediaType: 'image/png', width, height }
        : broken;
    }
    at = next;
  }
  return broken;
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: segments up to the start of scan, a frame header among them, and the end-of-image marker after. */
function jpeg(bytes: Uint8Array): ImageVerdict {
  const broken = { kind: 'broken', mediaType: 'image/jpeg' } as const;
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return broken;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = be16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return broken;
    if (isStartOfFrame(marker)) {
      if (length < 7) return broken;
      size = { height: be16(bytes, at + 5), width: be16(bytes, at + 7) };
    }
    if (marker === 0xda) {
      const scan = at + 2 + length;
      const end = bytes.length - 2;
      // The entropy-coded data ends at EOI; encoders may pad a few bytes after it.
      let eoi = -1;
      for (let i = end; i >= scan && i >= end - 64; i--) {
        if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) {
          eoi = i;
          break;
        }
      }
      if (eoi === -1 || !size || size.width === 0 || size.height === 0) return broken;
      return { kind: 'image', mediaType: 'image/jpeg', ...size };
    }
    at += 2 + length;
  }
  return broken;
}

/** WebP: a RIFF file of the length it says, whose first chunk is VP8, VP8L or VP8X. */
function webp(bytes: Uint8Array): ImageVerdict {
  const broken = { kind: 'broken', mediaType: 'image/webp' } as const;
  const riffEnd = 8 + le32(bytes, 4);
  if (bytes.length < 30 || riffEnd > bytes.length || riffEnd < bytes.length - 1) return broken;
  let at = 12;
  let size: { width: number; height: number } | null = null;
  while (at + 8 <= riffEnd) {
    const type = asciiAt(bytes, at, 4);
    const length = le32(bytes, at + 4);
    const data = at + 8;
    if (data + length > riffEnd) return broken;
    if (at === 12) {
      if (type === 'VP8X' && length >= 10) {
        size = { width: le24(bytes, data + 4) + 1, height: le24(bytes, data + 7) + 1 };
      } else if (type === 'VP8L' && length >= 5 && bytes[data] === 0x2f) {
        const bits = le32(bytes, data + 1);
        size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      } else if (type === 'VP8 ' && length >= 10 && startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) {
        size = { width: le16(bytes, data + 6) & 0x3fff, height: le16(bytes, data + 8) & 0x3fff };
      } else return broken;
    }
    at = data + length + (length % 2);
  }
  if (at < riffEnd || !size || size.width === 0 || size.height === 0) return broken;
  return { kind: 'image', mediaType: 'image/webp', ...size };
}

/** What a refused file looks like, to say so. */
function lookalike(bytes: Uint8Array): string | null {
  if (asciiAt(bytes, 0, 4) === 'GIF8') return 'GIF';
  if (startsWith(bytes, [0x42, 0x4d])) return 'BMP';
  if (asciiAt(bytes, 0, 4) === '%PDF') return 'PDF';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<')) {
    if (/<svg[\s>]/.test(head)) return 'SVG';
    if (/<(!doctype html|html|head|body|script)[\s>]/.test(head)) return 'HTML';
    return 'XML';
  }
  return null;
}

export function detectImage(bytes: Uint8Array): ImageVerdict {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (asciiAt(bytes, 0, 4) === 'RIFF' && asciiAt(bytes, 8, 4) === 'WEBP') return webp(bytes);
  return { kind: 'refused', detected: lookalike(bytes) };
}
