/** The client-credentials exchange against a local token server that speaks RFC 6749 over real HTTP. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpPort } from '../../engine/nodes/ports';
import { AccessTokenCache, requestAccessToken, TOKEN_RENEWAL_MARGIN_MS, TokenExchangeFailed } from './oauth2';

/** Plain fetch: the guarded client is another part's; here the token server is on loopback on purpose. */
const http: HttpPort = {
  async request(r) {
    const res = await fetch(r.url, {
      method: r.method,
      headers: r.headers,
      // A token request's body is a form: text.
      body: r.body === undefined ? undefined : Buffer.from(r.body).toString('utf8'),
      redirect: 'manual',
    });
    return {
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: new Uint8Array(await res.arrayBuffer()),
      url: res.url,
    };
  },
};

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

describe('OAuth2 client credentials', () => {
  let server: Server;
  let base: string;
  const seen: Array<{ url: string; authorization?: string; form: URLSearchParams }> = [];
  let issued = 0;
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const form = new URLSearchParams(await body(req));
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, form });
      const ok =
        req.headers.authorization ===
          `Basic ${Buffer.from('client%2B1:s3cret%26secret').toString('base64')}` ||
        (form.get('client_id') === 'client+1' && form.get('client_secret') === 's3cret&secret');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/broken') return res.end('not json');
      if (!ok || form.get('grant_type') !== 'client_credentials') {
        res.statusCode = 401;
        return res.end(
          JSON.stringify({ error: 'invalid_client', error_description: 'Client authentication failed' }),
        );
      }
      issued++;
      const lifetime = req.url === '/no-expiry' ? {} : { expires_in: 3600 };
      res.end(JSON.stringify({ access_token: `token-${issued}`, token_type: 'Bearer', ...lifetime }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const data = (path = '/token', extra: Record<string, string> = {}) => ({
    tokenUrl: `${base}${path}`,
    clientId: 'client+1',
    clientSecret: 's3cret&secret',
    ...extra,
  });

  it('sends the grant with HTTP Basic (form-encoded id and secret) and the scope and audience', async () => {
    const token = await requestAccessToken(
      http,
      'Partner',
      data('/token', { scope: 'read write', audience: 'api' }),
      1000,
    );
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresAt: 1000 + 3600_000 });
    const request = seen.at(-1)!;
    expect(request.form.get('scope')).toBe('read write');
    expect(request.form.get('audience')).toBe('api');
    expect(request.form.get('client_secret')).toBeNull();
  });

  it('sends the id and secret as form fields when asked', async () => {
    await requestAccessToken(http, 'Partner', { ...data(), clientAuthentication: 'body' }, 0);
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(seen.at(-1)?.form.get('client_id')).toBe('client+1');
  });

  it('names the credential and what the server said when it refuses, never the secret', async () => {
    const refused = requestAccessToken(http, 'Partner', { ...data(), clientSecret: 'wrong-secret' }, 0);
    await expect(refused).rejects.toThrow(TokenExchangeFailed);
    await expect(
      requestAccessToken(http, 'Partner', { ...data(), clientSecret: 'wrong-secret' }, 0),
    ).rejects.toThrow(
      /^The token URL of credential "Partner" answered 401: invalid_client \(Client authentication failed\)\.$/,
    );
    await expect(requestAccessToken(http, 'Partner', data('/broken'), 0)).rejects.toThrow(
      /did not answer JSON/,
    );
    await expect(
      requestAccessToken(http, 'Partner', { ...data(), tokenUrl: 'http://127.0.0.1:1/token' }, 0),
    ).rejects.toThrow(/could not be reached/);
  });

  it('keeps a token until shortly before it expires, shares one request, and does not keep one without a lifetime', async () => {
    const cache = new AccessTokenCache();
    const fetchToken = (path: string, now: number) => () =>
      requestAccessToken(http, 'Partner', data(path), now);
    const before = issued;
    const [a, b] = await Promise.all([
      cache.get('c1', 0, fetchToken('/token', 0)),
      cache.get('c1', 0, fetchToken('/token', 0)),
    ]);
    expect(a.accessToken).toBe(b.accessToken);
    expect(issued).toBe(before + 1);
    const stillValid = 3600_000 - TOKEN_RENEWAL_MARGIN_MS - 1;
    expect((await cache.get('c1', stillValid, fetchToken('/token', stillValid))).accessToken).toBe(
      a.accessToken,
    );
    const renewal = stillValid + 1;
    expect((await cache.get('c1', renewal, fetchToken('/token', renewal))).accessToken).not.toBe(
      a.accessToken,
    );

    const first = await cache.get('c2', 0, fetchToken('/no-expiry', 0));
    const second = await cache.get('c2', 0, fetchToken('/no-expiry', 0));
    expect(first.expiresAt).toBeNull();
    expect(second.accessToken).not.toBe(first.accessToken);
  });
});
