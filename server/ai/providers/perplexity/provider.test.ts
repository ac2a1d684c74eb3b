import { describeAdapter, TEST_KEY } from '../../testing/adapter-contract';
import { startFakePerplexity } from '../../testing/chat-completions';

// Perplexity has no tool calling and reports no prompt-cache reads.
describeAdapter({
  id: 'perplexity',
  start: startFakePerplexity,
  auth: { header: 'authorization', value: `Bearer ${TEST_KEY}` },
  paths: { generate: '/chat/completions', stream: '/chat/completions' },
  tools: false,
  reportsCachedTokens: false,
});
