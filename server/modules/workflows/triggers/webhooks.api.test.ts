/**
 * Webhooks and forms against a real database: each respond mode, unknown paths and wrong methods, path
 * conflicts on activation, the body limit, the rate limit, caller checks without credentials, the builder's
 * test listener, and forms checked then run.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepConnectionsAlive } from '../../../http/keep-alive';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { n8nWebhookWorkflow } from '../../../test/n8n-webhook-workflow';
import { scaled } from '../../../test/time';
import { NO_SUCH_FORM, SUBMISSION_INVALID } from './forms';
import { CREDENTIAL_UNREADABLE } from './webhook-auth';
import { WEBHOOK_BODY_LIMIT_BYTES } from './webhook-request';
import { NO_WEBHOOK_TO_LISTEN } from './webhook-test-listen';

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});
const greet = node('greet', 'set', {
  assignments: [
    { name: 'greeting', value: "={{ 'hello ' + $json.body.name }}" },
    { name: 'doubled', type: 'number', value: '={{ $json.body.n * 2 }}' },
  ],
});

describe('webhooks and forms', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'hookada' });
    bob = await createSignedInUser(t, { username: 'hookbob' });
  });
  afterAll(() => t.close());

  const draft = async (who: SignedInUser, nodes: unknown[], edges: unknown[] = [], name = 'Hook') => {
    const created = await (await who.request('POST', '/api/workflows', { name })).json();
    const saved = await who.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: { nodes, edges, settings: {} },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    return created.id as string;
  };
  const activate = (who: SignedInUser, id: string) =>
    who
      .request('POST', `/api/workflows/${id}/versions`, {})
      .then(() => who.request('POST', `/api/workflows/${id}/activate`, {}));
  const active = async (nodes: unknown[], edges: unknown[] = [], who = ada) => {
    const id = await draft(who, nodes, edges);
    expect((await activate(who, id)).status).toBe(200);
    return id;
  };
  /** A caller that is another server: no Origin, no cookie. */
  const call = (method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    t.app.request(url, { method, headers, body });
  const postJson = (url: string, value: unknown) =>
    call('POST', url, JSON.stringify(value), { 'content-type': 'application/json' });
  /** The security headers every answer carries, as /api/health's answer has them. */
  const SECURITY_HEADERS = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'permissions-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
  ];
  const expectSecurityHeaders = async (res: Response, base?: string) => {
    const reference = base ? await fetch(`${base}/api/health`) : await call('GET', '/api/health');
    for (const name of SECURITY_HEADERS) {
      expect(reference.headers.get(name), name).toBeTruthy();
      expect(res.headers.get(name), name).toBe(reference.headers.get(name));
    }
  };
  const runsOf = async (id: string) =>
    (await (await ada.request('GET', `/api/workflows/${id}/runs`)).json()).runs;
  const settled = (id: string) =>
    vi.waitFor(
      async () => {
        const runs = await runsOf(id);
        expect(runs.length).toBeGreaterThan(0);
        expect(runs.every((r: { status: string }) => r.status !== 'running')).toBe(true);
        return runs;
      },
      { timeout: scaled(10_000), interval: 20 },
    );

  it('answers at once by default and runs the active version in the background with the request as its item', async () => {
    const id = await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'orders/new' })]);
    const res = await call('POST', '/webhook/orders/new?x=1&x=2&y=3', '{"name":"Ada"}', {
      'content-type': 'application/json',
      'x-trace': 'abc',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Workflow was started' });
    const [run] = await settled(id);
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'webhook', versionNumber: 1 });
    const detail = await (await ada.request('GET', `/api/workflows/${id}/runs/${run.id}`)).json();
    expect(detail.result[0][0].json).toMatchObject({
      headers: { 'content-type': 'application/json', 'x-trace': 'abc' },
      params: {},
      query: { x: ['1', '2'], y: '3' },
      body: { name: 'Ada' },
      executionMode: 'production',
    });
  });

  it("answers when the last node finishes: its first item, all items, nothing, or n8n's error", async () => {
    await active(
      [
        node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'last', responseMode: 'lastNode' }),
        greet,
      ],
      [edge('hook', 'greet')],
    );
    const first = await postJson('/webhook/last', { name: 'Ada', n: 21 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ greeting: 'hello Ada', doubled: 42 });

    await active([
      node('hook', 'webhook-trigger', {
        httpMethod: 'POST',
        path: 'last-all',
        responseMode: 'lastNode',
        responseData: 'all-items',
        responseCode: 202,
      }),
    ]);
    const all = await postJson('/webhook/last-all', { a: 1 });
    expect(all.status).toBe(202);
    expect((await all.json())[0].body).toEqual({ a: 1 });

    await active([
      node('hook', 'webhook-trigger', {
        path: 'last-none',
        responseMode: 'lastNode',
        responseData: 'no-data',
      }),
    ]);
    const none = await call('GET', '/webhook/last-none');
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('');

    await active(
      [
        node('hook', 'webhook-trigger', { path: 'last-fails', responseMode: 'lastNode' }),
        node('stop', 'stop-and-error'),
      ],
      [edge('hook', 'stop')],
    );
    const failed = await call('GET', '/webhook/last-fails');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Error in workflow' });
  });

  it('answers through a Respond to Webhook node, or with a standard message when the run never reaches one', async () => {
    const id = await active(
      [
        node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'bench', responseMode: 'responseNode' }),
        greet,
        node('respond', 'respond-to-webhook', {
          responseCode: 201,
          responseHeaders: [{ name: 'X-Served-By', value: 'aiz' }],
        }),
      ],
      [edge('hook', 'greet'), edge('greet', 'respond')],
    );
    const res = await postJson('/webhook/bench', { name: 'Ada', n: 21 });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-served-by')).toBe('aiz');
    await expectSecurityHeaders(res);
    expect(await res.json()).toEqual({ greeting: 'hello Ada', doubled: 42 });
    await settled(id);

    const text = await active(
      [
        node('hook', 'webhook-trigger', { path: 'say', responseMode: 'responseNode' }),
        node('respond', 'respond-to-webhook', {
          respondWith: 'text',
          responseBody: '={{ "hi " + $json.query.who }}',
        }),
      ],
      [edge('hook', 'respond')],
    );
    const said = await call('GET', '/webhook/say?who=Bob');
    expect(said.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await said.text()).toBe('hi Bob');
    await settled(text);

    // The respond node is not connected: the run ends without it.
    const skipped = await active([
      node('hook', 'webhook-trigger', { path: 'skipped', responseMode: 'responseNode' }),
      node('respond', 'respond-to-webhook'),
    ]);
    const standard = await call('GET', '/webhook/skipped');
    expect(standard.status).toBe(200);
    expect(await standard.json()).toEqual({ message: 'Workflow executed successfully' });
    await settled(skipped);
  });

  it("serves n8n's webhook → edit fields → respond workflow as imported", async () => {
    const n8n = n8nWebhookWorkflow('n8n-bench');
    const imported = await ada.request('POST', '/api/workflows/import', { content: JSON.stringify(n8n) });
    expect(imported.status).toBe(201);
    const { workflow, report } = await imported.json();
    expect(report.placeholders).toEqual([]);
    expect((await activate(ada, workflow.id)).status).toBe(200);
    const res = await postJson('/webhook/n8n-bench', { name: 'Ada', n: 21 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ greeting: 'hello Ada', doubled: 42 });
    await settled(workflow.id);
  });

  it('restores a deleted active workflow with its webhook served again, on the version it served', async () => {
    const hook = node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'trash/comes-back' });
    const id = await active([hook]);
    // A second version published but not served: restore brings back version 1, as it was.
    await ada.request('POST', `/api/workflows/${id}/versions`, {});
    expect((await ada.request('DELETE', `/api/workflows/${id}`)).status).toBe(200);
    expect((await postJson('/webhook/trash/comes-back', {})).status).toBe(404);

    const restored = await ada.request('POST', `/api/workflows/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id, activeVersion: 1, latestVersion: 2 });
    expect((await (await ada.request('GET', `/api/workflows/${id}`)).json()).activeVersion).toBe(1);
    expect((await postJson('/webhook/trash/comes-back', {})).status).toBe(200);
    const [run] = await settled(id);
    expect(run).toMatchObject({ trigger: 'webhook', versionNumber: 1 });

    // Deleted again while inactive: it comes back inactive.
    expect((await ada.request('POST', `/api/workflows/${id}/deactivate`)).status).toBe(200);
    await ada.request('DELETE', `/api/workflows/${id}`);
    expect(await (await ada.request('POST', `/api/workflows/${id}/restore`)).json()).toMatchObject({
      activeVersion: null,
    });
  });

  it('leaves a workflow deleted when its webhook path was taken meanwhile, and says why', async () => {
    const path = 'trash/taken';
    const id = await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path })]);
    await ada.request('DELETE', `/api/workflows/${id}`);
    const other = await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path })], [], bob);

    const refused = await ada.request('POST', `/api/workflows/${id}/restore`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(
      /^This workflow could not be restored with its triggers on: /,
    );
    expect((await ada.request('GET', `/api/workflows/${id}`)).status).toBe(404);

    // Once the path is free again, the restore goes through and serves it.
    expect((await bob.request('POST', `/api/workflows/${other}/deactivate`)).status).toBe(200);
    const restored = await ada.request('POST', `/api/workflows/${id}/restore`);
    expect(restored.status).toBe(200);
    expect((await restored.json()).activeVersion).toBe(1);
    expect((await postJson(`/webhook/${path}`, {})).status).toBe(200);
    await settled(id);
  });

  it('refuses to activate a trigger that responds through a node when there is none', async () => {
    const id = await draft(ada, [
      node('hook', 'webhook-trigger', { path: 'nobody', responseMode: 'responseNode' }),
    ]);
    const res = await activate(ada, id);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Node "hook": No Respond to Webhook node found in the workflow.');
  });

  it("answers 404 for an unknown path, and n8n's hint for a wrong method", async () => {
    const unknown = await call('GET', '/webhook/nothing/here');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toContain(
      'The requested webhook "GET nothing/here" is not registered.',
    );

    await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'only-post' })]);
    const wrong = await call('GET', '/webhook/only-post');
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).message).toBe(
      'This webhook is not registered for GET requests. Did you mean to make a POST request?',
    );
  });

  it('refuses to activate a second workflow on a path another active workflow holds, naming the path', async () => {
    const first = await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'shared' })]);
    const mine = await draft(ada, [
      node('hook', 'webhook-trigger', { httpMethod: 'POST', path: '/shared/' }),
    ]);
    const clash = await activate(ada, mine);
    expect(clash.status).toBe(409);
    expect((await clash.json()).message).toBe(
      'The webhook path "POST shared" is already used by your active workflow "Hook". Choose another path, or deactivate that workflow first.',
    );
    const theirs = await draft(bob, [
      node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'shared' }),
    ]);
    const other = await activate(bob, theirs);
    expect(other.status).toBe(409);
    expect((await other.json()).message).toBe(
      'The webhook path "POST shared" is already used by another active workflow. Choose another path.',
    );
    // Another method on the same path is another webhook.
    const get = await draft(bob, [node('hook', 'webhook-trigger', { httpMethod: 'GET', path: 'shared' })]);
    expect((await activate(bob, get)).status).toBe(200);

    expect((await ada.request('POST', `/api/workflows/${first}/deactivate`)).status).toBe(200);
    expect((await call('POST', '/webhook/shared')).status).toBe(404);
    expect((await ada.request('POST', `/api/workflows/${mine}/activate`, {})).status).toBe(200);
  });

  it('serves the version that is active, and stops when the workflow is deleted', async () => {
    const id = await draft(ada, [
      node('hook', 'webhook-trigger', { path: 'versions', responseMode: 'lastNode' }),
    ]);
    expect((await activate(ada, id)).status).toBe(200);
    const saved = await ada.request('PUT', `/api/workflows/${id}/draft`, {
      document: {
        nodes: [
          node('hook', 'webhook-trigger', { path: 'versions', responseMode: 'lastNode' }),
          node('v2', 'set', { assignments: [{ name: 'version', value: 2 }] }),
        ],
        edges: [edge('hook', 'v2')],
        settings: {},
      },
      revision: 2,
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/webhook/versions')).status).toBe(200);
    expect((await activate(ada, id)).status).toBe(200);
    expect(await (await call('GET', '/webhook/versions')).json()).toEqual({ version: '2' });
    expect((await ada.request('DELETE', `/api/workflows/${id}`)).status).toBe(200);
    expect((await call('GET', '/webhook/versions')).status).toBe(404);
  });

  it("gives a path's parameters in the item, a fixed path winning over a pattern", async () => {
    await active([node('hook', 'webhook-trigger', { path: 'orders/:id/:part', responseMode: 'lastNode' })]);
    await active([
      node('hook', 'webhook-trigger', {
        path: 'orders/special/x',
        responseMode: 'lastNode',
        responseData: 'no-data',
      }),
    ]);
    const res = await call('GET', '/webhook/orders/42/lines');
    expect((await res.json()).params).toEqual({ id: '42', part: 'lines' });
    expect(await (await call('GET', '/webhook/orders/special/x')).text()).toBe('');
    expect((await call('GET', '/webhook/orders/42')).status).toBe(404);
    // Paths match with their case, and parameters keep theirs.
    expect((await call('GET', '/webhook/ORDERS/42/lines')).status).toBe(404);
    expect((await (await call('GET', '/webhook/orders/AbC/Lines')).json()).params).toEqual({
      id: 'AbC',
      part: 'Lines',
    });
    expect((await (await call('GET', '/webhook/orders/SPECIAL/x')).json()).params).toEqual({
      id: 'SPECIAL',
      part: 'x',
    });
    const same = await draft(ada, [node('hook', 'webhook-trigger', { path: 'orders/:key/:other' })]);
    expect((await activate(ada, same)).status).toBe(409);

    const id = await draft(ada, [
      node('hook', 'webhook-trigger', { path: 'try/:who', responseMode: 'lastNode' }),
    ]);
    expect((await ada.request('POST', `/api/workflows/${id}/webhook-test/listen`)).status).toBe(200);
    expect((await (await call('GET', '/webhook-test/try/bob')).json()).params).toEqual({ who: 'bob' });
  });

  it('reads form, text and binary bodies', async () => {
    await active([
      node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'bodies', responseMode: 'lastNode' }),
    ]);
    const form = await call('POST', '/webhook/bodies', 'a=1&a=2&b=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect((await form.json()).body).toEqual({ a: ['1', '2'], b: 'x' });
    const text = await call('POST', '/webhook/bodies', 'plain words', { 'content-type': 'text/plain' });
    expect((await text.json()).body).toBe('plain words');
    const bad = await call('POST', '/webhook/bodies', '{nope', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('The request body is not valid JSON.');

    const id = await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'bytes' })]);
    expect((await call('POST', '/webhook/bytes', 'PNG…', { 'content-type': 'image/png' })).status).toBe(200);
    const [run] = await settled(id);
    const detail = await (await ada.request('GET', `/api/workflows/${id}/runs/${run.id}`)).json();
    expect(detail.result[0][0].binary.data).toMatchObject({ mimeType: 'image/png', fileSize: 6 });
    expect(Buffer.from(detail.result[0][0].binary.data.data, 'base64').toString()).toBe('PNG…');
  });

  it("reads the same bodies and headers from Node's own request over a real socket", async () => {
    await active([
      node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'socket', responseMode: 'lastNode' }),
    ]);
    const server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await fetch(`${base}/webhook/socket?q=1&q=2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-b': 'two', 'x-a': 'one' },
        body: JSON.stringify({ name: 'Ada' }),
      });
      // Written by @hono/node-server from the plain headers the webhook's answer carries.
      await expectSecurityHeaders(answer, base);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const json = await answer.json();
      expect(json.body).toEqual({ name: 'Ada' });
      expect(json.query).toEqual({ q: ['1', '2'] });
      expect(json.webhookUrl).toBe(`${base}/webhook/socket`);
      // Sorted, lower-case names, as a Fetch Headers object gives them.
      const names = Object.keys(json.headers);
      expect(names).toEqual([...names].sort());
      expect(json.headers).toMatchObject({ 'x-a': 'one', 'x-b': 'two' });

      const form = new FormData();
      form.append('field', 'value');
      form.append('file', new Blob(['PNG…'], { type: 'image/png' }), 'a.png');
      const multipart = await (await fetch(`${base}/webhook/socket`, { method: 'POST', body: form })).json();
      expect(multipart.body).toEqual({ field: 'value' });

      const urlencoded = await fetch(`${base}/webhook/socket`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1&a=2',
      });
      expect((await urlencoded.json()).body).toEqual({ a: ['1', '2'] });

      const big = await fetch(`${base}/webhook/socket`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES + 1),
      });
      expect(big.status).toBe(413);
      expect((await big.json()).error).toBe('payload_too_large');

      // Without a Content-Length (chunked): read as it comes, and refused once past the limit.
      const streamed = (body: Blob, type: string) =>
        fetch(`${base}/webhook/socket`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: body.stream(),
          duplex: 'half',
        } as RequestInit);
      const chunked = await streamed(new Blob(['{"name":', '"Grace"}']), 'application/json');
      expect((await chunked.json()).body).toEqual({ name: 'Grace' });
      const bigChunked = await streamed(new Blob(['x'.repeat(WEBHOOK_BODY_LIMIT_BYTES + 1)]), 'text/plain');
      expect(bigChunked.status).toBe(413);
      expect((await bigChunked.json()).error).toBe('payload_too_large');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a body over 16 MB with 413', async () => {
    await active([node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'big' })]);
    const res = await call('POST', '/webhook/big', 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES + 1), {
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('limits the calls a workflow takes per minute', async () => {
    t.enforceRateLimits();
    const id = await active([node('hook', 'webhook-trigger', { path: 'limited', rateLimitPerMinute: 2 })]);
    expect((await call('GET', '/webhook/limited')).status).toBe(200);
    expect((await call('GET', '/webhook/limited')).status).toBe(200);
    const over = await call('GET', '/webhook/limited');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).not.toBeNull();
    await settled(id);
  });

  it("checks a webhook's callers with the owner's header or basic credential before any run", async () => {
    const credential = async (body: unknown) => {
      const res = await ada.request('POST', '/api/credentials', body);
      expect(res.status).toBe(201);
      return (await res.json()).id as string;
    };
    const header = await credential({
      name: 'Hook key',
      type: 'header',
      data: { name: 'x-api-key', value: 'hook-secret-1234' },
    });
    const basic = await credential({
      name: 'Hook login',
      type: 'basic',
      data: { username: 'caller', password: 'hook-pass-5678' },
    });
    const byHeader = await active([
      node('hook', 'webhook-trigger', { path: 'guarded', authentication: 'header', credentialId: header }),
    ]);
    await active([
      node('hook', 'webhook-trigger', {
        path: 'guarded-basic',
        authentication: 'basic',
        credentialId: basic,
      }),
    ]);

    const missing = await call('GET', '/webhook/guarded');
    expect(missing.status).toBe(403);
    expect((await call('GET', '/webhook/guarded', undefined, { 'x-api-key': 'wrong' })).status).toBe(403);
    expect(
      (await call('GET', '/webhook/guarded', undefined, { 'x-api-key': 'hook-secret-1234' })).status,
    ).toBe(200);
    const basicAuth = (user: string, pass: string) => ({
      authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
    });
    const refused = await call('GET', '/webhook/guarded-basic', undefined, basicAuth('caller', 'nope'));
    expect(refused.status).toBe(403);
    expect((await call('GET', '/webhook/guarded-basic')).headers.get('www-authenticate')).toContain('Basic');
    expect(
      (await call('GET', '/webhook/guarded-basic', undefined, basicAuth('caller', 'hook-pass-5678'))).status,
    ).toBe(200);
    // Refused callers start no run.
    await settled(byHeader);
    expect(await runsOf(byHeader)).toHaveLength(1);
  });

  it('answers 503 when the credential a webhook checks with is gone', async () => {
    await active([
      node('hook', 'webhook-trigger', {
        path: 'guarded-gone',
        authentication: 'header',
        credentialId: '00000000-0000-4000-8000-000000000000',
      }),
    ]);
    const res = await call('GET', '/webhook/guarded-gone', undefined, { 'x-api-key': 'secret' });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(CREDENTIAL_UNREADABLE);
  });

  it('runs the draft for the next test call after the owner listens, within two minutes', async () => {
    const id = await draft(ada, [
      node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'try-me', responseMode: 'lastNode' }),
    ]);
    expect((await call('POST', '/webhook-test/try-me')).status).toBe(404);
    expect((await bob.request('POST', `/api/workflows/${id}/webhook-test/listen`)).status).toBe(404);

    const listen = await ada.request('POST', `/api/workflows/${id}/webhook-test/listen`);
    expect(listen.status).toBe(200);
    expect(await listen.json()).toEqual({
      listening: [{ method: 'POST', path: 'try-me', url: '/webhook-test/try-me' }],
      expiresAt: new Date(t.clock.now + 120_000).toISOString(),
    });
    const other = await draft(bob, [node('hook', 'webhook-trigger', { httpMethod: 'POST', path: 'try-me' })]);
    expect((await bob.request('POST', `/api/workflows/${other}/webhook-test/listen`)).status).toBe(409);

    const res = await postJson('/webhook-test/try-me', { a: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ body: { a: 1 }, executionMode: 'test' });
    expect((await runsOf(id))[0]).toMatchObject({ trigger: 'webhook-test', versionNumber: null });
    expect((await postJson('/webhook-test/try-me', {})).status).toBe(404);

    await ada.request('POST', `/api/workflows/${id}/webhook-test/listen`);
    t.clock.advance(120_001);
    const late = await postJson('/webhook-test/try-me', {});
    expect(late.status).toBe(404);
    expect((await late.json()).message).toContain('Listen for a test call');

    const none = await draft(ada, [node('start', 'manual-trigger')]);
    const refused = await ada.request('POST', `/api/workflows/${none}/webhook-test/listen`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(NO_WEBHOOK_TO_LISTEN);
  });

  it('documents the webhook, form and listen routes in the OpenAPI document', async () => {
    const doc = await (await call('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/webhook/{path}',
        '/webhook-test/{path}',
        '/api/forms/{path}',
        '/api/workflows/{id}/webhook-test/listen',
      ]),
    );
    expect(Object.keys(doc.paths['/webhook/{path}'])).toEqual(['get', 'post', 'put', 'patch', 'delete']);
  });

  describe('forms', () => {
    const contact = node('form', 'form-trigger', {
      formTitle: 'Contact us',
      formDescription: 'We answer within a day.',
      path: 'contact',
      formFields: [
        { label: 'Name', required: true },
        { label: 'E-mail', type: 'email', required: true },
        { label: 'Plan', type: 'dropdown', options: ['solo', 'team'] },
      ],
    });

    it('gives the active form and refuses what is not one', async () => {
      await active([contact]);
      const res = await call('GET', '/api/forms/contact');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        path: 'contact',
        title: 'Contact us',
        description: 'We answer within a day.',
        submitLabel: 'Submit',
        fields: [{ label: 'Name', type: 'text', required: true }, { label: 'E-mail' }, { label: 'Plan' }],
      });
      const missing = await call('GET', '/api/forms/nope');
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe(NO_SUCH_FORM);
      const emptyForm = await draft(ada, [node('form', 'form-trigger', { path: 'empty' })]);
      const refused = await activate(ada, emptyForm);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe('Node "form": the form has no fields.');
    });

    it('checks a submission against the fields, then runs with the answers as the item', async () => {
      const id = await draft(ada, [{ ...contact, parameters: { ...contact.parameters, path: 'contact-2' } }]);
      expect((await activate(ada, id)).status).toBe(200);
      const bad = await postJson('/api/forms/contact-2', { Name: '', 'E-mail': 'nope', Plan: 'huge' });
      expect(bad.status).toBe(400);
      const body = await bad.json();
      expect(body.message).toBe(SUBMISSION_INVALID);
      expect(body.details.issues.map((i: { path: string }) => i.path)).toEqual(['Name', 'E-mail', 'Plan']);
      expect(await runsOf(id)).toEqual([]);

      const ok = await postJson('/api/forms/contact-2', { Name: 'Ada', 'E-mail': 'ada@example.test' });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ message: 'Your response has been recorded' });
      const [run] = await settled(id);
      expect(run).toMatchObject({ status: 'succeeded', trigger: 'form' });
      const detail = await (await ada.request('GET', `/api/workflows/${id}/runs/${run.id}`)).json();
      expect(detail.result[0][0].json).toEqual({
        Name: 'Ada',
        'E-mail': 'ada@example.test',
        Plan: '',
        submittedAt: new Date(t.clock.now).toISOString(),
        formMode: 'production',
      });
    });
  });
});
