/** Export names a workflow's credentials (never their ids or secrets); import links them to the importer's own by name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('credentials in exported and imported workflows', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'fileada' });
    bob = await createSignedInUser(t, { username: 'filebob' });
  });
  afterAll(() => t.close());

  const credential = async (who: SignedInUser, name: string, token: string) => {
    const res = await who.request('POST', '/api/credentials', { name, type: 'bearer', data: { token } });
    expect(res.status).toBe(201);
    return (await res.json()).id as string;
  };

  it('exports by name and type; another user imports it and is asked for it, or has it linked by name', async () => {
    const secret = 'ada-stripe-token-0123456789';
    const stripe = await credential(ada, 'Stripe', secret);
    const document = {
      nodes: [
        {
          id: 'pay',
          type: 'no-op',
          typeVersion: 1,
          name: 'Pay',
          position: [0, 0],
          credentials: { auth: { id: stripe } },
        },
      ],
      edges: [],
      settings: {},
    };
    const created = await (
      await ada.request('POST', '/api/workflows', { name: 'Payments', document })
    ).json();
    const exported = await ada.request('GET', `/api/workflows/${created.id}/export`);
    const text = await exported.text();
    expect(text).not.toContain(stripe);
    expect(text).not.toContain(secret);
    const file = JSON.parse(text);
    expect(file.document.nodes[0].credentials).toEqual({ auth: { name: 'Stripe', type: 'bearer' } });

    const content = JSON.stringify(file.document);
    const missing = await (await bob.request('POST', '/api/workflows/import', { content })).json();
    expect(missing.report.credentials).toEqual([
      { name: 'Stripe', type: 'bearer', nodes: ['Pay'], credentialId: null },
    ]);
    expect(missing.workflow.draft.nodes[0].credentials).toEqual({ auth: { name: 'Stripe', type: 'bearer' } });

    const bobStripe = await credential(bob, 'Stripe', 'bob-stripe-token-0123456789');
    const linked = await (await bob.request('POST', '/api/workflows/import', { content })).json();
    expect(linked.report.credentials).toEqual([
      { name: 'Stripe', type: 'bearer', nodes: ['Pay'], credentialId: bobStripe },
    ]);
    expect(linked.workflow.draft.nodes[0].credentials).toEqual({ auth: { id: bobStripe } });
  });

  it('links the credentials an n8n workflow names to the importer’s own', async () => {
    const partner = await (
      await bob.request('POST', '/api/credentials', {
        name: 'Partner header',
        type: 'header',
        data: { name: 'X-Key', value: 'partner-header-value-42' },
      })
    ).json();
    const n8n = {
      name: 'From n8n',
      nodes: [
        {
          id: 'a1',
          name: 'Call partner',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4,
          position: [0, 0],
          parameters: { url: 'https://partner.example' },
          credentials: { httpHeaderAuth: { id: '7', name: 'Partner header' } },
        },
      ],
      connections: {},
    };
    const res = await bob.request('POST', '/api/workflows/import', { content: JSON.stringify(n8n) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.report.credentials).toEqual([
      { name: 'Partner header', type: 'header', nodes: ['Call partner'], credentialId: partner.id },
    ]);
    // The HTTP node reads its credential from its auth slot: n8n's slot is linked there.
    expect(body.workflow.draft.nodes[0].credentials).toEqual({ auth: { id: partner.id } });
  });
});
