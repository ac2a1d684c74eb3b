/** The port runs read credentials through: owner only, opened once per run, OAuth2 tokens fetched through the run's HTTP port. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpPort } from '../../engine/nodes/ports';
import { REDACTED, SecretValues } from '../../lib/secret-values';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { openCredentialsPort } from './credentials-port';
import { AccessTokenCache } from './oauth2';

/** Plain fetch to a token server on loopback (the guarded client is the HTTP port's own business). */
const http: HttpPort = {
  async request(r) {
    const res = await fetch(r.url, {
      method: r.method,
      headers: r.headers,
      body: r.body === undefined ? undefined : Buffer.from(r.body).toString('utf8'),
    });
    return {
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: new Uint8Array(await res.arrayBuffer()),
      url: res.url,
    };
  },
};

describe('credentials port', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let server: Server;
  let tokenUrl: string;
  let issued = 0;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'portada' });
    server = createServer((_req, res) => {
      issued++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ access_token: `issued-access-token-${issued}`, expires_in: 600 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const create = async (body: unknown) =>
    (await (await ada.request('POST', '/api/credentials', body)).json()).id;
  const port = (options: { http?: HttpPort; secrets?: SecretValues; tokens?: AccessTokenCache } = {}) =>
    openCredentialsPort(
      { db: t.database.db, now: t.deps.now, keys: t.deps.config.credentialKeys, ...options },
      ada.user.id,
    );

  it('answers the decrypted fields and adds the secret values (and Basic’s pair) to the run’s secrets', async () => {
    const id = await create({
      name: 'Basic',
      type: 'basic',
      data: { username: 'ada', password: 'pass-word-1' },
    });
    const secrets = new SecretValues();
    const credential = await port({ secrets }).get(id);
    expect(credential).toEqual({
      id,
      name: 'Basic',
      type: 'basic',
      data: { username: 'ada', password: 'pass-word-1' },
    });
    expect(secrets.redactText(`Basic ${btoa('ada:pass-word-1')} pass-word-1 ada`)).toBe(
      `Basic ${REDACTED} ${REDACTED} ada`,
    );
  });

  it('fetches an OAuth2 access token through the HTTP port, keeps it, and treats it as a secret', async () => {
    const id = await create({
      name: 'Partner OAuth',
      type: 'oauth2ClientCredentials',
      data: { tokenUrl, clientId: 'client', clientSecret: 'client-secret-1' },
    });
    const secrets = new SecretValues();
    const tokens = new AccessTokenCache();
    const before = issued;
    const first = await port({ http, secrets, tokens }).get(id);
    expect(first.data).toMatchObject({
      accessToken: `issued-access-token-${before + 1}`,
      tokenType: 'Bearer',
    });
    expect(secrets.redactText(first.data.accessToken!)).toBe(REDACTED);
    // Another run a moment later gets the same token.
    expect((await port({ http, tokens }).get(id)).data.accessToken).toBe(first.data.accessToken);
    expect(issued).toBe(before + 1);

    await expect(port({ tokens: new AccessTokenCache() }).get(id)).rejects.toThrow(
      'The credential "Partner OAuth" needs outbound HTTP to fetch its access token, which is not available here.',
    );
  });

  it('refuses ids that are not the owner’s, or not ids at all, with the same message', async () => {
    await expect(port().get('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      /does not exist or belongs to someone else/,
    );
    await expect(port().get('../etc')).rejects.toThrow(/does not exist or belongs to someone else/);
  });
});
