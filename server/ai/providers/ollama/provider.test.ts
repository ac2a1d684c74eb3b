import { generateText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAdapter } from '../../testing/adapter-contract';
import type { FakeProvider } from '../../testing/fake-server';
import { startFakeOllama } from '../../testing/ollama';
import { ollama } from './provider';

// A local Ollama takes no key and reports no prompt-cache reads.
describeAdapter({
  id: 'ollama',
  start: startFakeOllama,
  paths: { generate: '/api/chat', stream: '/api/chat' },
  tools: true,
  reportsCachedTokens: false,
});

describe('OLLAMA_BASE_URL', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeOllama();
  });
  afterAll(() => fake.close());

  // The help article tells operators to set Ollama's address (http://127.0.0.1:11434); the adapter
  // wants the API root (…/api) and otherwise posts to /chat, which Ollama answers 404.
  it("accepts Ollama's own address, without /api", async () => {
    const model = ollama
      .createAdapter({ apiKey: undefined, baseUrl: fake.url, model: undefined })
      .languageModel('llama3.2');
    const result = await generateText({ model, prompt: 'hi', maxRetries: 0 });
    expect(result.text).toBe('Hello from the fake provider.');
  });
});
