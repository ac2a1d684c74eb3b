/**
 * What every provider adapter must do over real HTTP against its fake server: generate, stream in
 * pieces, call tools (where the provider has them), report usage with cached tokens so cost.ts prices
 * it right, send the key in the provider's header, surface HTTP errors as APICallError that
 * classify.ts reads correctly, and give up on a hung request when aborted. Each
 * server/ai/providers/<id>/provider.test.ts runs it with that provider's particulars.
 */
import { APICallError, type LanguageModelV3, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { AiProviderId } from '@common/ai-providers';
import { generateText, streamText, tool } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AiProviderConfig } from '../../config';
import { classifyFailure } from '../classify';
import { callCostUsd, priceOf, usageFrom } from '../cost';
import { PROVIDERS } from '../providers';
import { hang, httpError, reply, toolCall } from './behaviour';
import type { FakeProvider } from './fake-server';

/** The default model must be on its provider's price list: an unlisted one prices as NaN here. */
const UNLISTED = { input: Number.NaN, cachedInput: Number.NaN, cacheWrite: Number.NaN, output: Number.NaN };

export interface AdapterCase {
  id: AiProviderId;
  start: () => Promise<FakeProvider>;
  /** The header that must carry the key 'test-key', and its exact value; none for Ollama. */
  auth?: { header: string; value: string };
  /** Paths the adapter must call for the default model. */
  paths: { generate: string; stream: string };
  tools: boolean;
  /** Whether the provider reports prompt-cache reads (OpenAI, xAI, Anthropic, Google). */
  reportsCachedTokens: boolean;
}

export const TEST_KEY = 'test-key';
const PROMPT = 'What does the AIZ marketplace sell?';
const SYSTEM = 'You are the AIZ assistant.';

/** The provider's configuration pointed at its fake server (a local server ignores the key). */
export function configFor(baseUrl: string): AiProviderConfig {
  return { apiKey: TEST_KEY, baseUrl, model: undefined };
}

/** Reads a model stream to its end; a broken stream ends the read with the error instead of throwing. */
export async function readParts(model: LanguageModelV3, abortSignal?: AbortSignal) {
  const { stream } = await model.doStream({
    prompt: [{ role: 'user', content: [{ type: 'text', text: PROMPT }] }],
    ...(abortSignal ? { abortSignal } : {}),
  });
  const parts: LanguageModelV3StreamPart[] = [];
  let thrown: unknown;
  try {
    for await (const part of stream) parts.push(part);
  } catch (error) {
    thrown = error;
  }
  const text = parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : [])).join('');
  return { parts, text, thrown };
}

export function describeAdapter(c: AdapterCase) {
  const catalog = PROVIDERS.get(c.id);
  const { pricing } = priceOf(catalog.prices, catalog.defaultModel, UNLISTED);
  let fake: FakeProvider;
  let model: LanguageModelV3;

  beforeAll(async () => {
    fake = await c.start();
    model = catalog.createAdapter(configFor(fake.baseUrl)).languageModel(catalog.defaultModel);
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  describe(`${catalog.name} adapter over HTTP`, () => {
    it('generates: sends the key, the model, the system prompt and the message; returns the text', async () => {
      fake.script(reply('The marketplace sells AI agents.'));
      const result = await generateText({ model, system: SYSTEM, prompt: PROMPT, maxRetries: 0 });
      expect(result.text).toBe('The marketplace sells AI agents.');
      const [request] = fake.requests;
      expect(request?.path).toBe(c.paths.generate);
      if (c.auth) expect(request?.headers[c.auth.header]).toBe(c.auth.value);
      const sent = JSON.stringify(request?.body);
      expect(sent).toContain(PROMPT);
      expect(sent).toContain(SYSTEM);
      expect(`${request?.path} ${sent}`).toContain(catalog.defaultModel);
    });

    it('streams the text in pieces', async () => {
      fake.script(reply('Agents, workflows and staking, explained.', { chunks: 4 }));
      const result = streamText({ model, prompt: PROMPT, maxRetries: 0 });
      const pieces: string[] = [];
      for await (const piece of result.textStream) pieces.push(piece);
      expect(pieces.join('')).toBe('Agents, workflows and staking, explained.');
      expect(pieces.filter(Boolean).length).toBe(4);
      expect(fake.requests[0]?.path).toBe(c.paths.stream);
      if (c.auth) expect(fake.requests[0]?.headers[c.auth.header]).toBe(c.auth.value);
    });

    const tools = {
      getBalance: tool({
        description: "The user's AIZ balance",
        inputSchema: z.object({ userId: z.string() }),
      }),
    };

    it.runIf(c.tools)(
      'returns a tool call when generating, with the tool offered in the request',
      async () => {
        fake.script(toolCall('getBalance', { userId: 'u-42' }));
        const result = await generateText({ model, prompt: PROMPT, tools, maxRetries: 0 });
        expect(result.toolCalls.map((t) => ({ name: t.toolName, input: t.input }))).toEqual([
          { name: 'getBalance', input: { userId: 'u-42' } },
        ]);
        expect(JSON.stringify(fake.requests[0]?.body)).toContain('getBalance');
      },
    );

    it.runIf(c.tools)('returns a tool call when streaming', async () => {
      fake.script(toolCall('getBalance', { userId: 'u-7' }));
      const result = streamText({ model, prompt: PROMPT, tools, maxRetries: 0 });
      const calls = await result.toolCalls;
      expect(calls.map((t) => ({ name: t.toolName, input: t.input }))).toEqual([
        { name: 'getBalance', input: { userId: 'u-7' } },
      ]);
    });

    const usage = { input: 1000, cached: 400, output: 200 };
    const cached = c.reportsCachedTokens ? usage.cached : 0;
    const expectedCost = callCostUsd(
      { inputTokens: 1000, cachedInputTokens: cached, cacheWriteTokens: 0, outputTokens: 200 },
      pricing,
    );

    it('reports usage with cached tokens when generating, priced by cost.ts', async () => {
      fake.script(reply('Priced.', { usage }), reply('Priced again.', { usage }));
      const result = await generateText({ model, prompt: PROMPT, maxRetries: 0 });
      expect(result.usage.inputTokens).toBe(1000);
      expect(result.usage.outputTokens).toBe(200);
      expect(result.usage.inputTokenDetails.cacheReadTokens ?? 0).toBe(cached);
      const v3 = await model.doGenerate({
        prompt: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }],
      });
      expect(usageFrom(v3.usage)).toMatchObject({
        inputTokens: 1000,
        cachedInputTokens: cached,
        outputTokens: 200,
      });
      expect(callCostUsd(usageFrom(v3.usage), pricing)).toBeCloseTo(expectedCost, 12);
    });

    it('reports usage with cached tokens at the end of a stream (what the router prices)', async () => {
      fake.script(reply('Priced as a stream.', { usage }));
      const { parts } = await readParts(model);
      const finish = parts.find((p) => p.type === 'finish');
      expect(finish?.type).toBe('finish');
      const tokens = usageFrom(finish?.type === 'finish' ? finish.usage : undefined);
      expect(tokens).toMatchObject({ inputTokens: 1000, cachedInputTokens: cached, outputTokens: 200 });
      expect(callCostUsd(tokens, pricing)).toBeCloseTo(expectedCost, 12);
      if (c.reportsCachedTokens)
        expect(expectedCost).toBeLessThan(callCostUsd({ ...tokens, cachedInputTokens: 0 }, pricing));
    });

    it('surfaces 429 with Retry-After as an APICallError the router cools down for that long', async () => {
      fake.script(httpError(429, { 'retry-after': '7' }, 'Slow down'));
      const error = await generateText({ model, prompt: PROMPT, maxRetries: 0 }).catch((e: unknown) => e);
      expect(APICallError.isInstance(error)).toBe(true);
      expect((error as APICallError).statusCode).toBe(429);
      expect(classifyFailure(error, false)).toMatchObject({
        kind: 'transient',
        status: 429,
        retryAfterMs: 7000,
      });
    });

    it('surfaces 401 on a stream request as misconfigured, before any part', async () => {
      fake.script(httpError(401, {}, 'Invalid API key'));
      const error = await readParts(model).catch((e: unknown) => e);
      expect(APICallError.isInstance(error)).toBe(true);
      expect(classifyFailure(error, false)).toMatchObject({ kind: 'misconfigured', status: 401 });
    });

    it('surfaces 500 as transient', async () => {
      fake.script(httpError(500));
      const error = await generateText({ model, prompt: PROMPT, maxRetries: 0 }).catch((e: unknown) => e);
      expect(classifyFailure(error, false)).toMatchObject({ kind: 'transient', status: 500 });
    });

    it('gives up on a request that never answers when the signal fires', async () => {
      fake.script(hang());
      const started = Date.now();
      const error = await generateText({
        model,
        prompt: PROMPT,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(100),
      }).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(error).toBeInstanceOf(Error);
      expect(classifyFailure(error, false).kind).toBe('transient');
    });

    it('ends a stream whose connection drops after two chunks with an error, keeping the partial text', async () => {
      fake.script(reply('one two three four', { chunks: 4, dropAfterChunks: 2 }));
      const { parts, text, thrown } = await readParts(model);
      expect(text).toBe('one two ');
      const failed = thrown ?? parts.find((p) => p.type === 'error');
      expect(failed).toBeDefined();
    });
  });
}
