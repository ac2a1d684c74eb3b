import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfiguredEntries } from '../../registry';
import { describeAdapter, TEST_KEY } from '../../testing/adapter-contract';
import { httpError, reply } from '../../testing/behaviour';
import { startFakeOpenAI } from '../../testing/chat-completions';
import type { FakeProvider } from '../../testing/fake-server';

describeAdapter({
  id: 'openai',
  start: startFakeOpenAI,
  auth: { header: 'authorization', value: `Bearer ${TEST_KEY}` },
  paths: { generate: '/v1/chat/completions', stream: '/v1/chat/completions' },
  tools: true,
  reportsCachedTokens: true,
});

describe('OpenAI speech to text over HTTP', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());

  const entry = () => {
    const [openai] = buildConfiguredEntries(
      { openai: { apiKey: TEST_KEY, baseUrl: fake.baseUrl, model: undefined } },
      new Map(),
    );
    return openai!;
  };

  it('posts the audio as multipart to /v1/audio/transcriptions with whisper-1 and returns the text', async () => {
    fake.script(reply('show me my balance'));
    const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
    expect(await entry().transcribe!(audio, 'audio/webm')).toBe('show me my balance');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(request.body.model).toBe('whisper-1');
    expect(request.body.file).toMatchObject({ type: 'audio/webm', bytes: audio });
  });

  it('throws the HTTP error of a failed transcription', async () => {
    fake.script(httpError(503, { 'retry-after': '2' }));
    await expect(entry().transcribe!(new Uint8Array([1]), 'audio/webm')).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});
