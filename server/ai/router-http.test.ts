/**
 * The router over real HTTP: the real OpenAI, xAI, Anthropic and Perplexity adapters talk to fake
 * servers that fail the way providers fail (5xx, 429 with Retry-After, 401, silence, a dropped
 * connection), and the router must fail over before the first token, and only then.
 */
import { generateText, streamText } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiProvidersConfig } from '../config';
import { Cooldowns } from './cooldown';
import { callCostUsd } from './cost';
import { NamedModelFailed } from './named-model';
import { buildConfiguredEntries, type ProviderSetting } from './registry';
import { ProviderRouter } from './router';
import { ProviderStats } from './stats';
import { startFakeAnthropic } from './testing/anthropic';
import { hang, httpError, reply } from './testing/behaviour';
import { startFakeOpenAI, startFakePerplexity, startFakeXai } from './testing/chat-completions';
import type { FakeProvider } from './testing/fake-server';

let openai: FakeProvider;
let xai: FakeProvider;
let anthropic: FakeProvider;
let perplexity: FakeProvider;

beforeAll(async () => {
  [openai, xai, anthropic, perplexity] = await Promise.all([
    startFakeOpenAI(),
    startFakeXai(),
    startFakeAnthropic(),
    startFakePerplexity(),
  ]);
  // The first call through each adapter pays for loading and compiling its schemas; pay it here so
  // the first-token timeouts below measure the fakes, not the warm-up.
  const entries = buildConfiguredEntries(
    {
      openai: key(openai.baseUrl),
      xai: key(xai.baseUrl),
      anthropic: key(anthropic.baseUrl),
      perplexity: key(perplexity.baseUrl),
    },
    new Map(),
  );
  await Promise.all(
    entries.map(async (e) => {
      await generateText({ model: e.languageModel(), prompt: 'warm up', maxRetries: 0 });
      await streamText({ model: e.languageModel(), prompt: 'warm up', maxRetries: 0 }).text;
    }),
  );
});
afterEach(() => {
  for (const fake of [openai, xai, anthropic, perplexity]) fake.reset();
});
afterAll(() => Promise.all([openai, xai, anthropic, perplexity].map((f) => f.close())));

const key = (baseUrl: string) => ({ apiKey: 'test-key', baseUrl, model: undefined });

/**
 * openai first, xai second, anthropic third (or perplexity first, when asked). The first-token
 * timeout is short only in the tests about it, so that a loaded machine does not fail the others.
 */
function setup(
  options: { perplexityFirst?: boolean; firstTokenTimeoutMs?: number; openaiBaseUrl?: string } = {},
) {
  const config: AiProvidersConfig = {
    openai: key(options.openaiBaseUrl ?? openai.baseUrl),
    xai: key(xai.baseUrl),
    anthropic: key(anthropic.baseUrl),
    ...(options.perplexityFirst ? { perplexity: key(perplexity.baseUrl) } : {}),
  };
  const order = options.perplexityFirst ? ['perplexity', 'xai', 'anthropic'] : ['openai', 'xai', 'anthropic'];
  const settings = new Map<string, ProviderSetting>(
    ['openai', 'xai', 'anthropic', 'perplexity'].map((id) => [
      id,
      { enabled: order.includes(id), priority: order.indexOf(id) + 1 },
    ]),
  );
  const entries = buildConfiguredEntries(config, settings);
  const cooldowns = new Cooldowns();
  const stats = new ProviderStats();
  const onCall = vi.fn();
  const onMisconfigured = vi.fn();
  const router = new ProviderRouter({
    providers: () => entries,
    cooldowns,
    stats,
    onCall,
    onMisconfigured,
    firstTokenTimeoutMs: options.firstTokenTimeoutMs ?? 5_000,
  });
  const outcomes = () => onCall.mock.calls.map(([r]) => `${r.providerId}:${r.outcome}`);
  return { router, cooldowns, stats, onCall, onMisconfigured, outcomes };
}

/**
 * Streams through the router as the chat route would, collecting the text, error parts and an error
 * thrown by the stream itself (a connection broken after the router committed ends it that way).
 */
async function chat(router: ProviderRouter, abortAfterFirstDelta?: AbortController) {
  const result = streamText({
    model: router.model(),
    prompt: 'Where do I stake AIZ?',
    maxRetries: 0,
    ...(abortAfterFirstDelta ? { abortSignal: abortAfterFirstDelta.signal } : {}),
  });
  let text = '';
  const errors: unknown[] = [];
  let aborted = false;
  let thrown: unknown;
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        abortAfterFirstDelta?.abort();
      }
      if (part.type === 'error') errors.push(part.error);
      if (part.type === 'abort') aborted = true;
    }
  } catch (error) {
    thrown = error;
  }
  return { text, errors, aborted, thrown };
}

describe('provider router over HTTP', () => {
  it('fails over a 500 before the first token: the answer comes from the second provider', async () => {
    const { router, cooldowns, outcomes } = setup();
    openai.script(httpError(500));
    xai.script(reply('Stake on the staking page.'));
    const { text, errors, thrown } = await chat(router);
    expect(text).toBe('Stake on the staking page.');
    expect([...errors, thrown].filter(Boolean)).toEqual([]);
    expect(outcomes()).toEqual(['openai:error', 'xai:ok']);
    expect(cooldowns.remainingMs('openai', 'gpt-4.1-mini')).toBeGreaterThan(14_000);
    expect(xai.requests[0]?.headers.authorization).toBe('Bearer test-key');
  });

  it('honours Retry-After: 30 from a 429 and skips the provider while it cools down', async () => {
    const { router, cooldowns } = setup();
    openai.script(httpError(429, { 'retry-after': '30' }));
    xai.script(reply('first'), reply('second'));
    expect((await chat(router)).text).toBe('first');
    expect(cooldowns.remainingMs('openai', 'gpt-4.1-mini')).toBeGreaterThanOrEqual(29_000);
    expect((await chat(router)).text).toBe('second');
    expect(openai.requests).toHaveLength(1);
  });

  it('fails over a provider that never answers once the first-token timeout passes', async () => {
    const { router, outcomes } = setup({ firstTokenTimeoutMs: 300 });
    openai.script(hang());
    xai.script(reply('from xai'));
    const started = Date.now();
    expect((await chat(router)).text).toBe('from xai');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcomes()).toEqual(['openai:error', 'xai:ok']);
  });

  it('fails over a provider that sends headers and a role chunk, then no token in time', async () => {
    const { router, outcomes } = setup({ firstTokenTimeoutMs: 300 });
    openai.script(reply('too late', { chunks: 1, delayMs: 1500 }));
    xai.script(reply('on time'));
    expect((await chat(router)).text).toBe('on time');
    expect(outcomes()).toEqual(['openai:error', 'xai:ok']);
  });

  // Perplexity's adapter turns the first chunk's citations into a source part and its empty content
  // into an empty text delta, and the router counts either as the first token: it commits and cannot
  // fail over a stall that follows. Flip to `it` once router.ts ignores empty deltas and sources.
  it('does not count an empty first chunk (Perplexity) as the first token', async () => {
    const { router } = setup({ perplexityFirst: true, firstTokenTimeoutMs: 300 });
    perplexity.script(reply('too late', { chunks: 1, delayMs: 600 }));
    xai.script(reply('on time'));
    expect((await chat(router)).text).toBe('on time');
  });

  it('fails over a provider whose server is stopped (connection refused)', async () => {
    const stopped = await startFakeOpenAI();
    await stopped.close();
    const { router, outcomes, cooldowns } = setup({ openaiBaseUrl: stopped.baseUrl });
    xai.script(reply('still here'));
    const { text, errors, thrown } = await chat(router);
    expect(text).toBe('still here');
    expect([...errors, thrown].filter(Boolean)).toEqual([]);
    expect(outcomes()).toEqual(['openai:error', 'xai:ok']);
    expect(cooldowns.isCooling('openai', 'gpt-4.1-mini')).toBe(true);
  });

  it('falls through two failing providers to the third', async () => {
    const { router, outcomes } = setup();
    openai.script(httpError(503));
    xai.script(httpError(429, { 'retry-after': '1' }));
    anthropic.script(reply('from anthropic'));
    expect((await chat(router)).text).toBe('from anthropic');
    expect(outcomes()).toEqual(['openai:error', 'xai:error', 'anthropic:ok']);
  });

  it('does not fail over once tokens flowed: a dropped connection gives the partial text and an error', async () => {
    const { router, outcomes, cooldowns } = setup();
    openai.script(reply('one two three four', { chunks: 4, dropAfterChunks: 2 }));
    const { text, errors, thrown } = await chat(router);
    expect(text).toBe('one two ');
    expect(errors).toEqual([]);
    expect(thrown).toBeInstanceOf(Error);
    expect(xai.requests).toHaveLength(0);
    expect(outcomes()).toEqual(['openai:error']);
    expect(cooldowns.isCooling('openai', 'gpt-4.1-mini')).toBe(false);
  });

  it('never fails over a user abort mid-stream and records it as aborted, not as an error', async () => {
    const { router, stats, cooldowns, outcomes } = setup();
    openai.script(reply('a long answer in many pieces', { chunks: 6, delayMs: 30 }));
    const { text, aborted } = await chat(router, new AbortController());
    expect(aborted).toBe(true);
    expect(text).toBe('a ');
    expect(xai.requests).toHaveLength(0);
    expect(outcomes()).toEqual(['openai:aborted']);
    expect(stats.window('openai')).toMatchObject({ calls: 0, successRate: 1 });
    expect(cooldowns.isCooling('openai', 'gpt-4.1-mini')).toBe(false);
  });

  it('marks a provider that answers 401 misconfigured, tells the admin and leaves it out next time', async () => {
    const { router, onMisconfigured } = setup();
    openai.script(httpError(401, {}, 'Incorrect API key provided'));
    xai.script(reply('first'), reply('second'));
    expect((await chat(router)).text).toBe('first');
    expect(onMisconfigured).toHaveBeenCalledWith(
      'openai',
      expect.objectContaining({ kind: 'misconfigured' }),
    );
    expect(router.misconfiguration('openai')?.status).toBe(401);
    expect((await chat(router)).text).toBe('second');
    expect(openai.requests).toHaveLength(1);
  });

  it('fails over generateText too, and prices the call with its cached tokens', async () => {
    const { router, onCall } = setup();
    openai.script(httpError(502));
    xai.script(reply('generated', { usage: { input: 1000, cached: 400, output: 200 } }));
    const result = await generateText({ model: router.model(), prompt: 'hi', maxRetries: 0 });
    expect(result.text).toBe('generated');
    const record = onCall.mock.calls.at(-1)![0];
    expect(record).toMatchObject({
      providerId: 'xai',
      inputTokens: 1000,
      cachedInputTokens: 400,
      outputTokens: 200,
    });
    const pricing = { input: 3, cachedInput: 0.75, cacheWrite: 3, output: 15 }; // catalog xai
    expect(record.costUsd).toBeCloseTo(
      callCostUsd(
        { inputTokens: 1000, cachedInputTokens: 400, cacheWriteTokens: 0, outputTokens: 200 },
        pricing,
      ),
      12,
    );
  });

  it('records a streamed call with its cached tokens and cost', async () => {
    const { router, onCall } = setup();
    openai.script(reply('streamed', { usage: { input: 2000, cached: 1500, output: 100 } }));
    await chat(router);
    const record = onCall.mock.calls.at(-1)![0];
    expect(record).toMatchObject({ providerId: 'openai', outcome: 'ok', cachedInputTokens: 1500 });
    // 500 fresh at 0.4, 1500 cached at 0.1, 100 out at 1.6 (per million)
    expect(record.costUsd).toBeCloseTo((500 * 0.4 + 1500 * 0.1 + 100 * 1.6) / 1e6, 12);
    expect(record.firstTokenMs).not.toBeNull();
  });
});

describe('a model a workflow node names, over HTTP', () => {
  const usage = { input: 1000, cached: 0, output: 500 };

  it('reaches Anthropic as named and is priced as itself; one Anthropic does not have fails with no failover', async () => {
    const { router, onCall } = setup();
    anthropic.script(reply('named', { usage }));
    const named = { preferredProvider: 'anthropic', model: 'claude-3-5-haiku-20241022' };
    expect((await generateText({ model: router.model(named), prompt: 'hi', maxRetries: 0 })).text).toBe(
      'named',
    );
    expect(anthropic.requests[0]?.body.model).toBe('claude-3-5-haiku-20241022');
    // claude-3-5-haiku's list price, $0.80 / $4 per million, not the default claude-sonnet-4-5's $3 / $15.
    expect(onCall.mock.calls.at(-1)![0]).toMatchObject({
      model: 'claude-3-5-haiku-20241022',
      costUsd: (1000 * 0.8 + 500 * 4) / 1e6,
    });

    // Anthropic's own answer to a model it does not have.
    anthropic.script({
      ...httpError(404),
      body: { type: 'error', error: { type: 'not_found_error', message: 'model: claude-9' } },
    });
    const error = await generateText({
      model: router.model({ preferredProvider: 'anthropic', model: 'claude-9' }),
      prompt: 'hi',
      maxRetries: 0,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NamedModelFailed);
    expect((error as NamedModelFailed).missing).toBe(true);
    expect((error as Error).message).toContain(
      '"claude-9" is not available on Anthropic (HTTP 404: model: claude-9)',
    );
    expect(openai.requests).toEqual([]);
    expect(xai.requests).toEqual([]);
  });

  it('prices a configured <ID>_MODEL as that model', () => {
    const [entry] = buildConfiguredEntries(
      { openai: { ...key(openai.baseUrl), model: 'gpt-4o' } },
      new Map(),
    );
    expect(entry?.model).toBe('gpt-4o');
    expect(entry?.pricing).toEqual({ input: 2.5, cachedInput: 1.25, cacheWrite: 2.5, output: 10 });
  });
});
