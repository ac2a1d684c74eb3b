import { APICallError, type LanguageModelV3, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { Cooldowns } from './cooldown';
import { NoProviderAvailable, ProviderRouter } from './router';
import { ProviderStats } from './stats';
import type { ProviderEntry } from './types';

const usage = (input: number, cached: number, output: number) => ({
  inputTokens: { total: input, noCache: input - cached, cacheRead: cached, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

const textStream = (text: string, u = usage(10, 0, 5)): LanguageModelV3StreamPart[] => [
  { type: 'stream-start', warnings: [] },
  { type: 'text-start', id: '1' },
  ...text.split(' ').map((w, i) => ({ type: 'text-delta' as const, id: '1', delta: i ? ` ${w}` : w })),
  { type: 'text-end', id: '1' },
  { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: u },
];

const http = (statusCode: number, headers: Record<string, string> = {}) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'http://fake',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
  });

function streaming(parts: LanguageModelV3StreamPart[]) {
  return new MockLanguageModelV3({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: parts }) }),
  });
}
function failing(error: unknown) {
  return new MockLanguageModelV3({
    doStream: async () => {
      throw error;
    },
    doGenerate: async () => {
      throw error;
    },
  });
}

function entry(id: string, model: LanguageModelV3, over: Partial<ProviderEntry> = {}): ProviderEntry {
  return {
    id,
    name: id,
    type: 'openai',
    model: `${id}-model`,
    priority: 10,
    enabled: true,
    capabilities: { streaming: true, functionCalling: true, codeGeneration: true, imageAnalysis: false },
    inputs: { image: false, pdf: false, audio: false, video: false, transcription: false },
    pricing: { input: 2, cachedInput: 0.5, cacheWrite: 2.5, output: 8 },
    languageModel: () => model,
    ...over,
  };
}

function setup(
  entries: ProviderEntry[],
  extra: { firstTokenTimeoutMs?: number; generateTimeoutMs?: number } = {},
) {
  let now = 1_000_000;
  const cooldowns = new Cooldowns(() => now);
  const stats = new ProviderStats(() => now);
  const onMisconfigured = vi.fn();
  const onCall = vi.fn();
  const router = new ProviderRouter({
    providers: () => entries,
    cooldowns,
    stats,
    onMisconfigured,
    onCall,
    now: () => now,
    ...extra,
  });
  return { router, cooldowns, stats, onMisconfigured, onCall, advance: (ms: number) => (now += ms) };
}

const prompt = [{ role: 'user' as const, content: 'hello' }];

describe('provider router', () => {
  it('filters by needed capabilities and orders by priority, preferred first', () => {
    const vision = entry('vision', streaming([]), {
      priority: 20,
      inputs: { image: true, pdf: false, audio: false, video: false, transcription: false },
    });
    const text = entry('text', streaming([]), { priority: 5 });
    const off = entry('off', streaming([]), { enabled: false, priority: 1 });
    const { router } = setup([vision, text, off]);
    expect(router.candidates().map((e) => e.id)).toEqual(['text', 'vision']);
    expect(router.candidates(['image']).map((e) => e.id)).toEqual(['vision']);
    expect(router.candidates([], 'vision').map((e) => e.id)).toEqual(['vision', 'text']);
    expect(router.candidates(['image'], 'text').map((e) => e.id)).toEqual(['vision']);
  });

  it('breaks priority ties by success rate, latency and cost', async () => {
    const a = entry('a', streaming(textStream('a')));
    const b = entry('b', streaming(textStream('b')), {
      pricing: { input: 0.1, cachedInput: 0, cacheWrite: 0, output: 0.4 },
    });
    const { router } = setup([a, b]);
    expect(router.candidates().map((e) => e.id)).toEqual(['b', 'a']); // cheaper
  });

  it('fails over before the first token and the caller sees only the second answer', async () => {
    const broken = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: 'stream-start', warnings: [] },
            { type: 'error', error: http(503) },
          ],
        }),
      }),
    });
    const { router, cooldowns, stats } = setup([
      entry('first', broken, { priority: 1 }),
      entry('second', streaming(textStream('hello from second')), { priority: 2 }),
    ]);
    const onSelect = vi.fn();
    const result = streamText({ model: router.model({ onSelect }), messages: prompt, maxRetries: 0 });
    expect(await result.text).toBe('hello from second');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'second' }), 'second-model');
    expect(cooldowns.isCooling('first', 'first-model')).toBe(true);
    expect(stats.window('first').successRate).toBe(0);
    expect(stats.window('second')).toMatchObject({ calls: 1, successRate: 1 });
  });

  it('fails over when the stream cannot even start, and honours Retry-After in the cooldown', async () => {
    const { router, cooldowns } = setup([
      entry('limited', failing(http(429, { 'retry-after': '120' })), { priority: 1 }),
      entry('ok', streaming(textStream('fine')), { priority: 2 }),
    ]);
    const result = streamText({ model: router.model(), messages: prompt, maxRetries: 0 });
    expect(await result.text).toBe('fine');
    expect(cooldowns.remainingMs('limited', 'limited-model')).toBe(120_000);
    expect(router.candidates().map((e) => e.id)).toEqual(['ok']);
  });

  it('does not fail over once content has reached the caller', async () => {
    const midway = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: 'stream-start', warnings: [] },
            { type: 'text-start', id: '1' },
            { type: 'text-delta', id: '1', delta: 'partial' },
            { type: 'error', error: http(500) },
          ],
        }),
      }),
    });
    const second = vi.fn();
    const { router, stats } = setup([
      entry('midway', midway, { priority: 1 }),
      entry('second', new MockLanguageModelV3({ doStream: second }), { priority: 2 }),
    ]);
    const errors: unknown[] = [];
    const result = streamText({
      model: router.model(),
      messages: prompt,
      maxRetries: 0,
      onError: ({ error }) => void errors.push(error),
    });
    expect(await result.text).toBe('partial');
    expect(errors).toHaveLength(1);
    expect(second).not.toHaveBeenCalled();
    expect(stats.window('midway').successRate).toBe(0);
  });

  it('never fails over a user abort', async () => {
    const controller = new AbortController();
    const slow = new MockLanguageModelV3({
      doStream: async ({ abortSignal }) => {
        await new Promise((_, reject) =>
          abortSignal?.addEventListener('abort', () => reject(abortSignal.reason)),
        );
        throw new Error('unreachable');
      },
    });
    const second = vi.fn();
    const { router, stats } = setup([
      entry('slow', slow, { priority: 1 }),
      entry('second', new MockLanguageModelV3({ doStream: second }), { priority: 2 }),
    ]);
    const model = router.model();
    const pending = model.doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
      abortSignal: controller.signal,
    });
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(pending).rejects.toThrow('stopped');
    expect(second).not.toHaveBeenCalled();
    expect(stats.window('slow').calls).toBe(0); // aborts do not count against health
  });

  it('fails over when no first token comes in time', async () => {
    const silent = new MockLanguageModelV3({
      doStream: async () => ({ stream: new ReadableStream<LanguageModelV3StreamPart>({ start() {} }) }),
    });
    const { router, cooldowns } = setup(
      [
        entry('silent', silent, { priority: 1 }),
        entry('ok', streaming(textStream('on time')), { priority: 2 }),
      ],
      { firstTokenTimeoutMs: 50 },
    );
    const result = streamText({ model: router.model(), messages: prompt, maxRetries: 0 });
    expect(await result.text).toBe('on time');
    expect(cooldowns.isCooling('silent', 'silent-model')).toBe(true);
  });

  it('marks a provider misconfigured on 401/402/403 and tells the admin', async () => {
    const { router, onMisconfigured, cooldowns } = setup([
      entry('badkey', failing(http(401)), { priority: 1 }),
      entry('ok', streaming(textStream('still answered')), { priority: 2 }),
    ]);
    const result = streamText({ model: router.model(), messages: prompt, maxRetries: 0 });
    expect(await result.text).toBe('still answered');
    expect(onMisconfigured).toHaveBeenCalledWith(
      'badkey',
      expect.objectContaining({ kind: 'misconfigured', status: 401 }),
    );
    expect(cooldowns.isCooling('badkey', 'badkey-model')).toBe(false);
    expect(router.candidates().map((e) => e.id)).toEqual(['ok']);
    router.clearMisconfigured('badkey');
    expect(router.candidates().map((e) => e.id)).toEqual(['badkey', 'ok']);
  });

  it('records tokens and prices cached input apart', async () => {
    const { router, onCall } = setup([entry('p', streaming(textStream('x', usage(1000, 800, 100))))]);
    await streamText({ model: router.model(), messages: prompt, maxRetries: 0 }).text;
    const record = onCall.mock.calls.at(-1)![0];
    expect(record).toMatchObject({
      outcome: 'ok',
      inputTokens: 1000,
      cachedInputTokens: 800,
      outputTokens: 100,
    });
    expect(record.costUsd).toBeCloseTo((200 * 2 + 800 * 0.5 + 100 * 8) / 1e6, 12);
    expect(record.firstTokenMs).not.toBeNull();
  });

  it('fails over for non-streaming calls too, and says when every provider failed', async () => {
    const ok = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text: 'generated' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(5, 0, 2),
        warnings: [],
      }),
    });
    const { router } = setup([
      entry('down', failing(http(502)), { priority: 1 }),
      entry('up', ok, { priority: 2 }),
    ]);
    expect((await generateText({ model: router.model(), messages: prompt, maxRetries: 0 })).text).toBe(
      'generated',
    );

    const { router: dead } = setup([
      entry('a', failing(http(500))),
      entry('b', failing(new TypeError('fetch failed'))),
    ]);
    await expect(
      dead.model().doGenerate({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] }),
    ).rejects.toBeInstanceOf(NoProviderAvailable);
  });

  it('fails over a non-streaming call that gets no answer in time', async () => {
    const hung = new MockLanguageModelV3({ doGenerate: () => new Promise(() => {}) });
    const ok = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: 'text', text: 'in time' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(5, 0, 2),
        warnings: [],
      }),
    });
    const { router, cooldowns } = setup(
      [entry('hung', hung, { priority: 1 }), entry('ok', ok, { priority: 2 })],
      { generateTimeoutMs: 50 },
    );
    expect((await generateText({ model: router.model(), messages: prompt, maxRetries: 0 })).text).toBe(
      'in time',
    );
    expect(cooldowns.isCooling('hung', 'hung-model')).toBe(true);
  });
});
