import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit';

describe('memory rate limit store', () => {
  it('allows up to the limit per window, then refuses with the time left', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    const rule = { limit: 2, windowMs: 10_000 };
    expect((await store.hit('a', rule)).allowed).toBe(true);
    expect(await store.hit('a', rule)).toMatchObject({ allowed: true, remaining: 0 });
    now += 2_500;
    expect(await store.hit('a', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 });
    expect((await store.hit('b', rule)).allowed).toBe(true);
    now += 7_500;
    expect((await store.hit('a', rule)).allowed).toBe(true);
  });

  it('sweeps expired windows when full', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now, 2);
    const rule = { limit: 1, windowMs: 100 };
    await store.hit('a', rule);
    await store.hit('b', rule);
    now = 200;
    await store.hit('c', rule);
    expect((await store.hit('a', rule)).allowed).toBe(true);
  });
});
