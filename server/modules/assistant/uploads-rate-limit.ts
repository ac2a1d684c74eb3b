/** Rate limits keyed by the caller: the signed-in user, else the client IP. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import { clientIp } from '../../http/middleware';
import { TooManyRequests } from '../../lib/errors';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit';

export function callerRateLimit(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule,
  message = 'Too many requests. Please slow down and try again shortly.',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const key = user ? `${name}:user:${user.id}` : `${name}:ip:${clientIp(c)}`;
    const result = await store.hit(key, rule);
    c.header('RateLimit-Limit', String(rule.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    if (!result.allowed) throw new TooManyRequests(message, result.retryAfterSeconds);
    return next();
  };
}
