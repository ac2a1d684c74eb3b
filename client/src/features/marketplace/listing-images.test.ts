import { describe, expect, it } from 'vitest';
import { checkImageFile } from './assets-api';
import { gradientOf } from './listing-icon';

describe('a listing’s images in the browser', () => {
  it('refuses an SVG or a file over the limit before sending it, and lets the server judge the rest', () => {
    expect(checkImageFile('icon', { name: 'logo.svg', size: 100, type: '' })).toMatch(
      /SVG images are not accepted/,
    );
    expect(checkImageFile('screenshot', { name: 'x.png', size: 100, type: 'image/svg+xml' })).toMatch(/SVG/);
    expect(checkImageFile('icon', { name: 'logo.png', size: 256 * 1024 + 1, type: 'image/png' })).toBe(
      'An icon can be at most 256 KB.',
    );
    expect(
      checkImageFile('screenshot', { name: 'a.webp', size: 2 * 1024 * 1024 + 1, type: 'image/webp' }),
    ).toBe('A screenshot can be at most 2 MB.');
    // The name and declared type do not decide: the server reads the bytes.
    expect(checkImageFile('icon', { name: 'logo', size: 1000, type: 'application/octet-stream' })).toBeNull();
  });

  it('gives a listing without an icon the same gradient everywhere, different from its neighbours', () => {
    expect(gradientOf('support-agent')).toBe(gradientOf('support-agent'));
    expect(gradientOf('support-agent')).not.toBe(gradientOf('sales-agent'));
  });
});
