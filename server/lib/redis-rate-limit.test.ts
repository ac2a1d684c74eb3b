import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from './redis-rate-limit';

const url = process.env.TEST_REDIS_URL;

describe.runIf(url)('Redis rate limit store (TEST_REDIS_URL)', () => {
  const redis = new Redis(url!, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const prefix = `aiz:test:${randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares one window between two stores (two web processes)', async () => {
    const a = createRedisRateLimitStore(redis, { prefix });
    const b = createRedisRateLimitStore(redis.duplicate(), { prefix });
    const rule = { limit: 3, windowMs: 60_000 };
    expect((await a.hit('ip', rule)).allowed).toBe(true);
    expect((await b.hit('ip', rule)).allowed).toBe(true);
    expect(await a.hit('ip', rule)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await b.hit('ip', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('opens a new window when the old one expires', async () => {
    const store = createRedisRateLimitStore(redis, { prefix });
    const rule = { limit: 1, windowMs: 150 };
    expect((await store.hit('short', rule)).allowed).toBe(true);
    expect((await store.hit('short', rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect((await store.hit('short', rule)).allowed).toBe(true);
  });
});
