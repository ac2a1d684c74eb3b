import { trackAnalyticsResponseSchema, trackAnalyticsSchema } from '@common/schemas/analytics';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { serviceContext } from '../../service-context';
import { recordAnalyticsEvent } from './service';

/** Per client IP: generous for page views and errors, tight enough to stop a flood. */
export const ANALYTICS_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

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

export function analyticsRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/track', limit({ name: 'analytics', by: 'ip', rule: ANALYTICS_RATE_LIMIT }));
  return router.openapi(track, async (c) => {
    // Who sent it is the session's word (ctx.user), never the payload's.
    const { id } = await recordAnalyticsEvent(serviceContext(deps, c), {
      event: c.req.valid('json'),
      userAgent: c.req.header('user-agent'),
    });
    return c.json({ success: true as const, id }, 201);
  });
}
