import type { LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { Cooldowns } from '../cooldown';
import { ProviderRouter } from '../router';
import { ProviderStats } from '../stats';
import type { ProviderEntry } from '../types';
import type { OfflineContext } from './context';
import { OFFLINE_LABEL } from './label';
import { answerChunks, createOfflineModel, lastUserQuestion } from './model';
import { offlineProviderEntry } from './provider-entry';

const signedOut: OfflineContext = { user: null };
const prompt = (question: string): LanguageModelV3Prompt => [
  { role: 'system', content: 'You are the AIZ assistant.' },
  { role: 'user', content: [{ type: 'text', text: 'hello' }] },
  { role: 'assistant', content: [{ type: 'text', text: 'Hi! Ask me anything.' }] },
  { role: 'user', content: [{ type: 'text', text: question }] },
];

async function readAll(stream: ReadableStream<LanguageModelV3StreamPart>) {
  const parts: LanguageModelV3StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('the offline model (LanguageModelV3)', () => {
  const model = createOfflineModel(signedOut);

  it('identifies itself', () => {
    expect(model).toMatchObject({ specificationVersion: 'v3', provider: 'offline', modelId: 'bm25-help' });
  });

  it('answers the last user message through doGenerate, counting words as tokens', async () => {
    const result = await model.doGenerate({ prompt: prompt('how do i stake aiz') });
    const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
    expect(text).toMatch(/^From the help article \[Staking AIZ\]/);
    expect(text.endsWith(OFFLINE_LABEL)).toBe(true);
    expect(result.finishReason.unified).toBe('stop');
    // system 5 + hello 1 + assistant 4 + question 5
    expect(result.usage.inputTokens.total).toBe(15);
    expect(result.usage.outputTokens.total).toBe(text.split(/\s+/).filter(Boolean).length);
    expect(result.providerMetadata?.offline).toMatchObject({
      source: 'article',
      articleIds: ['staking', 'aiz-token'],
    });
  });

  it('streams text-start, word deltas, text-end and finish', async () => {
    const { stream } = await model.doStream({ prompt: prompt('what chains are supported') });
    const parts = await readAll(stream);
    const types = parts.map((p) => p.type);
    expect(types.slice(0, 3)).toEqual(['stream-start', 'response-metadata', 'text-start']);
    expect(types.slice(-2)).toEqual(['text-end', 'finish']);
    const deltas = parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []));
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toContain('Base (8453) with ETH and USDC');
    expect(deltas.join('').endsWith(OFFLINE_LABEL)).toBe(true);
    const finish = parts.at(-1);
    expect(finish?.type === 'finish' && finish.usage.outputTokens.total).toBe(
      deltas.join('').split(/\s+/).filter(Boolean).length,
    );
  });

  it('works with generateText and streamText from the AI SDK', async () => {
    const generated = await generateText({ model, prompt: 'i didnt get my code' });
    expect(generated.text).toMatch(/Did not get your verification code\?/);
    expect(generated.usage.inputTokens).toBe(5);
    expect(generated.providerMetadata?.offline?.suggestions).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );

    const streamed = streamText({ model, prompt: 'connect openai' });
    let text = '';
    let chunks = 0;
    for await (const delta of streamed.textStream) {
      text += delta;
      chunks++;
    }
    expect(chunks).toBeGreaterThan(10);
    expect(text).toMatch(/OPENAI_API_KEY/);
    expect(text.endsWith(OFFLINE_LABEL)).toBe(true);
    expect((await streamed.usage).outputTokens).toBe(text.split(/\s+/).filter(Boolean).length);
  });

  it('answers from the per-request context (a balance through streamText)', async () => {
    const ada = createOfflineModel({ user: { id: 'u1', username: 'ada' }, readBalance: async () => '12.5' });
    const { text } = await generateText({ model: ada, prompt: 'what is my balance?' });
    expect(text).toMatch(/^ada, your balance is \*\*12\.5 AIZ\*\*/);
  });

  it('warns that it calls no tools and honours an abort', async () => {
    const result = await model.doGenerate({
      prompt: prompt('staking'),
      tools: [{ type: 'function', name: 'x', inputSchema: { type: 'object' } }],
    });
    expect(result.warnings).toEqual([expect.objectContaining({ type: 'unsupported', feature: 'tools' })]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      model.doGenerate({ prompt: prompt('staking'), abortSignal: controller.signal }),
    ).rejects.toThrow();
  });

  it('finds the last user message and notices attached files', () => {
    expect(
      lastUserQuestion([
        { role: 'user', content: [{ type: 'text', text: 'first' }] },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is this' },
            { type: 'file', mediaType: 'image/png', data: new Uint8Array([1]) },
          ],
        },
        { role: 'assistant', content: [{ type: 'text', text: 'answer' }] },
      ]),
    ).toEqual({ text: 'what is this', hasAttachments: true, documents: [] });
    expect(answerChunks('one two  three four\nfive', 2)).toEqual(['one two  ', 'three four\n', 'five']);
  });

  it('counts a text part that stands for an attachment as a file, not as the question', () => {
    expect(
      lastUserQuestion([
        {
          role: 'user',
          content: [
            { type: 'text', text: 'summarise' },
            {
              type: 'text',
              text: 'Attached file a.txt: ...',
              providerOptions: { aiz: { attachment: true } },
            },
          ],
        },
      ]),
    ).toEqual({ text: 'summarise', hasAttachments: true, documents: [] });
  });

  it('reads a document part as the file’s text, not as the question or an unread file', () => {
    expect(
      lastUserQuestion([
        {
          role: 'user',
          content: [
            { type: 'text', text: 'when are refunds paid?' },
            {
              type: 'text',
              text: 'Attached file policy.md:\n\n# Refunds\n\nWithin 14 days.',
              providerOptions: { aiz: { attachment: true, document: 'policy.md' } },
            },
          ],
        },
      ]),
    ).toEqual({
      text: 'when are refunds paid?',
      hasAttachments: false,
      documents: [{ name: 'policy.md', text: '# Refunds\n\nWithin 14 days.' }],
    });
  });
});

describe('the offline provider entry', () => {
  it('ranks last, costs nothing and only streams text', () => {
    const entry = offlineProviderEntry(signedOut);
    expect(entry).toMatchObject({
      id: 'offline',
      name: 'Offline assistant',
      type: 'offline',
      model: 'bm25-help',
      priority: 1000,
      enabled: true,
      capabilities: { streaming: true, functionCalling: false, codeGeneration: false, imageAnalysis: false },
      inputs: { image: false, pdf: false, audio: false, video: false, transcription: false },
      pricing: { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 },
    });
  });

  it('reads the context of the current request when given a function', async () => {
    let current: OfflineContext = signedOut;
    const entry = offlineProviderEntry(() => current);
    current = { user: { id: 'u2', username: 'grace' }, readBalance: async () => '7' };
    const { text } = await generateText({ model: entry.languageModel(), prompt: 'my balance' });
    expect(text).toMatch(/^grace, your balance is \*\*7 AIZ\*\*/);
  });

  it('answers through the router when the providers before it fail', async () => {
    const failing: ProviderEntry = {
      ...offlineProviderEntry(signedOut),
      id: 'broken',
      name: 'Broken',
      type: 'openai',
      priority: 1,
      languageModel: () =>
        new MockLanguageModelV3({
          doStream: async () => {
            throw new Error('connect ECONNREFUSED');
          },
        }),
    };
    const entries = [offlineProviderEntry(signedOut), failing];
    const router = new ProviderRouter({
      providers: () => entries,
      cooldowns: new Cooldowns(),
      stats: new ProviderStats(),
    });
    let chosen = '';
    const result = streamText({
      model: router.model({ onSelect: (e) => (chosen = e.id) }),
      prompt: 'how much is the signup bonus',
      maxRetries: 0,
    });
    expect(await result.text).toMatch(/The 1000 AIZ signup bonus/);
    expect(chosen).toBe('offline');
  });
});
