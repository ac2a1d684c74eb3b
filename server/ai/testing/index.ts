/**
 * Fake AI providers for tests and benches: real HTTP servers on 127.0.0.1 that speak each provider's
 * wire protocol closely enough for the official AI SDK adapters, answer from a per-test script and
 * record what they received. Test code only: nothing in the product imports this folder.
 */
export { startFakeAnthropic } from './anthropic';
export { type FakeBehaviour, type FakeUsage, hang, httpError, reply, toolCall } from './behaviour';
export { startFakeOpenAI, startFakePerplexity, startFakeXai } from './chat-completions';
export {
  FAKE_EMBEDDING_DIMENSIONS,
  type FakeProvider,
  fakeEmbedding,
  type RecordedRequest,
  type Script,
} from './fake-server';
export { startFakeGoogle } from './google';
export { startFakeOllama } from './ollama';
