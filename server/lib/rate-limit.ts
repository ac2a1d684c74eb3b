/**
 * Fixed-window rate limiting. The in-memory store serves one process; a Redis store (same interface)
 * shares limits across processes when REDIS_URL is set.
 */
export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit against key and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

/**
 * The one rate-limit core: counts a hit of `key` against `rule` in `store`. Services call it directly
 * (auth's per-e-mail limits); routes use the `limit()` middleware in server/http/rate-limit.ts.
 */
export function hitLimit(store: RateLimitStore, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  return store.hit(key, rule);
}

export function createMemoryRateLimitStore(now: () => number = Date.now, maxKeys = 100_000): RateLimitStore {
  const windows = new Map<string, { resetAt: number; count: number }>();
  const sweep = (at: number) => {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  };
  return {
    async hit(key, rule) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        if (windows.size >= maxKeys) sweep(at);
        w = { resetAt: at + rule.windowMs, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - w.count),
        retryAfterSeconds: allowed ? 0 : Math.ceil((w.resetAt - at) / 1000),
      };
    },
  };
}
