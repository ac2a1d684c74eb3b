/**
 * The HTTP Request node run over the API: the server gives it the SSRF-guarded client, which lets the
 * allowlisted local server through (HTTP_ALLOWLIST) and refuses every other local address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../../lib/safe-http/testing';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});

describe('the HTTP Request node on the server', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const signedIn = req.headers.authorization === 'Bearer slot-token-7f3a';
      res.end(
        JSON.stringify({
          method: req.method,
          key: req.headers['idempotency-key'] ?? null,
          ...(signedIn ? { signedIn } : {}),
        }),
      );
    });
    t = await createTestApp({ rateLimits: 'unlimited', env: { HTTP_ALLOWLIST: `127.0.0.1:${server.port}` } });
    ada = await createSignedInUser(t, { username: 'httpcaller' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const run = async (url: string, credentials?: Record<string, { id: string }>) => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Call out' })).json();
    const call = node('call', 'http-request', {
      method: 'POST',
      url,
      ...(credentials ? { authentication: 'credential' } : {}),
    });
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: {
        nodes: [node('start', 'manual-trigger'), credentials ? { ...call, credentials } : call],
        edges: [{ id: 'e1', source: 'start', sourceOutput: 0, target: 'call', targetInput: 0 }],
        settings: {},
      },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    const res = await ada.request('POST', `/api/workflows/${created.id}/runs`, { input: {} });
    expect(res.status).toBe(201);
    return res.json();
  };

  it('reaches an allowlisted host, with an idempotency key from the run', async () => {
    const record = await run(`${server.origin}/orders`);
    expect(record.status).toBe('succeeded');
    expect(record.result).toEqual([[{ json: { method: 'POST', key: `wf:${record.id}:call:0:0` } }]]);
  });

  it('signs its requests with the credential linked in its auth slot', async () => {
    const credential = await (
      await ada.request('POST', '/api/credentials', {
        name: 'Slot token',
        type: 'bearer',
        data: { token: 'slot-token-7f3a' },
      })
    ).json();
    const record = await run(`${server.origin}/orders`, { auth: { id: credential.id } });
    expect(record.status).toBe('succeeded');
    expect(record.result[0][0].json).toMatchObject({ method: 'POST', signedIn: true });
    expect(JSON.stringify(record)).not.toContain('slot-token-7f3a');
  });

  it('refuses local addresses that are not allowlisted, and says why', async () => {
    for (const url of [
      'http://127.0.0.1:1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:5432/',
    ]) {
      const record = await run(url);
      expect(record.status).toBe('failed');
      expect(JSON.stringify(record)).toContain('Requests to private or local addresses are not allowed');
    }
  });
});
