import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('developer inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows outbox mail, newest first, escaped, in HTML and JSON', async () => {
    await t.request('POST', '/api/auth/send-verification', {
      email: 'first@example.com',
      type: 'signup',
      username: 'first',
    });
    await t.request('POST', '/api/auth/send-verification', { email: 'second@example.com', type: 'signin' });
    const page = await t.request('GET', '/dev/mail');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Developer inbox');
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    expect(html).toMatch(/\b\d{6}\b/);

    const json = await (await t.request('GET', '/api/dev/mail?to=first@example.com')).json();
    expect(json.mail).toHaveLength(1);
    expect(json.mail[0].subject).toBe('Your AIZ Platform sign-up code');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await prod.request('GET', '/dev/mail')).status).toBe(404);
      expect((await prod.request('GET', '/api/dev/mail')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('answers only this machine, judged by the socket, never by X-Forwarded-For', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    /** A request arriving on a socket from `peer` (the Node server passes the socket as env). */
    const fromPeer = (path: string, peer: string, forwardedFor?: string) =>
      proxied.app.request(
        path,
        { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
        { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } } },
      );
    try {
      for (const path of ['/dev/mail', '/api/dev/mail']) {
        const remote = await fromPeer(path, '203.0.113.5');
        expect(remote.status).toBe(403);
        expect((await remote.json()).message).toMatch(/^The developer inbox is served only to this machine/);
        for (const claimed of ['127.0.0.1', '127.0.0.1, 203.0.113.9', '::1', '203.0.113.9, 127.0.0.1']) {
          expect((await fromPeer(path, '203.0.113.5', claimed)).status).toBe(403);
        }
        // Behind a proxy on this machine the peer is loopback, but the relayed caller is not this machine.
        expect((await fromPeer(path, '127.0.0.1', '203.0.113.9')).status).toBe(403);
        expect((await fromPeer(path, '127.0.0.1')).status).toBe(200);
        expect((await fromPeer(path, '::ffff:127.0.0.1')).status).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });
});
