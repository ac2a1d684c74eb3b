/**
 * The rate-limit store of an API test app. Tests that are not about limits ask for `'unlimited'`, so
 * they need no fake client addresses or clock jumps to stay under them; a test about a limit turns
 * real limits on for itself with `t.enforceRateLimits()`.
 */
import { onTestFinished } from 'vitest';
import { createMemoryRateLimitStore, type RateLimitStore } from '../lib/rate-limit';

export type TestRateLimits = 'enforced' | 'unlimited';

export const unlimitedRateLimitStore: RateLimitStore = {
  hit: async (_key, rule) => ({ allowed: true, remaining: rule.limit, retryAfterSeconds: 0 }),
};

export interface SwitchableRateLimits {
  store: RateLimitStore;
  /** Real limits (a fresh in-memory store on the test clock) until the running test ends. */
  enforceForThisTest(): void;
}

export function switchableRateLimits(initial: TestRateLimits, now: () => number): SwitchableRateLimits {
  const base = initial === 'unlimited' ? unlimitedRateLimitStore : createMemoryRateLimitStore(now);
  let current = base;
  return {
    store: { hit: (key, rule) => current.hit(key, rule) },
    enforceForThisTest() {
      current = createMemoryRateLimitStore(now);
      onTestFinished(() => {
        current = base;
      });
    },
  };
}
