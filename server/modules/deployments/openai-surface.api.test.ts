/**
 * The OpenAI-compatible surface with the official `openai` client against the real app on a local port:
 * chat completions (streamed and not, usage included) from an agent answered by the offline model (no
 * provider keys) and from a plain workflow, the models the key may call, and the refusals the client turns
 * into its own errors (revoked key, model not found, key without the surface, paused, bad request).
 */
import type { AddressInfo } from 'node:net';
import {
  API_KEY_INVALID,
  API_KEY_OUT_OF_SCOPE,
  API_KEY_QUOTA_USED,
  DEPLOYMENT_PAUSED,
} from '@common/schemas/deployments';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, reply, startFakeOpenAI } from '../../ai/testing';
import { deploymentRuns } from '../../db/schema/deployments';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { keepConnectionsAlive } from '../../http/keep-alive';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { scaled } from '../../test/time';
import { node } from '../../test/workflow-documents';

/** A plain workflow: answers how many messages it got and the last one. */
const echo = {
  nodes: [
    node('start', 'manual-trigger'),
    node('echo', 'code', {
      jsCode:
        "const j = $input.first().json; return [{ text: 'Got ' + j.messages.length + ': ' + j.message }];",
    }),
  ],
  edges: [{ id: 'start-echo', source: 'start', sourceOutput: 0, target: 'echo', targetInput: 0 }],
  settings: {},
};

describe('the OpenAI-compatible surface', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let server: ReturnType<typeof serve>;
  let baseURL: string;
  let agentSlug: string;
  let agentDeploymentId: string;
  let echoSlug: string;
  let secret: string;

  const client = (apiKey: string) => new OpenAI({ baseURL, apiKey, maxRetries: 0, timeout: scaled(30_000) });

  async function publish(workflowId: string, document?: unknown) {
    if (document) {
      const saved = await ada.request('PUT', `/api/workflows/${workflowId}/draft`, { document, revision: 1 });
      expect(saved.status).toBe(200);
    }
    expect((await ada.request('POST', `/api/workflows/${workflowId}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
  }

  async function deploy(workflowId: string, slug: string) {
    const res = await ada.request('POST', '/api/deployments', { workflowId, slug });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; slug: string; urls: { openai: string } };
  }

  async function key(body: Record<string, unknown> = {}) {
    const res = await ada.request('POST', '/api/api-keys', { name: 'openai', ...body });
    expect(res.status).toBe(201);
    return (await res.json()) as { key: { id: string }; secret: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'openaiowner' });
    server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

    const agent = await (
      await ada.request('POST', '/api/agents', { name: 'Helper', instructions: 'Be brief.' })
    ).json();
    await publish(agent.id);
    const agentDeployment = await deploy(agent.id, 'helper-agent');
    agentSlug = agentDeployment.slug;
    agentDeploymentId = agentDeployment.id;
    const workflow = await (await ada.request('POST', '/api/workflows', { name: 'Echo' })).json();
    await publish(workflow.id, echo);
    echoSlug = (await deploy(workflow.id, 'echo-flow')).slug;
    secret = (await key()).secret;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await closeSharedCodePool();
    await t.close();
  });

  it('lists the deployments the key may call as models', async () => {
    const models = [];
    for await (const model of client(secret).models.list()) models.push(model);
    expect(models.map((m) => m.id)).toEqual([echoSlug, agentSlug]);
    expect(models[0]).toMatchObject({ object: 'model', owned_by: 'openaiowner' });
    expect(typeof models[0]!.created).toBe('number');
  });

  it('answers a chat completion from an agent with the offline model, usage included', async () => {
    const answer = await client(secret).chat.completions.create({
      model: agentSlug,
      messages: [
        { role: 'system', content: 'Ignored: the agent has its own instructions.' },
        { role: 'user', content: 'Hello there, who are you?' },
      ],
    });
    expect(answer.object).toBe('chat.completion');
    expect(answer.model).toBe(agentSlug);
    expect(answer.choices).toHaveLength(1);
    expect(answer.choices[0]!.finish_reason).toBe('stop');
    expect(answer.choices[0]!.message.role).toBe('assistant');
    expect(answer.choices[0]!.message.content?.length).toBeGreaterThan(0);
    expect(answer.usage).toMatchObject({
      prompt_tokens: expect.any(Number),
      completion_tokens: expect.any(Number),
    });
    expect(answer.usage!.total_tokens).toBe(answer.usage!.prompt_tokens + answer.usage!.completion_tokens);
    // The call is recorded as the surface's, under the key.
    const runId = answer.id.replace(/^chatcmpl-/, '');
    const [row] = await t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.runId, runId));
    expect(row).toMatchObject({ surface: 'openai', deploymentId: agentDeploymentId, status: 'succeeded' });
  });

  it('streams a chat completion in OpenAI’s chunks, the usage chunk last', async () => {
    const stream = await client(secret).chat.completions.create({
      model: agentSlug,
      messages: [{ role: 'user', content: 'Tell me something.' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    const text = chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('');
    expect(text.length).toBeGreaterThan(0);
    const finish = chunks.findIndex((c) => c.choices[0]?.finish_reason === 'stop');
    expect(finish).toBe(chunks.length - 2);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage?.total_tokens).toBeGreaterThanOrEqual(0);

    // The helper the SDK offers over the same stream.
    const final = await client(secret)
      .chat.completions.stream({ model: agentSlug, messages: [{ role: 'user', content: 'Again?' }] })
      .finalChatCompletion();
    expect(final.choices[0]!.message.content?.length).toBeGreaterThan(0);
  });

  it('gives a plain workflow the messages and answers its output as text, streamed or not', async () => {
    const messages = [
      { role: 'user' as const, content: 'First' },
      { role: 'assistant' as const, content: 'Noted' },
      { role: 'user' as const, content: [{ type: 'text' as const, text: 'Second' }] },
    ];
    const answer = await client(secret).chat.completions.create({ model: echoSlug, messages });
    expect(answer.choices[0]!.message.content).toBe('Got 3: Second');
    expect(answer.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });

    const stream = await client(secret).chat.completions.create({ model: echoSlug, messages, stream: true });
    let text = '';
    let usageChunks = 0;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.choices.length === 0) usageChunks++;
    }
    expect(text).toBe('Got 3: Second');
    // No usage chunk unless asked for.
    expect(usageChunks).toBe(0);
  });

  it('refuses a revoked key, an unknown model and a key without the surface in OpenAI’s shape', async () => {
    const revoked = await key();
    expect((await ada.request('DELETE', `/api/api-keys/${revoked.key.id}`)).status).toBe(200);
    const unauthorized = await client(revoked.secret)
      .chat.completions.create({ model: echoSlug, messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(unauthorized).toMatchObject({
      status: 401,
      code: 'invalid_api_key',
      type: 'invalid_request_error',
      message: `401 ${API_KEY_INVALID}`,
    });
    expect(
      await client(revoked.secret)
        .models.list()
        .catch((e: unknown) => e),
    ).toBeInstanceOf(OpenAI.AuthenticationError);

    const missing = await client(secret)
      .chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'model_not_found' });

    const restOnly = await key({ surfaces: ['rest'] });
    const forbidden = await client(restOnly.secret)
      .chat.completions.create({ model: echoSlug, messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(forbidden).toMatchObject({ status: 403, message: `403 ${API_KEY_OUT_OF_SCOPE}` });
    expect(
      await client(restOnly.secret)
        .models.list()
        .catch((e: unknown) => e),
    ).toBeInstanceOf(OpenAI.PermissionDeniedError);

    const noUser = await client(secret)
      .chat.completions.create({ model: echoSlug, messages: [{ role: 'system', content: 'Only this' }] })
      .catch((e: unknown) => e);
    expect(noUser).toBeInstanceOf(OpenAI.BadRequestError);

    // Not JSON, and no body at all: 400 in OpenAI's shape, never a 500.
    const raw = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error).toMatchObject({ type: 'invalid_request_error' });
  });

  it('answers a failed run as 422 run_failed, and mid-stream as an error frame the client raises', async () => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Broken' })).json();
    await publish(created.id, {
      ...echo,
      nodes: [echo.nodes[0], node('echo', 'code', { jsCode: "throw new Error('Out of cheese.');" })],
    });
    await deploy(created.id, 'broken-flow');
    const messages = [{ role: 'user' as const, content: 'Hi' }];
    const failed = await client(secret)
      .chat.completions.create({ model: 'broken-flow', messages })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(OpenAI.UnprocessableEntityError);
    expect(failed).toMatchObject({ status: 422, code: 'run_failed' });
    expect(String((failed as Error).message)).toContain('Out of cheese.');

    const stream = await client(secret).chat.completions.create({
      model: 'broken-flow',
      messages,
      stream: true,
    });
    const midway = await (async () => {
      for await (const _chunk of stream) {
        // the role chunk, then the error frame
      }
    })().catch((e: unknown) => e);
    expect(midway).toBeInstanceOf(OpenAI.APIError);
    expect(String((midway as Error).message)).toContain('Out of cheese.');
  });

  it('refuses a caller who cannot pay (402) and a key past its quota (429), without retries', async () => {
    const bob = await createSignedInUser(t, { username: 'openaipayer' });
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Pricey' })).json();
    await publish(created.id, echo);
    const pricey = await deploy(created.id, 'pricey-echo');
    expect((await ada.request('PATCH', `/api/deployments/${pricey.id}`, { price: '5000' })).status).toBe(200);
    const bobKey = await (await bob.request('POST', '/api/api-keys', { name: 'mine' })).json();
    const unpaid = await client(bobKey.secret)
      .chat.completions.create({ model: 'pricey-echo', messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(unpaid).toBeInstanceOf(OpenAI.APIError);
    expect(unpaid).toMatchObject({ status: 402, code: 'payment_required', type: 'insufficient_quota' });
    expect((unpaid as InstanceType<typeof OpenAI.APIError>).message).toMatch(
      /This deployment costs 5000 AIZ per run and your balance is/,
    );

    const small = await key({ monthlyQuota: 1 });
    const ask = () =>
      client(small.secret).chat.completions.create({
        model: echoSlug,
        messages: [{ role: 'user', content: 'Hi' }],
      });
    expect((await ask()).choices[0]!.message.content).toBe('Got 1: Hi');
    const over = await ask().catch((e: unknown) => e);
    expect(over).toBeInstanceOf(OpenAI.RateLimitError);
    expect(over).toMatchObject({
      status: 429,
      code: 'insufficient_quota',
      message: `429 ${API_KEY_QUOTA_USED}`,
    });
    expect((over as InstanceType<typeof OpenAI.APIError>).headers?.get('x-should-retry')).toBe('false');
  });

  it('answers 503 with the paused message, and no retry, while the deployment is paused', async () => {
    await ada.request('PATCH', `/api/deployments/${agentDeploymentId}`, { status: 'paused' });
    try {
      const paused = await client(secret)
        .chat.completions.create({ model: agentSlug, messages: [{ role: 'user', content: 'Hi' }] })
        .catch((e: unknown) => e);
      expect(paused).toBeInstanceOf(OpenAI.InternalServerError);
      expect(paused).toMatchObject({
        status: 503,
        code: 'deployment_paused',
        message: `503 ${DEPLOYMENT_PAUSED}`,
      });
      expect((paused as InstanceType<typeof OpenAI.APIError>).headers?.get('x-should-retry')).toBe('false');
      // A paused deployment is not offered as a model.
      const models = [];
      for await (const model of client(secret).models.list()) models.push(model.id);
      expect(models).toContain(echoSlug);
      expect(models).not.toContain(agentSlug);
    } finally {
      await ada.request('PATCH', `/api/deployments/${agentDeploymentId}`, { status: 'active' });
    }
  });
});

describe('the OpenAI-compatible surface over a provider (the local fake OpenAI server)', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  let server: ReturnType<typeof serve>;
  let baseURL: string;
  let secret: string;
  const slug = 'fake-agent';

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'fakeowner' });
    server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const agent = await (await ada.request('POST', '/api/agents', { name: 'Fake', model: 'openai' })).json();
    expect((await ada.request('POST', `/api/workflows/${agent.id}/versions`, {})).status).toBe(201);
    expect((await ada.request('POST', '/api/deployments', { workflowId: agent.id, slug })).status).toBe(201);
    secret = (await (await ada.request('POST', '/api/api-keys', { name: 'k' })).json()).secret;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const client = () => new OpenAI({ baseURL, apiKey: secret, maxRetries: 0, timeout: scaled(30_000) });
  const callOf = async (runId: string) =>
    (await t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.runId, runId)))[0];

  it('streams the model’s tokens as content deltas, with the earlier messages as the agent’s history', async () => {
    fake.script(reply('Bonjour tout le monde', { chunks: 4, usage: { input: 30, output: 5 } }));
    const stream = await client().chat.completions.create({
      model: slug,
      messages: [
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'First answer' },
        { role: 'user', content: 'Second question' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
    const deltas: string[] = [];
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      const content = chunk.choices[0]?.delta?.content;
      if (content) deltas.push(content);
      if (chunk.usage) usage = chunk.usage;
    }
    expect(deltas.join('')).toBe('Bonjour tout le monde');
    expect(deltas.length).toBeGreaterThan(1);
    expect(usage).toEqual({ prompt_tokens: 30, completion_tokens: 5, total_tokens: 35 });
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain('First question');
    expect(sent).toContain('First answer');
    expect(sent).toContain('Second question');
  });

  it('keeps a conversation named by `user` (or X-Session-Id) in the agent’s memory when only the new message is sent', async () => {
    fake.script(reply('Nice to meet you, Ada.'), reply('You are Ada.'), reply('Hello, stranger.'));
    const first = await client().chat.completions.create({
      model: slug,
      user: 'conversation-1',
      messages: [{ role: 'user', content: 'My name is Ada.' }],
    });
    expect(first.choices[0]!.message.content).toBe('Nice to meet you, Ada.');
    await client().chat.completions.create(
      { model: slug, messages: [{ role: 'user', content: 'What is my name?' }] },
      { headers: { 'X-Session-Id': 'conversation-1' } },
    );
    const remembered = JSON.stringify(fake.requests[1]!.body.messages);
    expect(remembered).toContain('My name is Ada.');
    expect(remembered).toContain('Nice to meet you, Ada.');
    // Another conversation knows nothing of it.
    await client().chat.completions.create({
      model: slug,
      user: 'conversation-2',
      messages: [{ role: 'user', content: 'Who am I?' }],
    });
    expect(JSON.stringify(fake.requests[2]!.body.messages)).not.toContain('Ada');
  });

  it('a client that goes away cancels the run', async () => {
    fake.script({ type: 'hang' });
    const abort = new AbortController();
    const res = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: slug, messages: [{ role: 'user', content: 'Hang on' }], stream: true }),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const runId = /"id":"chatcmpl-([^"]+)"/.exec(first)![1]!;
    await until('the model is asked', () => fake.requests.length === 1);
    abort.abort();
    await until('the run ends', async () => (await callOf(runId))?.status !== 'running');
    expect((await callOf(runId))?.status).toBe('cancelled');
    await until('the provider request is closed', () => fake.abandoned.length === 1);
  });
});

/** Waits for `check` to hold, polling; fails naming `what` if it never does. */
async function until(what: string, check: () => boolean | Promise<boolean>, waitMs = 10_000): Promise<void> {
  const tries = Math.ceil(scaled(waitMs) / 25);
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}
