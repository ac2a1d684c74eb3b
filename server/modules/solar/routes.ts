/**
 * The solar API: POST /estimate, public (no sign-in), rate limited per client IP. The widget and the agent
 * call it; the model is common/solar, the weather the module's own file.
 */
import { solarEstimateRequestSchema, solarEstimateSchema } from '@common/schemas/solar';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { estimate } from './estimate';
import { solaraRoutes } from './solara';

/** A person tries a handful of places and sizes; this bounds a script (each estimate is ~10 ms of CPU). */
export const SOLAR_ESTIMATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const estimateRoute = createRoute({
  tags: ['Solar'],
  method: 'post',
  path: '/estimate',
  summary:
    'Estimate a solar system for a place: production (PVWatts v8-style), size from a bill, savings, CO2',
  request: jsonBody(solarEstimateRequestSchema),
  responses: {
    200: jsonContent(solarEstimateSchema, 'The estimate, with its station and every assumption'),
    ...errorResponses(400, 429),
  },
});

export function solarRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use(
    '/estimate',
    limit({
      name: 'solar-estimate',
      by: 'ip',
      rule: SOLAR_ESTIMATE_LIMIT,
      message: 'Too many estimates from here. Please try again in a few minutes.',
    }),
  );
  router.route('/solara', solaraRoutes(deps));
  return router.openapi(estimateRoute, (c) => c.json(estimate({ now: deps.now }, c.req.valid('json')), 200));
}
