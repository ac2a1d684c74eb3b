/** The router with a model a workflow node names: that model on that provider, or a failure saying why. */
import { APICallError, type LanguageModelV3 } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { Cooldowns } from './cooldown';
import { callCostUsd, priceOf } from './cost';
import { NamedModelFailed } from './named-model';
import { ProviderRouter } from './router';
import { ProviderStats } from './stats';
import type { ProviderEntry } from './types';

const usage = {
  inputTokens: { total: 1000, noCache: 1000, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 500, text: 500, reasoning: 0 },
};

const answering = (text: string) =>
  new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage,
      warnings: [],
    }),
  });

const failing = (statusCode: number, responseBody = '') => {
  const fail = async (): Promise<never> => {
    throw new APICallError({
      message: `HTTP ${statusCode}`,
      url: 'http://fake',
      requestBodyValues: {},
      statusCode,
      responseBody,
    });
  };
  return new MockLanguageModelV3({ doGenerate: fail, doStream: fail });
};

const PRICES = {
  'big-model': { input: 2, cachedInput: 0.5, cacheWrite: 2, output: 8 },
  'small-model': { input: 0.1, cachedInput: 0.05, cacheWrite: 0.1, output: 0.4 },
};

/** A provider whose models are built per id (what the node names reaches the adapter). */
function provider(
  id: string,
  models: (modelId: string) => LanguageModelV3,
  priority: number,
): ProviderEntry & { asked: string[] } {
  const asked: string[] = [];
  return {
    id,
    name: id.toUpperCase(),
    type: 'openai',
    model: 'big-model',
    priority,
    enabled: true,
    capabilities: { streaming: true, functionCalling: true, codeGeneration: true, imageAnalysis: false },
    inputs: { image: false, pdf: false, audio: false, video: false, transcription: false },
    pricing: PRICES['big-model'],
    priceOf: (modelId) => priceOf(PRICES, modelId, PRICES['big-model']),
    languageModel: (modelId = 'big-model') => {
      asked.push(modelId);
      return models(modelId);
    },
    asked,
  };
}

function routerOver(entries: ProviderEntry[]) {
  const cooldowns = new Cooldowns();
  const onCall = vi.fn();
  const router = new ProviderRouter({
    providers: () => entries,
    cooldowns,
    stats: new ProviderStats(),
    onCall,
  });
  return { router, cooldowns, onCall };
}

const ask = (router: ProviderRouter, request: Parameters<ProviderRouter['model']>[0]) =>
  generateText({ model: router.model(request), prompt: 'hello', maxRetries: 0 });

describe('a named model', () => {
  it('is called as named, and recorded and priced as that model', async () => {
    const first = provider('first', (m) => answering(`from ${m}`), 1);
    const { router, onCall } = routerOver([first]);
    const onSelect = vi.fn();
    const result = await ask(router, { preferredProvider: 'first', model: 'small-model', onSelect });
    expect(result.text).toBe('from small-model');
    expect(first.asked).toEqual(['small-model']);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'first', model: 'small-model' }),
      'small-model',
    );
    const cost = callCostUsd(
      { inputTokens: 1000, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 500 },
      PRICES['small-model'],
    );
    expect(onCall).toHaveBeenCalledWith(
      expect.objectContaining({ providerId: 'first', model: 'small-model', outcome: 'ok', costUsd: cost }),
    );
    expect(cost).toBeLessThan(
      callCostUsd(
        { inputTokens: 1000, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 500 },
        PRICES['big-model'],
      ),
    );
  });

  it('is never swapped for another provider when it fails, and the error says why', async () => {
    const first = provider('first', () => failing(503), 1);
    const second = provider('second', (m) => answering(`from second ${m}`), 2);
    const { router, cooldowns } = routerOver([first, second]);
    const error = await ask(router, { preferredProvider: 'first', model: 'small-model' }).catch((e) => e);
    expect(error).toBeInstanceOf(NamedModelFailed);
    expect(error.missing).toBe(false);
    expect(error.message).toContain('first/small-model');
    expect(second.asked).toEqual([]);
    // Only the named model cools down; the provider's configured model still routes.
    expect(cooldowns.isCooling('first', 'small-model')).toBe(true);
    expect(cooldowns.isCooling('first', 'big-model')).toBe(false);
  });

  it('unknown to its provider (404) fails naming the model and what is configured', async () => {
    const first = provider(
      'first',
      (m) => (m === 'gpt-9' ? failing(404, '{"error":{"code":"model_not_found"}}') : answering('x')),
      1,
    );
    const second = provider('second', () => answering('from second'), 2);
    const { router } = routerOver([first, second]);
    const error = await ask(router, { preferredProvider: 'first', model: 'gpt-9' }).catch((e) => e);
    expect(error).toBeInstanceOf(NamedModelFailed);
    expect(error.missing).toBe(true);
    expect(error.message).toContain('"gpt-9" is not available on FIRST (HTTP 404');
    expect(error.message).toContain('Configured: first/big-model, second/big-model');
    expect(second.asked).toEqual([]);
  });

  it('is tried even while cooling down: the provider says whether it is still limited', async () => {
    const first = provider('first', (m) => answering(`from ${m}`), 1);
    const { router, cooldowns } = routerOver([first]);
    cooldowns.fail('first', 'small-model', 60_000);
    expect((await ask(router, { preferredProvider: 'first', model: 'small-model' })).text).toBe(
      'from small-model',
    );
  });

  it('streams as named, with no failover', async () => {
    const first = provider('first', () => failing(500), 1);
    const second = provider('second', () => answering('from second'), 2);
    const { router } = routerOver([first, second]);
    const result = streamText({
      model: router.model({ preferredProvider: 'first', model: 'small-model' }),
      prompt: 'hi',
      maxRetries: 0,
      onError: () => {},
    });
    const parts: string[] = [];
    for await (const part of result.fullStream) if (part.type === 'error') parts.push(String(part.error));
    expect(parts.join()).toContain('first/small-model');
    expect(second.asked).toEqual([]);
  });

  it('of a provider that is not configured or switched off leaves the choice to the router', async () => {
    const off = { ...provider('off', () => answering('from off'), 1), enabled: false };
    const second = provider('second', (m) => answering(`from second ${m}`), 2);
    const { router } = routerOver([off, second]);
    const onSelect = vi.fn();
    expect((await ask(router, { preferredProvider: 'off', model: 'small-model', onSelect })).text).toBe(
      'from second big-model',
    );
    expect((await ask(router, { preferredProvider: 'absent', model: 'small-model' })).text).toBe(
      'from second big-model',
    );
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'second' }), 'big-model');
  });

  it('without a model, the provider is only preferred: failover as before', async () => {
    const first = provider('first', () => failing(503), 1);
    const second = provider('second', (m) => answering(`from second ${m}`), 2);
    const { router } = routerOver([first, second]);
    expect((await ask(router, { preferredProvider: 'first' })).text).toBe('from second big-model');
  });
});
