/**
 * Hostile input at every entrance that takes JSON (issue 18: F1, F5, F6): nesting 4,500 and 65 deep, a
 * 2 MB string, NUL and lone surrogates in values and keys, wrong types, wrong or missing content types. No
 * answer is a 5xx, each refusal is the expected 4xx in the entrance's own shape, the server answers after
 * each, and a run a webhook accepted is stored. One app for the file; an uncaught error in a timer or a
 * stream (the F1 crash) fails the file.
 */
import { MAX_JSON_DEPTH } from '@common/json-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowRuns } from './db/schema/workflows';
import { closeSharedCodePool } from './engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from './test/fixtures';
import { createTestApp, type TestApp } from './test/harness';
import { edge, node } from './test/workflow-documents';

const SITE = 'https://shop.example.com';
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const NUL = '"a\\u0000b"';
const LONE = '"\\ud800x"';
const BIG = JSON.stringify('x'.repeat(2 * 1024 * 1024));

type Shape = 'api' | 'openai' | 'jsonrpc';

interface Entrance {
  name: string;
  shape: Shape;
  /** Sends a raw body with this content type (none when undefined). */
  send(body: string, contentType?: string): Promise<Response>;
  /** A body that is valid but for `value` (JSON text) at one place in it. */
  withValue(value: string): string;
  /** A body that is valid but for one extra key (JSON text of a string) somewhere it may hold one. */
  withKey(key: string): string;
  /** A body whose fields have the wrong types. */
  wrongTypes: string;
  /**
   * A webhook: it takes any JSON (a bare string is its body), bodies up to 16 MB, and any other content
   * type as text or bytes. Elsewhere a 2 MB body is 413 and a body not typed JSON is 415.
   */
  webhook?: true;
}

/** The answer's status, error code and message, whichever shape it has. */
async function refusal(res: Response, shape: Shape) {
  const text = await res.text();
  const body = text ? JSON.parse(text) : {};
  if (shape === 'openai') {
    expect(body.error).toEqual({
      message: expect.any(String),
      type: expect.any(String),
      param: null,
      code: expect.any(String),
    });
    return { status: res.status, code: body.error.code as string, message: body.error.message as string };
  }
  if (shape === 'jsonrpc') {
    expect(body).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
    return { status: res.status, code: String(body.error.code), message: body.error.message as string };
  }
  expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  return { status: res.status, code: body.error as string, message: body.message as string };
}

describe('hostile input at every entrance', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let apiKey: string;
  let publishableKey: string;
  let workflowId: string;
  const entrances: Entrance[] = [];

  const raw = async (
    method: string,
    url: string,
    body: string,
    contentType?: string,
    headers = {},
  ): Promise<Response> =>
    t.app.request(url, {
      method,
      headers: {
        origin: 'http://localhost',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...headers,
      },
      body,
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'hostile' });

    // One workflow for the triggers: webhooks in each response mode, a form, and the deployment's surfaces.
    const wf = await (await ada.request('POST', '/api/workflows', { name: 'Hostile' })).json();
    workflowId = wf.id;
    const document = {
      nodes: [
        node('received', 'webhook-trigger', { httpMethod: 'POST', path: 'h-received' }),
        node('last', 'webhook-trigger', { httpMethod: 'POST', path: 'h-last', responseMode: 'lastNode' }),
        node('respond-hook', 'webhook-trigger', {
          httpMethod: 'POST',
          path: 'h-respond',
          responseMode: 'responseNode',
        }),
        node('form', 'form-trigger', { path: 'h-form', formFields: [{ label: 'Name' }] }),
        node('start', 'manual-trigger'),
        node('pass', 'no-op'),
        node('respond', 'respond-to-webhook', { respondWith: 'first-item' }),
      ],
      edges: [
        edge('received', 'pass'),
        edge('last', 'pass'),
        edge('form', 'pass'),
        edge('start', 'pass'),
        edge('respond-hook', 'respond'),
      ],
      settings: {},
    };
    expect(
      (await ada.request('PUT', `/api/workflows/${wf.id}/draft`, { document, revision: 1 })).status,
    ).toBe(200);
    expect((await ada.request('POST', `/api/workflows/${wf.id}/versions`, { note: 'v1' })).status).toBe(201);
    expect(
      (await ada.request('POST', '/api/deployments', { workflowId: wf.id, slug: 'hostile' })).status,
    ).toBe(201);
    const keyed = await ada.request('POST', '/api/api-keys', { name: 'hostile' });
    expect(keyed.status).toBe(201);
    apiKey = (await keyed.json()).secret;

    // The widget talks to an agent.
    const agent = await (await ada.request('POST', '/api/agents', { name: 'Hostile helper' })).json();
    expect((await ada.request('POST', `/api/workflows/${agent.id}/versions`, {})).status).toBe(201);
    const widget = await ada.request('POST', '/api/deployments', {
      workflowId: agent.id,
      widget: { allowedOrigins: [SITE] },
    });
    expect(widget.status).toBe(201);
    publishableKey = (await widget.json()).publishableKey;

    const bearer = () => ({ authorization: `Bearer ${apiKey}` });
    entrances.push(
      {
        name: 'an API route (onboarding preferences, signed in)',
        shape: 'api',
        send: (body, type) => raw('PUT', '/api/onboarding/preferences', body, type, { cookie: ada.cookie }),
        withValue: (v) => `{"preferences":{"theme":${v}}}`,
        withKey: (k) => `{"preferences":{${k}:"dark"}}`,
        wrongTypes: '{"preferences":"dark"}',
      },
      ...(['h-received', 'h-last', 'h-respond'] as const).map(
        (path): Entrance => ({
          name: `a webhook (${path})`,
          shape: 'api',
          send: (body, type) => raw('POST', `/webhook/${path}`, body, type),
          withValue: (v) => `{"order":{"note":${v}}}`,
          withKey: (k) => `{"order":{${k}:1}}`,
          // A webhook takes any JSON: a bare string is its body.
          wrongTypes: '"just a string"',
          webhook: true,
        }),
      ),
      {
        name: 'a form submission',
        shape: 'api',
        send: (body, type) => raw('POST', '/api/forms/h-form', body, type),
        withValue: (v) => `{"Name":${v}}`,
        withKey: (k) => `{"Name":"Ada",${k}:"x"}`,
        wrongTypes: '["Ada"]',
      },
      {
        name: 'the REST run surface',
        shape: 'api',
        send: (body, type) => raw('POST', '/api/run/hostile', body, type, bearer()),
        withValue: (v) => `{"input":{"x":${v}}}`,
        withKey: (k) => `{"input":{${k}:1}}`,
        wrongTypes: '{"input":"text","version":"one"}',
      },
      {
        name: '/v1/chat/completions',
        shape: 'openai',
        send: (body, type) => raw('POST', '/v1/chat/completions', body, type, bearer()),
        withValue: (v) => `{"model":"hostile","messages":[{"role":"user","content":"hi"}],"user":${v}}`,
        withKey: (k) => `{"model":"hostile","messages":[{"role":"user","content":"hi",${k}:1}]}`,
        wrongTypes: '{"model":5,"messages":"hi"}',
      },
      {
        name: 'MCP tools/call',
        shape: 'jsonrpc',
        send: (body, type) =>
          raw('POST', '/mcp/hostile', body, type, {
            ...bearer(),
            accept: 'application/json, text/event-stream',
          }),
        withValue: (v) =>
          `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"hostile","arguments":{"x":${v}}}}`,
        withKey: (k) =>
          `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"hostile","arguments":{${k}:1}}}`,
        wrongTypes: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":5,"arguments":"x"}}',
      },
      {
        name: 'the chat widget',
        shape: 'api',
        send: (body, type) => raw('POST', `/embed/chat?key=${publishableKey}`, body, type, { origin: SITE }),
        withValue: (v) => `{"message":${v},"sessionId":"visitor-1"}`,
        withKey: (k) => `{"message":"hi","sessionId":"visitor-1",${k}:1}`,
        wrongTypes: '{"message":5,"sessionId":[]}',
      },
      {
        name: 'a workflow import (the file inside the body)',
        shape: 'api',
        send: (body, type) => raw('POST', '/api/workflows/import', body, type, { cookie: ada.cookie }),
        // The file is JSON text in a string: the hostile value sits in the file.
        withValue: (v) => JSON.stringify({ content: `{"nodes":[],"connections":{},"x":${v}}` }),
        withKey: (k) => JSON.stringify({ content: `{"nodes":[],"connections":{${k}:1}}` }),
        wrongTypes: '{"content":["not","text"],"kind":7}',
      },
    );
  }, 120_000);
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  /** The server still answers after each case. */
  async function stillServing() {
    expect((await t.app.request('/api/health')).status).toBe(200);
  }

  const each = (what: string, check: (e: Entrance) => Promise<void>) =>
    it(`${what} at every entrance`, async () => {
      for (const entrance of entrances) {
        try {
          await check(entrance);
        } catch (error) {
          throw new Error(`${entrance.name}: ${(error as Error).message}`, { cause: error });
        }
        await stillServing();
      }
    });

  const refusedForDepth = async (e: Entrance, levels: number) => {
    const answer = await refusal(await e.send(e.withValue(deep(levels)), 'application/json'), e.shape);
    expect(answer.status).toBe(400);
    if (e.shape === 'api') expect(answer.code).toBe('validation_failed');
    expect(answer.message).toContain(`${MAX_JSON_DEPTH} levels`);
  };

  each('refuses JSON nested 4,500 deep (F1) with 400 naming the depth limit', (e) =>
    refusedForDepth(e, 4500),
  );
  each(`refuses JSON nested ${MAX_JSON_DEPTH + 1} deep`, (e) => refusedForDepth(e, MAX_JSON_DEPTH + 1));

  each('refuses NUL and lone surrogates in values and keys (F5) with 400', async (e) => {
    for (const body of [e.withValue(NUL), e.withValue(LONE), e.withKey(NUL), e.withKey(LONE)]) {
      const answer = await refusal(await e.send(body, 'application/json'), e.shape);
      expect(answer.status, body).toBe(400);
      expect(answer.message).toMatch(/NUL character|unpaired UTF-16 surrogate/);
    }
  });

  each('answers a 2 MB string with 413, or takes it where 16 MB is allowed', async (e) => {
    const res = await e.send(e.withValue(BIG), 'application/json');
    if (e.webhook) expect(res.status).toBe(200);
    else expect((await refusal(res, e.shape)).status).toBe(413);
  });

  each('answers wrong types with a 4xx (or takes them where any JSON is the input)', async (e) => {
    const res = await e.send(e.wrongTypes, 'application/json');
    if (e.webhook) expect(res.status).toBe(200);
    else if (e.shape === 'jsonrpc' && res.status === 200) {
      // JSON-RPC answers a call it cannot take with an error object (HTTP 200).
      expect((await res.json()).error).toMatchObject({
        code: expect.any(Number),
        message: expect.any(String),
      });
    } else {
      const answer = await refusal(res, e.shape);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  each(
    'answers a JSON body sent as text/plain, form data or with no content type (F6) with 415',
    async (e) => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const res = await e.send(e.withValue(deep(4500)), type);
        if (e.webhook) {
          // A webhook keeps a body it does not read as JSON as text or bytes: nothing nests.
          expect(res.status, String(type)).toBe(200);
          continue;
        }
        const answer = await refusal(res, e.shape);
        expect(answer.status, String(type)).toBe(415);
        if (e.shape === 'openai') expect(answer.code).toBe('unsupported_media_type');
        if (e.shape === 'api') expect(answer.code).toBe('unsupported_media_type');
      }
    },
  );

  it('stores every run a webhook accepted (none lost, none running for ever)', async () => {
    const runs = () =>
      t.database.db
        .select({ status: workflowRuns.status, trigger: workflowRuns.trigger })
        .from(workflowRuns)
        .where(eq(workflowRuns.workflowId, workflowId));
    // Each webhook accepted the 2 MB string, a bare string and three bodies of other types: 5 calls each.
    await vi.waitFor(
      async () => {
        const webhookRuns = (await runs()).filter((r) => r.trigger === 'webhook');
        expect(webhookRuns).toHaveLength(15);
        for (const run of webhookRuns) expect(['succeeded', 'failed']).toContain(run.status);
      },
      { timeout: 60_000, interval: 200 },
    );
    await stillServing();
  }, 90_000);
});
