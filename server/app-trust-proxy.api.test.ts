/** D1: behind TRUST_PROXY the client is read from the right of X-Forwarded-For, so a caller cannot pick it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_LIMIT_PER_IP } from './modules/feedback';
import { createTestApp, type TestApp } from './test/harness';

const feedback = {
  type: 'bug',
  category: 'ui/ux',
  message: 'A message.',
  metadata: { page: '/', userAgent: 'test', timestamp: '2026-01-01T00:00:00.000Z' },
};

describe('per-IP limits behind TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('hold when the caller writes a new first X-Forwarded-For hop on every request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FEEDBACK_LIMIT_PER_IP.limit; i++) {
      // The shape an appending proxy produces: the caller's own value, then the address it saw.
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` };
      statuses.push((await t.request('POST', '/api/feedback/submit', feedback, headers)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
