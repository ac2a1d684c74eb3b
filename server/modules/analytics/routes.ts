import { trackAnalyticsResponseSchema, trackAnalyticsSchema } from '@common/schemas/analytics';
import { performanceQuerySchema, performanceSchema } from '@common/schemas/performance';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { serviceContext, signedInContext } from '../../service-context';
import { performance, performanceCsv } from './performance';
import { recordAnalyticsEvent } from './service';

/** Per client IP and minute (ANALYTICS_LIMIT_PER_IP, default 120): generous for page views and errors, tight enough to stop a flood. */
const ANALYTICS_WINDOW_MS = 60_000;

const track = createRoute({
  method: 'post',
  path: '/track',
  summary: 'Record an analytics event (general or chat-usage shape)',
  request: jsonBody(trackAnalyticsSchema),
  responses: {
    201: jsonContent(trackAnalyticsResponseSchema, 'Stored'),
    ...errorResponses(400, 403, 429),
  },
});

const performanceRoute = createRoute({
  method: 'get',
  path: '/performance',
  summary:
    "Performance of the caller's agents and workflows over a range: totals, per version, over time, top errors, two versions compared",
  request: { query: performanceQuerySchema },
  responses: { 200: jsonContent(performanceSchema, 'Performance'), ...errorResponses(400, 401, 404) },
});

const performanceCsvRoute = createRoute({
  method: 'get',
  path: '/performance.csv',
  summary: 'The per-version performance table as CSV',
  request: { query: performanceQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401, 404),
  },
});

export function analyticsRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use(
    '/track',
    limit({
      name: 'analytics',
      by: 'ip',
      rule: { limit: deps.config.analyticsLimitPerIp, windowMs: ANALYTICS_WINDOW_MS },
    }),
  );
  router.openapi(performanceRoute, async (c) =>
    c.json(await performance(signedInContext(deps, c), c.req.valid('query')), 200),
  );
  router.openapi(performanceCsvRoute, async (c) => {
    const query = c.req.valid('query');
    const csv = performanceCsv(await performance(signedInContext(deps, c), query));
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="aiz-performance-${query.range}.csv"`);
    return c.body(csv, 200);
  });
  return router.openapi(track, async (c) => {
    // Who sent it is the session's word (ctx.user), never the payload's.
    const { id } = await recordAnalyticsEvent(serviceContext(deps, c), {
      event: c.req.valid('json'),
      userAgent: c.req.header('user-agent'),
    });
    return c.json({ success: true as const, id }, 201);
  });
}
