import {
  FEEDBACK_SESSION_ID_MAX,
  feedbackSubmissionSchema,
  feedbackSubmittedSchema,
} from '@common/schemas/feedback';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context';
import { rateLimit } from '../../http/middleware';
import { createRouter, errorResponses } from '../../http/router';
import { TooManyRequests } from '../../lib/errors';
import type { RateLimitRule } from '../../lib/rate-limit';
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
    body: { required: true, content: { 'application/json': { schema: feedbackSubmissionSchema } } },
  },
  responses: {
    201: { description: 'Stored', content: { 'application/json': { schema: feedbackSubmittedSchema } } },
    ...errorResponses(400, 403, 429),
  },
});

function limitPerUser(deps: AppDeps, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return next();
    const result = await deps.rateLimits.hit(`feedback:user:${user.id}`, rule);
    if (!result.allowed) {
      throw new TooManyRequests(
        'Too many feedback messages. Please try again in a few minutes.',
        result.retryAfterSeconds,
      );
    }
    return next();
  };
}

export function feedbackRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/submit', rateLimit(deps.rateLimits, 'feedback', FEEDBACK_LIMIT_PER_IP));
  router.use('/submit', limitPerUser(deps, FEEDBACK_LIMIT_PER_USER));
  return router.openapi(submitRoute, async (c) => {
    const { feedbackId } = await submitFeedback(deps.database.db, c.req.valid('json'), {
      userId: c.get('user')?.id ?? null,
      sessionId: c.req.valid('header')['x-session-id'] ?? null,
      now: deps.now(),
    });
    return c.json({ success: true as const, feedbackId }, 201);
  });
}
