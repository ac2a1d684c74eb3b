/** An administrator's provider order and switches: stored, applied at once, and shown in routing order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('provider settings', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    // Keys without a reachable server: these tests never call a provider.
    t = await createTestApp({
      env: {
        ADMIN_EMAILS: 'root@aiz.test',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
        ANTHROPIC_API_KEY: 'sk-ant-test',
        ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/v1',
      },
    });
    admin = await createSignedInUser(t, { username: 'root', email: 'root@aiz.test', role: 'admin' });
  });
  afterAll(() => t.close());

  const save = (body: unknown) =>
    t.request('PUT', '/api/ai/enhanced/providers/settings', body, { cookie: admin.cookie });
  const listed = async () => {
    const { providers } = (await (await t.request('GET', '/api/ai/enhanced/providers/stats')).json()) as {
      providers: { id: string; priority: number; enabled: boolean }[];
    };
    return providers;
  };

  it('lists the providers in the order the router tries them', async () => {
    expect((await listed()).map((p) => p.id)).toEqual(['openai', 'anthropic', 'offline']);
  });

  it('moves a provider down and back up again', async () => {
    expect((await save({ order: ['anthropic', 'openai'] })).status).toBe(200);
    expect((await listed()).map((p) => `${p.id}:${p.priority}`)).toEqual([
      'anthropic:1',
      'openai:2',
      'offline:1000',
    ]);
    expect((await save({ order: ['openai', 'anthropic'] })).status).toBe(200);
    expect((await listed()).map((p) => p.id)).toEqual(['openai', 'anthropic', 'offline']);
  });

  it('keeps the order when only a switch changes, and a switched-off provider is not healthy', async () => {
    expect((await save({ order: ['anthropic', 'openai'] })).status).toBe(200);
    expect((await save({ enabled: { anthropic: false } })).status).toBe(200);
    const providers = await listed();
    expect(providers.map((p) => `${p.id}:${p.enabled}`)).toEqual([
      'anthropic:false',
      'openai:true',
      'offline:true',
    ]);
  });
});
