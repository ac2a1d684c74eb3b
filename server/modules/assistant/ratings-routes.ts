/** POST /api/ai-assistant/rate (SPEC §7): thumbs up, down, or cleared, per message and chat session. */
import { rateMessageSchema } from '@common/schemas/assistant';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { AppRouter } from '../../http/context';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { serviceContext } from '../../service-context';
import { rateMessage } from './ratings-service';

/** Per user (or IP when signed out): plenty for toggling, not for flooding. */
export const RATING_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const rate = createRoute({
  method: 'post',
  path: '/rate',
  summary: 'Rate an assistant message (positive, negative, or null to clear)',
  request: jsonBody(rateMessageSchema),
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Stored'),
    ...errorResponses(400, 403, 429),
  },
});

export function ratingRoutes(deps: AppDeps): AppRouter {
  const router = createRouter();
  router.use('/rate', limit({ name: 'assistant-rate', by: 'user', rule: RATING_RATE_LIMIT }));
  router.openapi(rate, async (c) => {
    await rateMessage(serviceContext(deps, c), c.req.valid('json'));
    return c.json({ success: true as const }, 200);
  });
  return router;
}
