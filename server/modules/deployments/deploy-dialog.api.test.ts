/**
 * What the deploy dialog promises, over the API: the generated "webhook to e-mail" workflow, deployed, gets
 * the same e-mail from a REST call and a `/v1` call as from its webhook (the call's input arrives as the
 * webhook's `body`, which is what its `{{$json.body}}` reads); a key made in the dialog is scoped to that
 * deployment (it calls it over REST, `/v1` and MCP, and nothing else); and the deployment offers no form
 * page, which its hosted form refuses with the shared message.
 */
import { SURFACE_PAGE_NOT_OFFERED } from '@common/deployments/surfaces';
import { API_KEY_OUT_OF_SCOPE } from '@common/schemas/deployments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';

const RECIPIENT = 'ops@dialog.example';

describe('the deploy dialog: a webhook workflow over REST and /v1, and a key for one deployment', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let deployment: {
    id: string;
    slug: string;
    surfaces: string[];
    publishableKey: string;
    urls: { webhook: string };
  };
  let other: { id: string; slug: string };
  let secret: string;

  async function publishAndDeploy(name: string, document: unknown) {
    const created = await (await ada.request('POST', '/api/workflows', { name, document })).json();
    expect((await ada.request('POST', `/api/workflows/${created.id}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const res = await ada.request('POST', '/api/deployments', { workflowId: created.id });
    expect(res.status).toBe(201);
    return res.json();
  }

  const mails = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, RECIPIENT));
  const rest = (slug: string, key: string, input: unknown) =>
    t.app.request(`/api/run/${slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
    });
  const completion = (model: string, key: string, content: string) =>
    t.app.request('/v1/chat/completions', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages: [{ role: 'user', content }] }),
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'dialogowner' });
    const generated = await ada.request('POST', '/api/workflows/generate', {
      prompt: `When a webhook receives a POST, e-mail the payload to ${RECIPIENT}`,
    });
    const draft = await generated.json();
    expect(draft.pattern?.id).toBe('webhook-to-email');
    deployment = await publishAndDeploy('Webhook to e-mail', draft.document);
    other = await publishAndDeploy('Another flow', {
      nodes: [node('start', 'manual-trigger'), node('say', 'code', { jsCode: 'return [{ ok: true }];' })],
      edges: [edge('start', 'say')],
      settings: {},
    });
    // What the dialog sends: a key named after the deployment, scoped to it alone.
    const res = await ada.request('POST', '/api/api-keys', {
      name: `${deployment.slug} (deploy dialog)`,
      deploymentIds: [deployment.id],
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.key.deploymentIds).toEqual([deployment.id]);
    secret = created.secret;
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  it('offers no form page for a webhook trigger, and its hosted form says so', async () => {
    expect(deployment.surfaces).not.toContain('form');
    expect(deployment.surfaces).toEqual(expect.arrayContaining(['rest', 'webhook', 'openai', 'mcp']));
    const res = await t.app.request(`/embed/form?key=${deployment.publishableKey}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(SURFACE_PAGE_NOT_OFFERED);
  });

  it('e-mails the REST input as the body, the same e-mail as a webhook call with that body', async () => {
    const before = (await mails()).length;
    const res = await rest(deployment.slug, secret, { order: 42, customer: 'Walker' });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('succeeded');
    const viaRest = (await mails()).slice(before);
    expect(viaRest).toHaveLength(1);
    expect(viaRest[0]!.text).toContain('"order": 42');
    expect(viaRest[0]!.text).toContain('"customer": "Walker"');

    const hook = new URL(deployment.urls.webhook).pathname;
    const called = await t.app.request(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: 42, customer: 'Walker' }),
    });
    expect(called.status).toBe(200);
    await expect.poll(async () => (await mails()).length).toBe(before + 2);
    expect((await mails()).slice(before).map((m) => m.text)).toEqual([viaRest[0]!.text, viaRest[0]!.text]);
  });

  it('e-mails the /v1 message as the body', async () => {
    const before = (await mails()).length;
    const res = await completion(deployment.slug, secret, 'A new order from the chat');
    expect(res.status).toBe(200);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('"message": "A new order from the chat"');
    expect(sent[0]!.text).not.toMatch(/arrived:\s*$/);
  });

  it("the dialog's key calls its deployment only", async () => {
    const refused = await rest(other.slug, secret, {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(API_KEY_OUT_OF_SCOPE);
    expect((await completion(other.slug, secret, 'hi')).status).toBe(403);
    const mcp = await t.app.request(`/mcp/${deployment.slug}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(mcp.status).toBe(200);
    expect(JSON.stringify(await mcp.json())).toContain(deployment.slug);
  });

  it('refuses a key scoped to a deployment that is not yours', async () => {
    const bob = await createSignedInUser(t, { username: 'dialogbob' });
    const res = await bob.request('POST', '/api/api-keys', {
      name: 'theirs',
      deploymentIds: [deployment.id],
    });
    expect(res.status).toBe(404);
  });
});
