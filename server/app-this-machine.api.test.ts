/**
 * Who is "this machine" (F8): /metrics (without METRICS_TOKEN) and /dev/mail answer a caller only by the
 * socket, with one rule (`isThisMachine`, http/client-ip.ts): a loopback peer, and no forwarding header of
 * any kind, whatever TRUST_PROXY says. `X-Real-IP: 127.0.0.1` alone made /metrics treat a caller as local.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

const fromPeer = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } },
});

/** Forwarding headers a caller may send, each claiming loopback. */
const CLAIMS: Array<Record<string, string>> = [
  { 'x-real-ip': '127.0.0.1' },
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' },
  { forwarded: 'for=127.0.0.1' },
  { forwarded: 'for="[::1]"' },
  { 'x-client-ip': '127.0.0.1' },
  { 'true-client-ip': '127.0.0.1' },
  { 'cf-connecting-ip': '127.0.0.1' },
];

describe.each([
  ['without TRUST_PROXY', {}],
  ['with TRUST_PROXY=true', { TRUST_PROXY: 'true' }],
  ['with TRUST_PROXY as ranges', { TRUST_PROXY: '127.0.0.1,203.0.113.0/24' }],
])('this machine only, %s', (_, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  const get = (path: string, peer: string, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers }, fromPeer(peer));

  it.each(['/metrics', '/dev/mail', '/api/dev/mail'])(
    '%s answers a loopback peer that sent no forwarding header',
    async (path) => {
      expect((await get(path, '127.0.0.1')).status).toBe(200);
      expect((await get(path, '::1')).status).toBe(200);
      expect((await get(path, '::ffff:127.0.0.1')).status).toBe(200);
    },
  );

  it.each(['/metrics', '/dev/mail', '/api/dev/mail'])(
    '%s refuses another machine, whatever header claims loopback',
    async (path) => {
      for (const headers of [{}, ...CLAIMS]) {
        const res = await get(path, '203.0.113.5', headers);
        expect(res.status, JSON.stringify(headers)).toBe(path === '/metrics' ? 401 : 403);
      }
    },
  );

  it.each(['/metrics', '/dev/mail', '/api/dev/mail'])(
    '%s refuses a caller relayed by a proxy on this machine',
    async (path) => {
      for (const headers of CLAIMS.map((claim) => ({ ...claim }))) {
        const res = await get(path, '127.0.0.1', headers);
        expect(res.status, JSON.stringify(headers)).toBe(path === '/metrics' ? 401 : 403);
      }
    },
  );
});
