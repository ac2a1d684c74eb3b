import { describe, expect, it } from 'vitest';
import { mentionPath, safeHref, safeImageSrc } from './safe-href';

const ORIGIN = 'https://aiz.example';
const ID = '0b0e7c43-1f4e-4a53-9d6a-3c1c3e1b2a90';

describe('safeImageSrc', () => {
  it('takes only the pictures this site serves', () => {
    expect(safeImageSrc(`/api/community/uploads/${ID}`, ORIGIN)).toBe(`/api/community/uploads/${ID}`);
    expect(safeImageSrc(`/api/marketplace/assets/${ID}`, ORIGIN)).toBe(`/api/marketplace/assets/${ID}`);
    expect(safeImageSrc(`${ORIGIN}/api/marketplace/assets/${ID}`, ORIGIN)).toBe(
      `/api/marketplace/assets/${ID}`,
    );
    for (const bad of [
      `https://evil.example/api/community/uploads/${ID}`,
      `//evil.example/api/community/uploads/${ID}`,
      `/api/community/uploads/${ID}/../../admin`,
      `/api/community/uploads/${ID}?track=1`,
      '/api/community/uploads/not-a-uuid',
      '/api/users/me',
      'https://evil.example/pixel.gif',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ])
      expect(safeImageSrc(bad, ORIGIN), bad).toBeNull();
  });

  it('counts only paths as this site where there is no page (the server)', () => {
    expect(safeHref('/x', '')).toEqual({ href: '/x', internal: true });
    expect(safeHref('https://aiz.example/x', '')).toEqual({ href: 'https://aiz.example/x', internal: false });
  });

  it('leads a mention to the person’s page', () => {
    expect(mentionPath('ana.b')).toBe('/community/u/ana.b');
  });
});
