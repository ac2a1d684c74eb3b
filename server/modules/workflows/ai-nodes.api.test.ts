/**
 * The AI nodes through the real provider router, against the local fake OpenAI server: structured output
 * checked, repaired or refused; tokens and cost on the step and the run; the budget stopping a run; and the
 * offline model when no provider is configured.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, reply, startFakeOpenAI } from '../../ai/testing';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});
const chain = (...ids: string[]) =>
  ids.slice(1).map((target, i) => ({
    id: `e${i}`,
    source: ids[i],
    sourceOutput: 0,
    target,
    targetInput: 0,
  }));

const citySchema = {
  type: 'object',
  properties: { city: { type: 'string' }, people: { type: 'integer' } },
  required: ['city', 'people'],
};
/** gpt-4.1-mini's price: $0.40 and $1.60 per million input and output tokens. */
const usage = { input: 1000, output: 500 };
const callCostUsd = (1000 * 0.4 + 500 * 1.6) / 1_000_000;

interface StepView {
  nodeId: string;
  status: string;
  output: { json: Record<string, unknown> }[][];
  usage: {
    inputTokens: number;
    outputTokens: number;
    costUsd: number;
    calls: number;
    models: string[];
  } | null;
}

async function runWorkflow(
  user: SignedInUser,
  nodes: unknown[],
  edges: unknown[],
  input: unknown,
  settings = {},
) {
  const created = await (await user.request('POST', '/api/workflows', { name: 'AI' })).json();
  const saved = await user.request('PUT', `/api/workflows/${created.id}/draft`, {
    document: { nodes, edges, settings },
    revision: 1,
  });
  expect(saved.status).toBe(200);
  const res = await user.request('POST', `/api/workflows/${created.id}/runs`, { input });
  expect(res.status).toBe(201);
  return (await res.json()) as {
    status: string;
    error: { code: string; message: string; nodeId?: string } | null;
    usage: { inputTokens: number; outputTokens: number; costUsd: number; calls: number } | null;
    steps: StepView[];
  };
}

describe('AI nodes with a provider', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'aibuilder' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('gets a checked object for a JSON schema, and records tokens and cost on the step and the run', async () => {
    fake.script(reply('{"city":"Bern","people":134000}', { usage }));
    const run = await runWorkflow(
      ada,
      [node('chat', 'chat-trigger'), node('ask', 'llm-prompt', { jsonSchema: JSON.stringify(citySchema) })],
      chain('chat', 'ask'),
      { chatInput: 'Which is the capital of Switzerland?', sessionId: 's1' },
    );
    expect(run.status).toBe('succeeded');
    const ask = run.steps[1];
    expect(ask?.output).toEqual([[{ json: { output: { city: 'Bern', people: 134000 } } }]]);
    expect(ask?.usage).toEqual({
      inputTokens: 1000,
      outputTokens: 500,
      costUsd: callCostUsd,
      calls: 1,
      models: ['openai/gpt-4.1-mini'],
    });
    expect(run.steps[0]?.usage).toBeNull();
    expect(run.usage).toEqual({ inputTokens: 1000, outputTokens: 500, costUsd: callCostUsd, calls: 1 });
    const sent = fake.requests[0]?.body as {
      response_format?: { type: string };
      messages: { content: unknown }[];
    };
    expect(sent.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(sent.messages)).toContain('Which is the capital of Switzerland?');
  });

  it('repairs an invalid reply once', async () => {
    fake.script(reply('{"city":"Bern"}', { usage }), reply('{"city":"Bern","people":134000}', { usage }));
    const run = await runWorkflow(
      ada,
      [node('chat', 'chat-trigger'), node('ask', 'llm-prompt', { jsonSchema: citySchema })],
      chain('chat', 'ask'),
      { chatInput: 'Capital of Switzerland?' },
    );
    expect(run.status).toBe('succeeded');
    expect(run.steps[1]?.output).toEqual([[{ json: { output: { city: 'Bern', people: 134000 } } }]]);
    expect(run.steps[1]?.usage?.calls).toBe(2);
    expect(JSON.stringify(fake.requests[1]?.body)).toContain(
      'does not match the required JSON schema: people',
    );
  });

  it('refuses a reply still invalid after the repair, and keeps what the calls cost', async () => {
    fake.script(reply('Bern.', { usage }), reply('It is Bern.', { usage }));
    const run = await runWorkflow(
      ada,
      [node('chat', 'chat-trigger'), node('ask', 'llm-prompt', { jsonSchema: citySchema })],
      chain('chat', 'ask'),
      { chatInput: 'Capital of Switzerland?' },
    );
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ code: 'node_failed', nodeId: 'ask' });
    expect(run.error?.message).toContain('did not match the JSON schema, even after one repair attempt');
    expect(run.steps[1]).toMatchObject({ status: 'failed', usage: { calls: 2 } });
    expect(run.usage?.calls).toBe(2);
  });

  it('stops the run once its AI calls pass the budget', async () => {
    fake.respond(reply('Fine.', { usage }));
    const run = await runWorkflow(
      ada,
      [
        node('chat', 'chat-trigger'),
        node('one', 'llm-prompt'),
        node('two', 'llm-prompt', { prompt: 'Again: {{ $json.text }}' }),
        node('three', 'llm-prompt', { prompt: 'Once more.' }),
      ],
      chain('chat', 'one', 'two', 'three'),
      { chatInput: 'Hello' },
      { budgetUsd: callCostUsd * 1.5 },
    );
    expect(run.status).toBe('failed');
    expect(run.error).toMatchObject({ code: 'budget', nodeId: 'two' });
    expect(run.error?.message).toContain('budget');
    expect(run.steps.map((s) => s.nodeId)).toEqual(['chat', 'one', 'two']);
    expect(fake.requests).toHaveLength(2);
  });

  it('classifies through the provider, each item to its category’s output', async () => {
    fake.script(reply('{"categories":["billing"]}', { usage }));
    const run = await runWorkflow(
      ada,
      [
        node('chat', 'chat-trigger'),
        node('route', 'text-classifier', {
          categories: {
            categories: [{ category: 'sales' }, { category: 'billing', description: 'invoices' }],
          },
        }),
      ],
      chain('chat', 'route'),
      { chatInput: 'My invoice is wrong' },
    );
    expect(run.status).toBe('succeeded');
    expect(run.steps[1]?.output[1]).toEqual([
      { json: { chatInput: 'My invoice is wrong', sessionId: expect.any(String), history: [] } },
    ]);
    expect(run.steps[1]?.usage?.calls).toBe(1);
  });
});

describe('AI nodes with no provider', () => {
  let t: TestApp;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    bob = await createSignedInUser(t, { username: 'offlinebuilder' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer on the offline model and say so, spending nothing', async () => {
    const run = await runWorkflow(
      bob,
      [
        node('chat', 'chat-trigger'),
        node('route', 'text-classifier', {
          categories: [
            { category: 'staking', description: 'stake AIZ rewards' },
            { category: 'other things' },
          ],
        }),
        node('answer', 'llm-prompt'),
      ],
      chain('chat', 'route', 'answer'),
      { chatInput: 'How do I stake AIZ?' },
      { budgetUsd: 0.01 },
    );
    expect(run.status).toBe('succeeded');
    expect(run.steps[1]?.output[0]?.[0]?.json._ai).toMatchObject({ offline: true });
    const answer = run.steps[2]?.output[0]?.[0]?.json;
    expect(answer?._ai).toEqual({
      offline: true,
      note: 'No AI provider is configured; this answer comes from the offline model.',
    });
    expect(String(answer?.text).length).toBeGreaterThan(0);
    expect(run.usage).toBeNull();
  });

  it('ask for a message when a chat workflow is run without one, naming no internal field', async () => {
    const run = await runWorkflow(
      bob,
      [node('chat', 'chat-trigger'), node('answer', 'llm-prompt')],
      chain('chat', 'answer'),
      undefined,
    );
    expect(run.status).toBe('failed');
    expect(run.error?.message).toBe('Node "chat": type a message to start this chat workflow.');
    expect(run.error?.message).not.toMatch(/chatInput/);
  });

  it('refuse structured output clearly', async () => {
    const run = await runWorkflow(
      bob,
      [node('chat', 'chat-trigger'), node('ask', 'llm-prompt', { jsonSchema: citySchema })],
      chain('chat', 'ask'),
      { chatInput: 'Capital?' },
    );
    expect(run.status).toBe('failed');
    expect(run.error?.message).toContain('structured output needs an AI provider');
  });
});
