/**
 * Rate limits keyed by the caller: a signed-in user by their id and, more loosely (people share
 * addresses), by their IP as well, so that many accounts from one address cannot multiply the limit; a
 * visitor by the IP alone.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import { clientIp } from '../../http/middleware';
import { TooManyRequests } from '../../lib/errors';
import type { RateLimitResult, RateLimitRule, RateLimitStore } from '../../lib/rate-limit';

/** How many people's worth of traffic one IP may carry for signed-in callers. */
export const SIGNED_IN_PER_IP_FACTOR = 10;

export async function hitCallerLimit(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule,
  c: Context<AppEnv>,
): Promise<RateLimitResult> {
  const user = c.get('user');
  const ip = clientIp(c);
  if (!user) return store.hit(`${name}:ip:${ip}`, rule);
  const byUser = await store.hit(`${name}:user:${user.id}`, rule);
  const byIp = await store.hit(`${name}:ip-users:${ip}`, {
    ...rule,
    limit: rule.limit * SIGNED_IN_PER_IP_FACTOR,
  });
  return byUser.allowed && !byIp.allowed ? byIp : byUser;
}

/** Counts one call of the caller and refuses it with `message` (429) when over the limit. */
export async function enforceCallerLimit(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule,
  c: Context<AppEnv>,
  message: string,
): Promise<RateLimitResult> {
  const result = await hitCallerLimit(store, name, rule, c);
  if (!result.allowed) throw new TooManyRequests(message, result.retryAfterSeconds);
  return result;
}

export function callerRateLimit(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule,
  message = 'Too many requests. Please slow down and try again shortly.',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await hitCallerLimit(store, name, rule, c);
    c.header('RateLimit-Limit', String(rule.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    if (!result.allowed) throw new TooManyRequests(message, result.retryAfterSeconds);
    return next();
  };
}
