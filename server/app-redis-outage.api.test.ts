/**
 * D3: with REDIS_URL pointing at nothing, requests that count rate limits neither hang nor fail, the
 * limits still hold per process, the outage is logged once, and health says degraded.
 */
import { createServer } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './lib/logger';
import { connectRedis } from './lib/redis';
import { createRedisRateLimitStore } from './lib/redis-rate-limit';
import { FEEDBACK_LIMIT_PER_USER } from './modules/feedback';
import { createSignedInUser } from './test/fixtures';
import { createTestApp, type TestApp } from './test/harness';

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Redis unreachable', () => {
  let t: TestApp;
  let redis: Redis;
  const lines: string[] = [];

  beforeAll(async () => {
    const logger = createLogger('warn', {}, (line) => lines.push(line));
    redis = connectRedis(`redis://127.0.0.1:${await closedPort()}`, logger);
    t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      logger,
      redis,
      rateLimits: createRedisRateLimitStore(redis, { logger }),
    });
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  const feedback = {
    type: 'bug',
    category: 'ui/ux',
    message: 'Works without Redis.',
    metadata: { page: '/', userAgent: 'test', timestamp: '2026-01-01T00:00:00.000Z' },
  };

  it('answers sign-in, chat and feedback as usual', async () => {
    const signIn = await t.request('POST', '/api/auth/send-verification', {
      email: 'nobody@example.com',
      type: 'signin',
    });
    expect(signIn.status).toBe(200);
    const chat = await t.request('POST', '/api/ai/enhanced/chat', {
      messages: [{ role: 'user', content: 'What is AIZ?' }],
    });
    expect(chat.status).toBe(200);
    expect((await t.request('POST', '/api/feedback/submit', feedback)).status).toBe(201);
  });

  it('still limits, per process', async () => {
    const user = await createSignedInUser(t, { username: 'limited' });
    const statuses: number[] = [];
    for (let i = 0; i <= FEEDBACK_LIMIT_PER_USER.limit; i++) {
      const headers = { cookie: user.cookie, 'x-forwarded-for': `198.51.100.${i + 2}` };
      statuses.push((await t.request('POST', '/api/feedback/submit', feedback, headers)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
  });

  it('logs the fallback once, not per request', () => {
    const fallbacks = lines.filter((l) => l.includes('rate limits fall back to this process'));
    expect(fallbacks).toHaveLength(1);
  });

  it('reports degraded health', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      cache: { kind: 'redis', reachable: false },
    });
  });
});
