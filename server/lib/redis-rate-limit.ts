/**
 * Rate limits shared by every web process through Redis: one fixed window per key, counted with an
 * atomic INCR that sets the window's expiry on its first hit. While Redis cannot be reached, each
 * process counts in its own memory (limits hold per process, not across them) and says so once per
 * outage in the log; a request never waits for Redis nor fails because of it.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import { createMemoryRateLimitStore, type RateLimitRule, type RateLimitStore } from './rate-limit';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export interface RedisRateLimitOptions {
  prefix?: string;
  logger?: Logger;
  /** Where hits are counted while Redis is unreachable. */
  fallback?: RateLimitStore;
}

export function createRedisRateLimitStore(
  redis: Pick<Redis, 'eval'>,
  { prefix = 'aiz:rl:', logger, fallback = createMemoryRateLimitStore() }: RedisRateLimitOptions = {},
): RateLimitStore {
  let outage = false;
  return {
    async hit(key: string, rule: RateLimitRule) {
      let reply: [number, number];
      try {
        reply = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(rule.windowMs))) as [
          number,
          number,
        ];
      } catch (err) {
        if (!outage) {
          outage = true;
          logger?.warn('rate limits fall back to this process: Redis is unreachable', {
            err: err instanceof Error ? err.message : String(err),
          });
        }
        return fallback.hit(key, rule);
      }
      if (outage) logger?.info('rate limits are shared through Redis again');
      outage = false;
      const [count, ttl] = reply;
      const allowed = count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
  };
}
