/**
 * A model a workflow node names (`provider/model`, as imported n8n, Flowise and Dify files set it), through
 * the real provider router against the local fake OpenAI server over its HTTP protocol: the request carries
 * the named model and the step records and prices it; a model OpenAI does not know fails the node naming it
 * (never answered by another model, the offline one included); no model is the configured default; a model
 * of a provider that is not configured is answered by the router's choice, and the step says so.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, httpError, reply, startFakeOpenAI } from '../../ai/testing';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const ask = (model?: string) => ({
  id: 'ask',
  type: 'llm-prompt',
  typeVersion: 1,
  name: 'Ask the model',
  position: [200, 0],
  parameters: { prompt: '=Answer: {{ $json.chatInput }}', ...(model === undefined ? {} : { model }) },
});
const chat = {
  id: 'chat',
  type: 'chat-trigger',
  typeVersion: 1,
  name: 'Chat',
  position: [0, 0],
  parameters: {},
};
const edges = [{ id: 'e1', source: 'chat', sourceOutput: 0, target: 'ask', targetInput: 0 }];

/** OpenAI's answer to a model it does not have (HTTP 404). */
const modelNotFound = (model: string) => ({
  ...httpError(404),
  body: {
    error: {
      message: `The model \`${model}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    },
  },
});

const tokens = { input: 1000, output: 500 };
/** USD for those tokens at a price per million input and output tokens. */
const priced = (input: number, output: number) => (1000 * input + 500 * output) / 1_000_000;

interface RunView {
  status: string;
  error: { message: string; nodeId?: string } | null;
  steps: {
    nodeId: string;
    output: { json: Record<string, unknown> }[][];
    usage: { costUsd: number; models: string[]; notes?: string[] } | null;
  }[];
}

describe('the model a node names', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'namedmodel' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function run(model?: string): Promise<RunView> {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Named model' })).json();
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: { nodes: [chat, ask(model)], edges, settings: {} },
      revision: 1,
    });
    expect(saved.status).toBe(200);
    const res = await ada.request('POST', `/api/workflows/${created.id}/runs`, {
      input: { chatInput: 'Why is the sky blue?' },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as RunView;
  }
  const sentModels = () => fake.requests.map((r) => r.body.model);

  it('is the model OpenAI is asked for, and the one the step records and prices', async () => {
    fake.script(reply('Rayleigh scattering.', { usage: tokens }));
    const done = await run('openai/gpt-4o-mini');
    expect(done.status).toBe('succeeded');
    expect(sentModels()).toEqual(['gpt-4o-mini']);
    const step = done.steps[1];
    expect(step?.output).toEqual([[{ json: { text: 'Rayleigh scattering.' } }]]);
    expect(step?.usage?.models).toEqual(['openai/gpt-4o-mini']);
    expect(step?.usage?.notes).toBeUndefined();
    // gpt-4o-mini's list price ($0.15 / $0.60), not the configured gpt-4.1-mini's ($0.40 / $1.60).
    expect(step?.usage?.costUsd).toBeCloseTo(priced(0.15, 0.6), 12);
  });

  it('unknown to OpenAI (404 model_not_found) fails the node naming it, the model and what is configured', async () => {
    fake.script(modelNotFound('gpt-9'));
    const done = await run('openai/gpt-9');
    expect(done.status).toBe('failed');
    expect(done.error?.nodeId).toBe('ask');
    expect(done.error?.message).toContain(
      'Node "Ask the model": the model "gpt-9" is not available on OpenAI',
    );
    expect(done.error?.message).toContain('The model `gpt-9` does not exist');
    expect(done.error?.message).toContain('Configured: openai/gpt-4.1-mini');
    // Asked once, as named; nothing else (not the configured model, not the offline one) answered.
    expect(sentModels()).toEqual(['gpt-9']);
  });

  it('failing for another reason is not swapped for another model either', async () => {
    fake.script(httpError(503, {}, 'Overloaded'));
    const done = await run('openai/gpt-4o');
    expect(done.status).toBe('failed');
    expect(done.error?.message).toContain('Node "Ask the model": the model parameter names openai/gpt-4o');
    expect(done.error?.message).toContain('HTTP 503');
    expect(sentModels()).toEqual(['gpt-4o']);
  });

  // Runs after the 503 above, which cooled down openai/gpt-4o only: the configured model still answers.
  it('left empty, or `openai` alone, is the configured model', async () => {
    fake.script(reply('One.', { usage: tokens }), reply('Two.', { usage: tokens }));
    const none = await run();
    const provider = await run('openai');
    expect(sentModels()).toEqual(['gpt-4.1-mini', 'gpt-4.1-mini']);
    for (const done of [none, provider]) {
      expect(done.steps[1]?.usage?.models).toEqual(['openai/gpt-4.1-mini']);
      expect(done.steps[1]?.usage?.notes).toBeUndefined();
      expect(done.steps[1]?.usage?.costUsd).toBeCloseTo(priced(0.4, 1.6), 12);
    }
  });

  it('of a provider that is not configured is answered by the router’s choice, and the step says which', async () => {
    fake.script(reply('From OpenAI.', { usage: tokens }));
    const done = await run('anthropic/claude-3-5-sonnet-20241022');
    expect(done.status).toBe('succeeded');
    expect(sentModels()).toEqual(['gpt-4.1-mini']);
    expect(done.steps[1]?.usage?.models).toEqual(['openai/gpt-4.1-mini']);
    expect(done.steps[1]?.usage?.notes).toEqual([
      'The node asked for "anthropic/claude-3-5-sonnet-20241022"; Anthropic is not configured, so openai/gpt-4.1-mini answered.',
    ]);
  });

  it('off OpenAI’s price list is still called, its cost estimated and said so', async () => {
    fake.script(reply('Tuned.', { usage: tokens }));
    const done = await run('openai/ft:gpt-4o-mini:acme::abc123');
    expect(sentModels()).toEqual(['ft:gpt-4o-mini:acme::abc123']);
    expect(done.steps[1]?.usage?.models).toEqual(['openai/ft:gpt-4o-mini:acme::abc123']);
    expect(done.steps[1]?.usage?.notes).toEqual([
      "openai/ft:gpt-4o-mini:acme::abc123 is not on OpenAI's price list: its cost is counted at the default model's prices.",
    ]);
    expect(done.steps[1]?.usage?.costUsd).toBeCloseTo(priced(0.4, 1.6), 12);
  });
});
