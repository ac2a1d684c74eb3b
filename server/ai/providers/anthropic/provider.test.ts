import { describeAdapter, TEST_KEY } from '../../testing/adapter-contract';
import { startFakeAnthropic } from '../../testing/anthropic';

describeAdapter({
  id: 'anthropic',
  start: startFakeAnthropic,
  auth: { header: 'x-api-key', value: TEST_KEY },
  paths: { generate: '/v1/messages', stream: '/v1/messages' },
  tools: true,
  reportsCachedTokens: true,
});
