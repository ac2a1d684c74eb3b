import { jpegImage, pngImage, webpImage } from '@common/testing/images';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-signature';

const text = (s: string) => new TextEncoder().encode(s);

describe('imageTypeOf', () => {
  it('names PNG, JPEG, GIF and WebP from their first bytes', () => {
    expect(imageTypeOf(pngImage(2, 2))).toBe('image/png');
    expect(imageTypeOf(jpegImage(2, 2))).toBe('image/jpeg');
    expect(imageTypeOf(text('GIF89a\u0001\u0000'))).toBe('image/gif');
    expect(imageTypeOf(text('GIF87a\u0001\u0000'))).toBe('image/gif');
    expect(imageTypeOf(webpImage(2, 2))).toBe('image/webp');
  });

  it('refuses HTML, SVG, other RIFF files and empty or cut-off signatures', () => {
    expect(imageTypeOf(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(imageTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(imageTypeOf(pngImage(2, 2).subarray(0, 4))).toBeNull();
  });
});
