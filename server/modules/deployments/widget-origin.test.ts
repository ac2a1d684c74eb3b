import { DEFAULT_WIDGET_OPTIONS, widgetOnAnySite, widgetOptionsSchema } from '@common/schemas/deployments';
import { describe, expect, it } from 'vitest';
import { isOwnOrigin, normalOrigin, originAllowed, type RequestOrigin } from './widget-origin';
import { frameAncestors } from './widget-pages';

const shop = ['https://shop.example.com'];

describe('the widget allowlist', () => {
  it('allows the listed origin, with the host in any case and the default port written or not', () => {
    expect(originAllowed(shop, 'https://shop.example.com')).toBe(true);
    expect(originAllowed(shop, 'https://SHOP.example.com')).toBe(true);
    expect(originAllowed(shop, 'https://shop.example.com:443')).toBe(true);
    expect(originAllowed(['https://Shop.Example.COM'], 'https://shop.example.com')).toBe(true);
    expect(originAllowed(['http://localhost:5173'], 'http://localhost:5173')).toBe(true);
  });

  it.each([
    ['a longer host ending like it', 'https://evil-shop.example.com'],
    ['a subdomain of it', 'https://www.shop.example.com'],
    ['its parent domain', 'https://example.com'],
    ['a host it is a prefix of', 'https://shop.example.com.evil.net'],
    ['the same host over http', 'http://shop.example.com'],
    ['another port', 'https://shop.example.com:8443'],
    ['a host with a trailing dot', 'https://shop.example.com.'],
    ['user info before another host', 'https://shop.example.com@evil.net'],
    ['a null origin (sandboxed frames, file://)', 'null'],
    ['not an origin', 'shop.example.com'],
    ['another scheme', 'ftp://shop.example.com'],
  ])('refuses %s: %s', (_why, origin) => {
    expect(originAllowed(shop, origin)).toBe(false);
  });

  it('refuses https for an http entry, and a port entry for the default port', () => {
    expect(originAllowed(['http://shop.example.com'], 'https://shop.example.com')).toBe(false);
    expect(originAllowed(['https://shop.example.com:8443'], 'https://shop.example.com')).toBe(false);
    expect(originAllowed(['https://shop.example.com:8443'], 'https://shop.example.com:8443')).toBe(true);
  });

  it('allows any web site for an empty list (the default) or *, and still no null or non-web origin', () => {
    for (const list of [[], ['*']]) {
      expect(originAllowed(list, 'https://anything.example.net')).toBe(true);
      expect(originAllowed(list, 'http://127.0.0.1:4321')).toBe(true);
      expect(originAllowed(list, 'null')).toBe(false);
      expect(originAllowed(list, 'file:///tmp/page.html')).toBe(false);
      expect(originAllowed(list, 'chrome-extension://abcdef')).toBe(false);
    }
    expect(widgetOnAnySite(DEFAULT_WIDGET_OPTIONS.allowedOrigins)).toBe(true);
    expect(widgetOnAnySite(['https://shop.example.com', '*'])).toBe(true);
    expect(widgetOnAnySite(shop)).toBe(false);
  });

  it('restricts the widget to the listed sites once one is listed', () => {
    expect(originAllowed(shop, 'https://anything.example.net')).toBe(false);
    expect(originAllowed([...shop, 'http://localhost:5173'], 'http://localhost:5173')).toBe(true);
  });

  it('admits no wildcard in a host, so *.example.com cannot be listed (let alone match example.com.evil.net)', () => {
    const withOrigins = (allowedOrigins: string[]) =>
      widgetOptionsSchema.safeParse({ ...DEFAULT_WIDGET_OPTIONS, allowedOrigins }).success;
    expect(withOrigins(['https://shop.example.com', 'http://localhost:5173', '*'])).toBe(true);
    expect(withOrigins(['https://*.example.com'])).toBe(false);
    expect(withOrigins(['https://shop.example.com/path'])).toBe(false);
    expect(withOrigins(['shop.example.com'])).toBe(false);
    // Even if such an entry were stored, it names no origin, so it matches none.
    expect(originAllowed(['https://*.example.com'], 'https://example.com.evil.net')).toBe(false);
    expect(originAllowed(['https://*.example.com'], 'https://shop.example.com')).toBe(false);
  });

  it('normalises an origin to scheme, lower-case host and a port other than the default', () => {
    expect(normalOrigin('https://SHOP.example.com:443')).toBe('https://shop.example.com');
    expect(normalOrigin('http://shop.example.com:8080')).toBe('http://shop.example.com:8080');
    expect(normalOrigin('javascript:alert(1)')).toBeNull();
  });
});

describe('our own origin (the hosted pages)', () => {
  const request = (r: Partial<RequestOrigin>): RequestOrigin => ({
    origin: undefined,
    fetchSite: undefined,
    own: 'https://app.aiz.test',
    host: 'app.aiz.test',
    publicOriginSet: true,
    ...r,
  });

  it('is PUBLIC_ORIGIN exactly, never a look-alike', () => {
    const r = request({});
    expect(isOwnOrigin(r, 'https://app.aiz.test')).toBe(true);
    expect(isOwnOrigin(r, 'http://app.aiz.test')).toBe(false);
    expect(isOwnOrigin(r, 'https://app.aiz.test.evil.net')).toBe(false);
    expect(isOwnOrigin(r, 'https://evil-app.aiz.test')).toBe(false);
  });

  it("is the request's host without PUBLIC_ORIGIN, and only that host", () => {
    const r = request({ own: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', publicOriginSet: false });
    expect(isOwnOrigin(r, 'http://127.0.0.1:3000')).toBe(true);
    expect(isOwnOrigin(r, 'https://127.0.0.1:3000')).toBe(true);
    expect(isOwnOrigin(r, 'http://127.0.0.1:30001')).toBe(false);
    expect(isOwnOrigin(request({ publicOriginSet: true, host: 'evil.net' }), 'https://evil.net')).toBe(false);
  });
});

describe('who may frame the hosted chat (the iframe fallback)', () => {
  it('is no one without ?embed=1, any site for an empty list or *, else the listed sites', () => {
    expect(frameAncestors([], false)).toBe("'none'");
    expect(frameAncestors(shop, false)).toBe("'none'");
    expect(frameAncestors([], true)).toBe('*');
    expect(frameAncestors(['*'], true)).toBe('*');
    expect(frameAncestors([...shop, 'http://localhost:5173'], true)).toBe(
      'https://shop.example.com http://localhost:5173',
    );
    // Nothing that is not an origin reaches the directive, even if it were stored.
    expect(frameAncestors(['https://a.example; script-src *'], true)).toBe("'none'");
  });
});
