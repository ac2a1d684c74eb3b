import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

describe('app shell', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'aiz-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(clientDir, 'assets', 'index-abc.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {})');
    t = await createTestApp({ clientDir });
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No API route GET /api/does-not-exist' });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await t.request('POST', '/api/analytics/track', '{"eventType":');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'validation_failed',
      message: 'Malformed JSON in request body',
    });
  });

  it('refuses a cross-site state-changing request', async () => {
    const body = { eventType: 'x', eventCategory: 'y', eventAction: 'z', pageUrl: '/' };
    const evil = await t.request('POST', '/api/analytics/track', body, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: 'forbidden', message: 'Cross-site request refused.' });
    const fetchSite = await t.request('POST', '/api/analytics/track', body, {
      origin: '',
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    const same = await t.request('POST', '/api/analytics/track', body);
    expect(same.status).toBe(201);
  });

  it('refuses bodies over 1 MB', async () => {
    const res = await t.request('POST', '/api/analytics/track', { pad: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('lets a route that takes files set its own limit: voice refuses past 10 MB', async () => {
    const form = new FormData();
    form.set(
      'audio',
      new File([new Uint8Array(10 * 1024 * 1024 + 100 * 1024)], 'v.webm', { type: 'audio/webm' }),
    );
    const res = await t.app.request('/api/ai-assistant/voice', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'Voice messages can be at most 10 MB.',
    });
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/analytics/track']));
    expect(
      doc.paths['/api/analytics/track'].post.requestBody.content['application/json'].schema,
    ).toBeDefined();
  });

  it('serves the client with SPA fallback for every non-API path', async () => {
    for (const p of ['/', '/marketplace', '/community/a/b/c', '/no-such-page']) {
      const res = await t.request('GET', p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets immutable and gzipped, with ETags', async () => {
    const res = await t.request('GET', '/assets/index-abc.js', undefined, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(text).toContain('console.log');
    const again = await t.request('GET', '/assets/index-abc.js', undefined, {
      'if-none-match': res.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('serves the service worker uncached at the root scope', async () => {
    const res = await t.request('GET', '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
  });

  it('does not fall back to the app for a missing file with an extension', async () => {
    const res = await t.request('GET', '/assets/missing.js');
    expect(res.status).toBe(404);
    expect((await t.request('GET', '/missing.png')).status).toBe(404);
  });

  it('answers a page navigation with the app even when the path has a dot', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const p of ['/community/release-v1.2', '/community/u/ada@example.com', '/marketplace/agent.v2']) {
      const res = await t.request('GET', p, undefined, html);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    // A build file stays a file, whoever asks.
    expect((await t.request('GET', '/assets/missing.js', undefined, html)).status).toBe(404);
  });

  it('treats /api itself as the API: a JSON 404, not the app', async () => {
    const res = await t.request('GET', '/api');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('API compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends small JSON plain and the large OpenAPI document gzipped', async () => {
    const small = await t.request('GET', '/api/health', undefined, { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    const large = await t.request('GET', '/api/openapi.json', undefined, { 'accept-encoding': 'gzip' });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const doc = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString());
    expect(doc.openapi).toBe('3.1.0');
  });
});
