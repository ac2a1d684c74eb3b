import { healthSchema } from '@common/schemas/health';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonContent } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { createReachabilityProbe } from './probe';

const route = createRoute({
  method: 'get',
  path: '/',
  summary: 'Service health: version, database and Redis reachability',
  responses: {
    200: jsonContent(healthSchema, 'Healthy'),
    503: jsonContent(healthSchema, 'Database or Redis unreachable'),
  },
});

export function healthRoutes(deps: AppDeps) {
  const started = Date.now();
  const probe = createReachabilityProbe(() => deps.database.ping());
  const redis = deps.redis;
  const redisProbe = redis
    ? createReachabilityProbe(async () => {
        await redis.ping();
      })
    : null;
  return createRouter().openapi(route, async (c) => {
    const [database, cache] = await Promise.all([probe(), redisProbe?.()]);
    const healthy = database.reachable && (cache?.reachable ?? true);
    const body = {
      status: healthy ? ('ok' as const) : ('degraded' as const),
      version: deps.version,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      database: { kind: deps.database.kind, ...database },
      cache: cache
        ? { kind: 'redis' as const, reachable: cache.reachable }
        : { kind: 'in-process' as const, reachable: true },
    };
    c.header('Cache-Control', 'no-store');
    return healthy ? c.json(body, 200) : c.json(body, 503);
  });
}
