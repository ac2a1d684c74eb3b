import { describeAdapter, TEST_KEY } from '../../testing/adapter-contract';
import { startFakeGoogle } from '../../testing/google';

describeAdapter({
  id: 'google',
  start: startFakeGoogle,
  auth: { header: 'x-goog-api-key', value: TEST_KEY },
  paths: {
    generate: '/v1beta/models/gemini-2.5-flash:generateContent',
    stream: '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
  },
  tools: true,
  reportsCachedTokens: true,
});
