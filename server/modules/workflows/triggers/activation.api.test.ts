/** Activation: a workflow serves one published version's triggers; it needs a version, and others cannot touch it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { NOTHING_PUBLISHED } from './activation';

describe('workflow activation API', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'actada' });
    bob = await createSignedInUser(t, { username: 'actbob' });
  });
  afterAll(() => t.close());

  it('refuses to activate before anything is published, then serves the latest or a named version', async () => {
    const wf = await (await ada.request('POST', '/api/workflows', { name: 'Hooks' })).json();
    const early = await ada.request('POST', `/api/workflows/${wf.id}/activate`, {});
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(NOTHING_PUBLISHED);

    for (const note of ['one', 'two']) {
      expect((await ada.request('POST', `/api/workflows/${wf.id}/versions`, { note })).status).toBe(201);
    }
    const latest = await ada.request('POST', `/api/workflows/${wf.id}/activate`, {});
    expect(await latest.json()).toEqual({ activeVersion: 2 });
    expect((await (await ada.request('GET', `/api/workflows/${wf.id}`)).json()).activeVersion).toBe(2);

    expect(
      await (await ada.request('POST', `/api/workflows/${wf.id}/activate`, { version: 1 })).json(),
    ).toEqual({
      activeVersion: 1,
    });
    expect((await ada.request('POST', `/api/workflows/${wf.id}/activate`, { version: 9 })).status).toBe(404);
    expect((await bob.request('POST', `/api/workflows/${wf.id}/deactivate`)).status).toBe(404);

    expect(await (await ada.request('POST', `/api/workflows/${wf.id}/deactivate`)).json()).toEqual({
      activeVersion: null,
    });
    const list = await (await ada.request('GET', '/api/workflows')).json();
    expect(list.workflows.find((w: { id: string }) => w.id === wf.id).activeVersion).toBeNull();
  });

  it('deletes an active workflow', async () => {
    const wf = await (await ada.request('POST', '/api/workflows', { name: 'Short-lived' })).json();
    await ada.request('POST', `/api/workflows/${wf.id}/versions`, {});
    await ada.request('POST', `/api/workflows/${wf.id}/activate`, {});
    expect((await ada.request('DELETE', `/api/workflows/${wf.id}`)).status).toBe(200);
    expect((await ada.request('GET', `/api/workflows/${wf.id}`)).status).toBe(404);
  });
});
