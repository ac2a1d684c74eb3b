import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { Forbidden, TooManyRequests } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { RateLimitRule, RateLimitStore } from '../lib/rate-limit';
import type { AppEnv } from './context';

/** Request id, client IP and a structured access log line per API request. */
export function requestContext(logger: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('trustProxy', trustProxy);
    c.set('log', logger);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      logger.info('request', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

/** The caller's IP: the socket's peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('trustProxy')) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local'; // requests made in-process (tests) have no socket
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing API request: a browser always sends Origin (or at least
 * Sec-Fetch-Site) on such requests, and it must be our own origin. Requests with neither header come
 * from non-browser clients, which cannot ride a victim's cookies.
 */
export function sameOriginOnly(publicOrigin: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const own = publicOrigin ?? new URL(c.req.url).origin;
      const host = c.req.header('host');
      const matchesHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
      if (origin !== own && !(publicOrigin === undefined && matchesHost)) {
        throw new Forbidden('Cross-site request refused.');
      }
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new Forbidden('Cross-site request refused.');
    }
    return next();
  };
}

/** Limits requests per client IP (and per user once sessions exist) for one named route group. */
export function rateLimit(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await store.hit(`${name}:${clientIp(c)}`, rule);
    c.header('RateLimit-Limit', String(rule.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    if (!result.allowed) {
      throw new TooManyRequests(
        'Too many requests. Please slow down and try again shortly.',
        result.retryAfterSeconds,
      );
    }
    return next();
  };
}
