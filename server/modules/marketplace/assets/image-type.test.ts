import { jpegImage, pngImage, webpImage } from '@common/testing/images';
import { describe, expect, it } from 'vitest';
import { detectImage } from './image-type';

const text = (s: string) => new TextEncoder().encode(s);
/** The 1x1 PNG a browser extension or an image editor writes (zlib-compressed, not built by us). */
const realPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('detectImage', () => {
  it('reads PNG, JPEG and WebP from their bytes, with their size in pixels', () => {
    expect(detectImage(pngImage(64, 48))).toEqual({
      kind: 'image',
      mediaType: 'image/png',
      width: 64,
      height: 48,
    });
    expect(detectImage(realPng)).toEqual({ kind: 'image', mediaType: 'image/png', width: 1, height: 1 });
    expect(detectImage(jpegImage(640, 480))).toEqual({
      kind: 'image',
      mediaType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(detectImage(webpImage(300, 200))).toEqual({
      kind: 'image',
      mediaType: 'image/webp',
      width: 300,
      height: 200,
    });
  });

  it('refuses SVG, HTML and other types, saying what they look like', () => {
    expect(
      detectImage(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toEqual({
      kind: 'refused',
      detected: 'SVG',
    });
    expect(detectImage(text('\uFEFF  <?xml version="1.0"?>\n<svg onload="alert(1)"/>'))).toEqual({
      kind: 'refused',
      detected: 'SVG',
    });
    expect(detectImage(text('<!DOCTYPE html><html><body><script>x()</script></body></html>'))).toEqual({
      kind: 'refused',
      detected: 'HTML',
    });
    expect(detectImage(text('GIF89a....'))).toEqual({ kind: 'refused', detected: 'GIF' });
    expect(detectImage(text('just some words'))).toEqual({ kind: 'refused', detected: null });
    expect(detectImage(new Uint8Array())).toEqual({ kind: 'refused', detected: null });
  });

  it('refuses an SVG that follows a PNG signature as a broken PNG, never as an image', () => {
    const disguised = Buffer.concat([Buffer.from(pngImage(2, 2).subarray(0, 8)), Buffer.from('<svg/>')]);
    expect(detectImage(disguised)).toEqual({ kind: 'broken', mediaType: 'image/png' });
  });

  it('refuses truncated files of each type', () => {
    for (const [bytes, mediaType] of [
      [pngImage(32, 32), 'image/png'],
      [realPng, 'image/png'],
      [jpegImage(32, 32), 'image/jpeg'],
      [webpImage(32, 32), 'image/webp'],
    ] as const) {
      for (const cut of [1, 4, Math.floor(bytes.length / 2)]) {
        expect(detectImage(bytes.subarray(0, bytes.length - cut)), `${mediaType} less ${cut} bytes`).toEqual({
          kind: 'broken',
          mediaType,
        });
      }
    }
  });

  it('refuses a PNG with bytes after its end, and images of no pixels', () => {
    expect(detectImage(Buffer.concat([Buffer.from(pngImage(4, 4)), Buffer.from('<script>')]))).toEqual({
      kind: 'broken',
      mediaType: 'image/png',
    });
    expect(detectImage(jpegImage(0, 10))).toEqual({ kind: 'broken', mediaType: 'image/jpeg' });
  });
});
