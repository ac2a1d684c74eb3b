/**
 * The MCP server surface with the official MCP SDK client (Streamable HTTP) against the real app on a local
 * port: the deployment's workflow listed as one tool (an agent's `{message}`, a form's fields) and called
 * (the output as text, a failed run as isError), refused without a key, with a revoked one or one without
 * the surface, and while the deployment is paused; a priced deployment charges its caller (the owner paid
 * less the platform fee) and refuses, as the tool's error, a caller who cannot pay.
 */
import type { AddressInfo } from 'node:net';
import { API_KEY_INVALID, API_KEY_MISSING, DEPLOYMENT_PAUSED } from '@common/schemas/deployments';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { keepConnectionsAlive } from '../../http/keep-alive';
import { aiz, getBalance, getUserBalance, SYSTEM_ACCOUNTS } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { node } from '../../test/workflow-documents';

const flow = (trigger: ReturnType<typeof node>, jsCode: string) => ({
  nodes: [trigger, node('work', 'code', { jsCode })],
  edges: [{ id: 'e', source: trigger.id, sourceOutput: 0, target: 'work', targetInput: 0 }],
  settings: {},
});

describe('the MCP server surface', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let server: ReturnType<typeof serve>;
  let origin: string;
  let secret: string;
  const deployed: Record<string, { id: string; slug: string; urls: { mcp: string } }> = {};

  async function deploy(name: string, slug: string, document?: unknown, agent = false) {
    const created = agent
      ? await (await ada.request('POST', '/api/agents', { name, instructions: 'Be brief.' })).json()
      : await (await ada.request('POST', '/api/workflows', { name })).json();
    if (document) {
      const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, { document, revision: 1 });
      expect(saved.status).toBe(200);
    }
    expect((await ada.request('POST', `/api/workflows/${created.id}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const res = await ada.request('POST', '/api/deployments', { workflowId: created.id, slug });
    expect(res.status).toBe(201);
    deployed[slug] = await res.json();
  }

  async function key(body: Record<string, unknown> = {}, owner: SignedInUser = ada) {
    const res = await owner.request('POST', '/api/api-keys', { name: 'mcp', ...body });
    expect(res.status).toBe(201);
    return (await res.json()) as { key: { id: string }; secret: string };
  }

  /** A connected SDK client (connect() initializes: it fails when the server refuses). */
  async function connect(slug: string, apiKey?: string) {
    const client = new Client({ name: 'test-client', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp/${slug}`), {
      requestInit: apiKey ? { headers: { authorization: `Bearer ${apiKey}` } } : {},
    });
    await client.connect(transport);
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'mcpowner' });
    server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await deploy(
      'Greeter',
      'mcp-greeter',
      flow(
        node('start', 'manual-trigger', {}, 'Greets a person by name.'),
        "return [{ greeting: 'Hello ' + $input.first().json.name, n: 1 }];",
      ),
    );
    await deploy(
      'Signup',
      'mcp-signup',
      flow(
        node('form', 'form-trigger', {
          formTitle: 'Sign up',
          formDescription: 'Signs a person up for the newsletter.',
          formFields: [
            { label: 'email', type: 'email', required: true },
            { label: 'plan', type: 'dropdown', options: ['free', 'pro'] },
          ],
        }),
        "return [{ text: 'Signed up ' + $input.first().json.email }];",
      ),
    );
    await deploy(
      'Breaker',
      'mcp-breaker',
      flow(node('start', 'manual-trigger'), "throw new Error('This workflow always fails.');"),
    );
    await deploy('Concierge', 'mcp-concierge', undefined, true);
    secret = (await key()).secret;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await closeSharedCodePool();
    await t.close();
  });

  it('lists the workflow as one tool and calls it, the output as text', async () => {
    const client = await connect('mcp-greeter', secret);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'mcp-greeter', version: '1' });
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(1);
      expect(tools[0]).toMatchObject({ name: 'mcp-greeter', inputSchema: { type: 'object' } });
      expect(tools[0]!.description).toContain('Greeter');
      expect(tools[0]!.description).toContain('Greets a person by name.');

      const result = await client.callTool({ name: 'mcp-greeter', arguments: { name: 'Ada' } });
      expect(result.isError).toBeFalsy();
      expect(result.content).toEqual([
        { type: 'text', text: JSON.stringify({ greeting: 'Hello Ada', n: 1 }) },
      ]);
      const calls = await t.database.db
        .select()
        .from(deploymentRuns)
        .where(eq(deploymentRuns.deploymentId, deployed['mcp-greeter']!.id));
      expect(calls.map((c) => c.surface)).toEqual(['mcp']);

      const unknown = await client.callTool({ name: 'other', arguments: {} }).catch((e: unknown) => e);
      expect(String(unknown)).toContain('There is no tool "other"');
    } finally {
      await client.close();
    }
  });

  it('derives the input schema from a form’s fields, and {message} for an agent (offline model)', async () => {
    const form = await connect('mcp-signup', secret);
    try {
      const [tool] = (await form.listTools()).tools;
      expect(tool!.inputSchema).toEqual({
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email' },
          plan: { type: 'string', enum: ['free', 'pro'] },
        },
        required: ['email'],
      });
      expect(tool!.description).toContain('Signs a person up for the newsletter.');
      const result = await form.callTool({ name: 'mcp-signup', arguments: { email: 'a@example.com' } });
      // An object output is answered as its JSON.
      expect(result.content).toEqual([
        { type: 'text', text: JSON.stringify({ text: 'Signed up a@example.com' }) },
      ]);
    } finally {
      await form.close();
    }

    const agent = await connect('mcp-concierge', secret);
    try {
      const [tool] = (await agent.listTools()).tools;
      expect(tool!.inputSchema).toMatchObject({ type: 'object', required: ['message'] });
      const result = await agent.callTool({ name: 'mcp-concierge', arguments: { message: 'Hello?' } });
      expect(result.isError).toBeFalsy();
      const [content] = result.content as Array<{ type: string; text: string }>;
      expect(content!.type).toBe('text');
      expect(content!.text.length).toBeGreaterThan(0);
    } finally {
      await agent.close();
    }
  });

  it('answers a failed run as isError with its error', async () => {
    const client = await connect('mcp-breaker', secret);
    try {
      const result = await client.callTool({ name: 'mcp-breaker', arguments: {} });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain('This workflow always fails.');
    } finally {
      await client.close();
    }
  });

  it('refuses no key, a revoked key and a key without the mcp surface', async () => {
    const none = await connect('mcp-greeter').catch((e: unknown) => e);
    expect(none).toBeInstanceOf(StreamableHTTPError);
    expect((none as StreamableHTTPError).code).toBe(401);
    expect(String(none)).toContain(API_KEY_MISSING);

    const revoked = await key();
    expect((await ada.request('DELETE', `/api/api-keys/${revoked.key.id}`)).status).toBe(200);
    const refused = await connect('mcp-greeter', revoked.secret).catch((e: unknown) => e);
    expect((refused as StreamableHTTPError).code).toBe(401);
    expect(String(refused)).toContain(API_KEY_INVALID);

    const restOnly = await key({ surfaces: ['rest', 'openai'] });
    const forbidden = await connect('mcp-greeter', restOnly.secret).catch((e: unknown) => e);
    expect((forbidden as StreamableHTTPError).code).toBe(403);

    const raw = await fetch(`${origin}/mcp/mcp-greeter`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.code).toBe(-32700);
  });

  it('answers 405 to GET (stateless: no server-sent stream) and is in the OpenAPI document', async () => {
    const res = await fetch(`${origin}/mcp/mcp-greeter`, { headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/mcp/{slug}', '/v1/chat/completions', '/v1/models']),
    );
  });

  it('charges a caller of a priced deployment, pays the owner less the fee, and refuses who cannot pay', async () => {
    await deploy(
      'Paid greeter',
      'mcp-paid',
      flow(node('start', 'manual-trigger'), "return [{ greeting: 'Hello ' + $input.first().json.name }];"),
    );
    const id = deployed['mcp-paid']!.id;
    expect((await ada.request('PATCH', `/api/deployments/${id}`, { price: '2' })).status).toBe(200);
    const bob = await createSignedInUser(t, { username: 'mcpcaller' });
    const bobKey = (await key({}, bob)).secret;
    const db = t.database.db;
    const balances = async () => ({
      bob: await getUserBalance(db, bob.user.id),
      ada: await getUserBalance(db, ada.user.id),
      fees: await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id).catch(() => 0n),
    });
    const calls = async () =>
      (await db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, id))).map((r) => ({
        callerId: r.callerId,
        charged: r.chargedBaseUnits,
      }));
    const before = await balances();
    expect(before.bob).toBeGreaterThanOrEqual(aiz(2));

    const client = await connect('mcp-paid', bobKey);
    try {
      const result = await client.callTool({ name: 'mcp-paid', arguments: { name: 'Bob' } });
      expect(result.isError).toBeFalsy();
      expect(result.content).toEqual([{ type: 'text', text: JSON.stringify({ greeting: 'Hello Bob' }) }]);
    } finally {
      await client.close();
    }
    const paid = await balances();
    expect(before.bob - paid.bob).toBe(aiz(2));
    expect(paid.ada - before.ada).toBe((aiz(2) * 95n) / 100n);
    expect(paid.fees - before.fees).toBe((aiz(2) * 5n) / 100n);
    expect(await calls()).toEqual([{ callerId: bob.user.id, charged: aiz(2).toString() }]);

    // The owner calls their own deployment for free.
    const own = await connect('mcp-paid', secret);
    try {
      expect((await own.callTool({ name: 'mcp-paid', arguments: { name: 'Ada' } })).isError).toBeFalsy();
    } finally {
      await own.close();
    }
    expect(await balances()).toEqual(paid);

    // More than the caller has: the tool answers why (as REST's 402 does), no run starts and nothing moves.
    expect((await ada.request('PATCH', `/api/deployments/${id}`, { price: '5000' })).status).toBe(200);
    const callsBefore = await calls();
    const poor = await connect('mcp-paid', bobKey);
    try {
      const refused = await poor.callTool({ name: 'mcp-paid', arguments: { name: 'Bob' } });
      expect(refused.isError).toBe(true);
      const [content] = refused.content as Array<{ type: string; text: string }>;
      expect(content!.text).toMatch(
        /^This deployment costs 5000 AIZ per run and your balance is [\d.]+ AIZ\. Top up your AIZ balance and try again\.$/,
      );
    } finally {
      await poor.close();
    }
    expect(await balances()).toEqual(paid);
    expect(await calls()).toEqual(callsBefore);
  });

  it('refuses with the paused message while the deployment is paused', async () => {
    const client = await connect('mcp-greeter', secret);
    const id = deployed['mcp-greeter']!.id;
    await ada.request('PATCH', `/api/deployments/${id}`, { status: 'paused' });
    try {
      const call = await client.callTool({ name: 'mcp-greeter', arguments: { name: 'x' } }).catch((e) => e);
      expect((call as StreamableHTTPError).code).toBe(503);
      expect(String(call)).toContain(DEPLOYMENT_PAUSED);
      const fresh = await connect('mcp-greeter', secret).catch((e: unknown) => e);
      expect(String(fresh)).toContain(DEPLOYMENT_PAUSED);
    } finally {
      await ada.request('PATCH', `/api/deployments/${id}`, { status: 'active' });
      await client.close();
    }
  });
});
