import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { Forbidden } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { RateLimitStore } from '../lib/rate-limit';
import type { TrustProxy } from '../lib/trust-proxy';
import type { AppEnv } from './context';

/** Auth imports clientIp from here; it lives in client-ip.ts. */
export { clientIp } from './client-ip';

export interface RequestContextOptions {
  logger: Logger;
  trustProxy: TrustProxy;
  rateLimits: RateLimitStore;
}

/** Request id, client IP and a structured access log line per API request. */
export function requestContext({
  logger,
  trustProxy,
  rateLimits,
}: RequestContextOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('trustProxy', trustProxy);
    c.set('rateLimits', rateLimits);
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
