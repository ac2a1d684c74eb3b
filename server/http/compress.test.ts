import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress';
import type { AppEnv } from './context';

describe('compressJson', () => {
  const app = new Hono<AppEnv>()
    .use(compressJson(100))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/large', (c) => c.json({ items: 'x'.repeat(500) }))
    .get('/html', (c) => c.html(`<p>${'x'.repeat(500)}</p>`));

  it('leaves small bodies alone but sets their length', async () => {
    const res = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe('11');
  });

  it('gzips large JSON for clients that accept it', async () => {
    const res = await app.request('/large', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).items).toHaveLength(500);
    const plain = await app.request('/large');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('does not touch other content types', async () => {
    const res = await app.request('/html', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});
