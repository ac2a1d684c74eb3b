import { describeAdapter, TEST_KEY } from '../../testing/adapter-contract';
import { startFakeXai } from '../../testing/chat-completions';

describeAdapter({
  id: 'xai',
  start: startFakeXai,
  auth: { header: 'authorization', value: `Bearer ${TEST_KEY}` },
  paths: { generate: '/v1/chat/completions', stream: '/v1/chat/completions' },
  tools: true,
  reportsCachedTokens: true,
});
