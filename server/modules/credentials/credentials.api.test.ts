/** The credentials API: write-only secrets, ownership, validation, partial updates, rate limits. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials } from '../../db/schema/credentials';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { CREDENTIAL_WRITE_LIMIT } from './routes';

const SECRET = 'sk-live-0123456789-write-only-zz9Q';

describe('credentials API', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'credada' });
    bob = await createSignedInUser(t, { username: 'credbob' });
  });
  afterAll(() => t.close());

  const create = async (who: SignedInUser, body: unknown) => {
    const res = await who.request('POST', '/api/credentials', body);
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    return { status: res.status, body: JSON.parse(text) };
  };

  it('stores a credential and answers only its name, type, plain fields and a hint', async () => {
    const { status, body } = await create(ada, {
      name: 'OpenAI',
      type: 'apiKey',
      data: { key: SECRET, in: 'header', name: 'Authorization' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'OpenAI',
      type: 'apiKey',
      fields: { in: 'header', name: 'Authorization' },
      hints: { key: '…zz9Q' },
      lastUsedAt: null,
    });
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.id, body.id));
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(row?.keyId).toBe(t.deps.config.credentialKeys.current.id);

    for (const path of ['/api/credentials', `/api/credentials/${body.id}`]) {
      const text = await (await ada.request('GET', path)).text();
      expect(text).toContain('OpenAI');
      expect(text).not.toContain(SECRET);
    }
  });

  it('keeps credentials from other users (404, empty list) and from signed-out callers (401)', async () => {
    const { body } = await create(ada, { name: 'Mine', type: 'bearer', data: { token: 'tok-ada-123456' } });
    expect((await (await bob.request('GET', '/api/credentials')).json()).credentials).toEqual([]);
    expect((await bob.request('GET', `/api/credentials/${body.id}`)).status).toBe(404);
    expect((await bob.request('PATCH', `/api/credentials/${body.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await bob.request('DELETE', `/api/credentials/${body.id}`)).status).toBe(404);
    expect((await t.request('GET', '/api/credentials')).status).toBe(401);
    expect(
      (await t.request('POST', '/api/credentials', { name: 'x', type: 'bearer', data: { token: 'abcdef' } }))
        .status,
    ).toBe(401);
  });

  it('refuses invalid input with the field at fault and never echoes a secret', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: 'A', type: 'bearer', data: { token: 'abc' } }, 'data.token'],
      [{ name: 'A', type: 'basic', data: { username: 'a:b', password: SECRET } }, 'data.username'],
      [{ name: 'A', type: 'header', data: { name: 'Bad Header', value: SECRET } }, 'data.name'],
      [{ name: 'A', type: 'apiKey', data: { key: SECRET, in: 'header', name: 'x y' } }, 'data.name'],
      [
        {
          name: 'A',
          type: 'oauth2ClientCredentials',
          data: { tokenUrl: 'ftp://x', clientId: 'c', clientSecret: SECRET },
        },
        'data.tokenUrl',
      ],
      [{ name: 'A', type: 'bearer', data: { token: SECRET, extra: 'x' } }, 'data'],
      [{ name: 'A', type: 'nope', data: {} }, 'type'],
      [{ name: ' ', type: 'bearer', data: { token: SECRET } }, 'name'],
    ];
    for (const [body, path] of cases) {
      const res = await create(ada, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });

  it('refuses a second credential of the same name with 409', async () => {
    await create(ada, { name: 'Twice', type: 'bearer', data: { token: 'first-token' } });
    const again = await create(ada, { name: 'Twice', type: 'bearer', data: { token: 'second-token' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('"Twice"');
    // Another user may use the same name.
    expect((await create(bob, { name: 'Twice', type: 'bearer', data: { token: 'bob-token' } })).status).toBe(
      201,
    );
  });

  it('updates: renames, replaces given fields and keeps the others; a new type needs all its fields', async () => {
    const { body } = await create(ada, {
      name: 'Partner API',
      type: 'basic',
      data: { username: 'ada', password: 'first-password-1234' },
    });
    const renamed = await ada.request('PATCH', `/api/credentials/${body.id}`, { name: 'Partner' });
    expect(await renamed.json()).toMatchObject({ name: 'Partner', fields: { username: 'ada' } });

    const user = await ada.request('PATCH', `/api/credentials/${body.id}`, {
      data: { username: 'lovelace' },
    });
    const updated = await user.json();
    expect(updated).toMatchObject({ fields: { username: 'lovelace' }, hints: { password: '…1234' } });

    const password = await ada.request('PATCH', `/api/credentials/${body.id}`, {
      data: { password: `new-${SECRET}` },
    });
    const passwordText = await password.text();
    expect(passwordText).not.toContain(SECRET);
    expect(JSON.parse(passwordText).hints).toEqual({ password: '…zz9Q' });

    const partialType = await ada.request('PATCH', `/api/credentials/${body.id}`, { type: 'bearer' });
    expect(partialType.status).toBe(400);
    expect((await partialType.json()).details.issues[0].path).toBe('data.token');
    const typed = await ada.request('PATCH', `/api/credentials/${body.id}`, {
      type: 'bearer',
      data: { token: 'a-bearer-token-9876' },
    });
    expect(await typed.json()).toMatchObject({ type: 'bearer', fields: {}, hints: { token: '…9876' } });

    expect((await ada.request('PATCH', `/api/credentials/${body.id}`, {})).status).toBe(400);
    expect((await ada.request('PATCH', `/api/credentials/${body.id}`, { data: { bogus: 'x' } })).status).toBe(
      400,
    );
    expect((await ada.request('PATCH', '/api/credentials/not-a-uuid', { name: 'x' })).status).toBe(400);
  });

  it('deletes a credential once', async () => {
    const { body } = await create(ada, {
      name: 'Doomed',
      type: 'query',
      data: { name: 'api_key', value: SECRET },
    });
    expect((await ada.request('DELETE', `/api/credentials/${body.id}`)).status).toBe(200);
    expect((await ada.request('DELETE', `/api/credentials/${body.id}`)).status).toBe(404);
    expect((await ada.request('GET', `/api/credentials/${body.id}`)).status).toBe(404);
  });

  it('limits writes per user', async () => {
    t.enforceRateLimits();
    const carol = await createSignedInUser(t, { username: 'credcarol' });
    const statuses: number[] = [];
    for (let i = 0; i <= CREDENTIAL_WRITE_LIMIT.limit; i++)
      statuses.push(
        (await carol.request('PATCH', '/api/credentials/00000000-0000-4000-8000-000000000000', { name: 'x' }))
          .status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('appears in the OpenAPI document', async () => {
    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/credentials', '/api/credentials/{id}']),
    );
  });
});
