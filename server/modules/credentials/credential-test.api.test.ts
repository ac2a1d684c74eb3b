/**
 * `POST /api/credentials/{id}/test` against a local HTTP server (allowlisted, as the HTTP node's tests do):
 * a request with the credential applied, an OAuth2 token fetched, refusals told as `ok: false`; the answer
 * never holds a secret; owner only; rate limited per user.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { CREDENTIAL_TEST_LIMIT } from './routes';

const TOKEN = 'good-bearer-token-8c1f';
const KEY = 'query-key-5d2e';
const CLIENT_SECRET = 'client-secret-9a7b';
const ACCESS_TOKEN = 'issued-access-token-3e4f';

describe('testing a credential', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let server: Server;
  let origin: string;
  const seen: { method: string; path: string; authorization?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/token') {
        const expected = `Basic ${Buffer.from(`client-1:${CLIENT_SECRET}`).toString('base64')}`;
        return req.headers.authorization === expected
          ? answer(200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 600 })
          : answer(401, { error: 'invalid_client' });
      }
      if (url.pathname === '/bearer') {
        const good = [`Bearer ${TOKEN}`, `Bearer ${ACCESS_TOKEN}`].includes(req.headers.authorization ?? '');
        return answer(good ? 200 : 401, { echo: req.headers.authorization });
      }
      if (url.pathname === '/query') return answer(url.searchParams.get('api_key') === KEY ? 204 : 403, {});
      answer(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({ rateLimits: 'unlimited', env: { HTTP_ALLOWLIST: `127.0.0.1:${port}` } });
    ada = await createSignedInUser(t, { username: 'credtester' });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const create = async (body: unknown) => {
    const res = await ada.request('POST', '/api/credentials', body);
    expect(res.status).toBe(201);
    return (await res.json()).id as string;
  };
  /** The answer as text (to search it for secrets) and parsed. */
  const test = async (id: string, body: unknown = {}, user = ada) => {
    const res = await user.request('POST', `/api/credentials/${id}/test`, body);
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) };
  };
  const noSecret = (text: string) => {
    for (const secret of [TOKEN, KEY, CLIENT_SECRET, ACCESS_TOKEN, 'wrong-token-0000'])
      expect(text).not.toContain(secret);
  };

  it('sends a request with the credential to its stored test URL, and tells a refusal apart', async () => {
    const good = await create({
      name: 'Good bearer',
      type: 'bearer',
      data: { token: TOKEN, testUrl: `${origin}/bearer` },
    });
    seen.length = 0;
    const passed = await test(good);
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ ok: true, status: 200 });
    expect(passed.body.message).toContain('accepted');
    expect(seen).toEqual([{ method: 'GET', path: '/bearer', authorization: `Bearer ${TOKEN}` }]);
    noSecret(passed.text);

    const wrong = await create({
      name: 'Wrong bearer',
      type: 'bearer',
      data: { token: 'wrong-token-0000' },
    });
    const refused = await test(wrong, { url: `${origin}/bearer`, method: 'HEAD' });
    expect(refused.body).toMatchObject({ ok: false, status: 401 });
    expect(refused.body.message).toContain('refused');
    expect(seen.at(-1)?.method).toBe('HEAD');
    noSecret(refused.text);
  });

  it('puts a query credential in the URL, and never echoes it, not even when the address is refused', async () => {
    const id = await create({ name: 'Query key', type: 'query', data: { name: 'api_key', value: KEY } });
    const passed = await test(id, { url: `${origin}/query?x=1` });
    expect(passed.body).toMatchObject({ ok: true, status: 204 });
    // A private address that is not allowlisted: refused by the guard, the URL with the key kept out.
    const blocked = await test(id, { url: 'http://10.0.0.1/query' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.ok).toBe(false);
    expect(blocked.body.message).toMatch(/private or local addresses are not allowed/);
    noSecret(blocked.text);
  });

  it('fetches an OAuth2 token from the token URL, and uses it on a URL when given one', async () => {
    const id = await create({
      name: 'OAuth',
      type: 'oauth2ClientCredentials',
      data: { tokenUrl: `${origin}/token`, clientId: 'client-1', clientSecret: CLIENT_SECRET },
    });
    const token = await test(id);
    expect(token.body).toEqual({ ok: true, message: expect.stringContaining('access token') });
    noSecret(token.text);
    const used = await test(id, { url: `${origin}/bearer` });
    expect(used.body).toMatchObject({ ok: true, status: 200 });
    expect(seen.at(-1)?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    noSecret(used.text);

    const bad = await create({
      name: 'OAuth wrong secret',
      type: 'oauth2ClientCredentials',
      data: { tokenUrl: `${origin}/token`, clientId: 'client-1', clientSecret: 'not-the-secret' },
    });
    const refused = await test(bad);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.message).toContain('invalid_client');
    expect(refused.text).not.toContain('not-the-secret');
  });

  it('answers 400 without a URL to try, for a bad URL or method, and 404 for someone else’s credential', async () => {
    const id = await create({
      name: 'No test URL',
      type: 'header',
      data: { name: 'X-Key', value: 'abcd-1234' },
    });
    const none = await test(id);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('has no test URL');
    expect((await test(id, { url: 'ftp://example.com/' })).status).toBe(400);
    expect((await test(id, { url: `${origin}/bearer`, method: 'POST' })).status).toBe(400);
    const bob = await createSignedInUser(t, { username: 'credother' });
    expect((await test(id, { url: `${origin}/bearer` }, bob)).status).toBe(404);
    expect((await test('00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
  });

  it('is rate limited per user', async () => {
    t.enforceRateLimits();
    const carol = await createSignedInUser(t, { username: 'credtestcarol' });
    const statuses: number[] = [];
    for (let i = 0; i <= CREDENTIAL_TEST_LIMIT.limit; i++)
      statuses.push((await test('00000000-0000-4000-8000-000000000000', {}, carol)).status);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
