/**
 * Rate limits shared by every web process through Redis: one fixed window per key, counted with an
 * atomic INCR that sets the window's expiry on its first hit.
 */
import type { Redis } from 'ioredis';
import type { RateLimitRule, RateLimitStore } from './rate-limit';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export function createRedisRateLimitStore(redis: Redis, prefix = 'aiz:rl:'): RateLimitStore {
  return {
    async hit(key: string, rule: RateLimitRule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(rule.windowMs))) as [
        number,
        number,
      ];
      const allowed = count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
  };
}
