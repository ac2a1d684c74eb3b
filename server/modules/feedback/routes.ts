import {
  FEEDBACK_SESSION_ID_MAX,
  feedbackSubmissionSchema,
  feedbackSubmittedSchema,
} from '@common/schemas/feedback';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { serviceContext } from '../../service-context';
import { submitFeedback } from './service';

/** Per client IP (shared offices get some room) and, when signed in, per user. */
export const FEEDBACK_LIMIT_PER_IP: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };
export const FEEDBACK_LIMIT_PER_USER: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

const submitRoute = createRoute({
  method: 'post',
  path: '/submit',
  summary: 'Submit feedback (signed in or out)',
  request: {
    headers: z.object({
      'x-session-id': z
        .string()
        .trim()
        .min(1)
        .max(FEEDBACK_SESSION_ID_MAX)
        .optional()
        .openapi({ description: "The client's analytics session id" }),
    }),
    ...jsonBody(feedbackSubmissionSchema),
  },
  responses: {
    201: jsonContent(feedbackSubmittedSchema, 'Stored'),
    ...errorResponses(400, 403, 429),
  },
});

export function feedbackRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/submit', limit({ name: 'feedback', by: 'ip', rule: FEEDBACK_LIMIT_PER_IP }));
  router.use(
    '/submit',
    limit({
      name: 'feedback:user',
      by: (c) => c.get('user')?.id ?? null,
      rule: FEEDBACK_LIMIT_PER_USER,
      message: 'Too many feedback messages. Please try again in a few minutes.',
    }),
  );
  return router.openapi(submitRoute, async (c) => {
    const { feedbackId } = await submitFeedback(serviceContext(deps, c), {
      submission: c.req.valid('json'),
      sessionId: c.req.valid('header')['x-session-id'] ?? null,
    });
    return c.json({ success: true as const, feedbackId }, 201);
  });
}
