/**
 * The one rate-limit middleware. Every limited route declares
 * `limit({ name, by, rule, message })`; services that must count inside their own logic call
 * `hitLimit(store, key, rule)` from lib/rate-limit. The store (memory, or Redis when REDIS_URL is set)
 * comes from the request context.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { TooManyRequests } from '../lib/errors';
import { hitLimit, type RateLimitResult, type RateLimitRule } from '../lib/rate-limit';
import { clientIp } from './client-ip';
import type { AppEnv } from './context';

export { hitLimit } from '../lib/rate-limit';

/** How many people's worth of traffic one IP may carry for signed-in callers (offices share an IP). */
export const SIGNED_IN_PER_IP_FACTOR = 10;

/**
 * What a limit counts per:
 * - 'ip': the client address;
 * - 'user': the signed-in user (and, ten times as loosely, all signed-in users behind one IP, so many
 *   accounts cannot multiply the limit); the IP when signed out;
 * - 'apiKey': the bearer credential the request carries (its IP when it carries none);
 * - a function: its key, or null to not count this request.
 */
export type LimitBy = 'ip' | 'user' | 'apiKey' | ((c: Context<AppEnv>) => string | null);

export interface LimitOptions {
  name: string;
  by: LimitBy;
  rule: RateLimitRule;
  /** The 429 message; the generic one when omitted. */
  message?: string;
}

export const DEFAULT_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again shortly.';

function bearerOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  // Hashed: a credential must not become a readable key in Redis.
  return match ? createHash('sha256').update(match[1]!).digest('base64url').slice(0, 22) : null;
}

async function hitFor(c: Context<AppEnv>, { name, by, rule }: LimitOptions): Promise<RateLimitResult | null> {
  const store = c.get('rateLimits');
  if (typeof by === 'function') {
    const key = by(c);
    return key === null ? null : hitLimit(store, `${name}:${key}`, rule);
  }
  const ip = clientIp(c);
  if (by === 'apiKey') {
    const key = bearerOf(c);
    return hitLimit(store, key ? `${name}:key:${key}` : `${name}:ip:${ip}`, rule);
  }
  const user = by === 'user' ? c.get('user') : null;
  if (!user) return hitLimit(store, `${name}:ip:${ip}`, rule);
  const byUser = await hitLimit(store, `${name}:user:${user.id}`, rule);
  const byIp = await hitLimit(store, `${name}:ip-users:${ip}`, {
    ...rule,
    limit: rule.limit * SIGNED_IN_PER_IP_FACTOR,
  });
  return byUser.allowed && !byIp.allowed ? byIp : byUser;
}

/** Counts one request and refuses it with 429 (and Retry-After) when it is over the limit. */
export async function enforceLimit(c: Context<AppEnv>, options: LimitOptions): Promise<void> {
  const result = await hitFor(c, options);
  if (!result) return;
  c.header('RateLimit-Limit', String(options.rule.limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  if (!result.allowed) {
    throw new TooManyRequests(options.message ?? DEFAULT_LIMIT_MESSAGE, result.retryAfterSeconds);
  }
}

/** The middleware form of enforceLimit: `router.use('/path', limit({...}))`. */
export function limit(options: LimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(c, options);
    return next();
  };
}
