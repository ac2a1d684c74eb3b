import {
  initializeOnboardingSchema,
  onboardingPreferencesResponseSchema,
  onboardingProgressOnlySchema,
  onboardingProgressUpdateSchema,
  onboardingStatusSchema,
  onboardingWithStepsSchema,
  skipOnboardingSchema,
  updateOnboardingPreferencesSchema,
  updateOnboardingProgressSchema,
} from '@common/schemas/onboarding';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import {
  completeOnboarding,
  getOnboardingStatus,
  initializeOnboarding,
  recordStepProgress,
  restartOnboarding,
  skipOnboarding,
  updateOnboardingPreferences,
} from './service';

/** Writes per signed-in user: a whole tour is about 20 calls; this stops a runaway client. */
export const ONBOARDING_WRITE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

const statusRoute = createRoute({
  method: 'get',
  path: '/status',
  summary: 'The signed-in user’s tour progress (404 before the first initialise)',
  responses: {
    200: jsonContent(onboardingStatusSchema, 'Progress and the tour'),
    ...errorResponses(401, 404),
  },
});

const initializeRoute = createRoute({
  method: 'post',
  path: '/initialize',
  summary: 'Start the tour at its first step (idempotent)',
  request: jsonBody(initializeOnboardingSchema),
  responses: {
    200: jsonContent(onboardingWithStepsSchema, 'Progress and the tour'),
    ...errorResponses(400, 401, 403, 429),
  },
});

const progressRoute = createRoute({
  method: 'put',
  path: '/progress',
  summary: 'Record the current step, optionally as completed',
  request: jsonBody(updateOnboardingProgressSchema),
  responses: {
    200: jsonContent(onboardingProgressUpdateSchema, 'Progress, percentage and the step after this one'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const skipRoute = createRoute({
  method: 'post',
  path: '/skip',
  summary: 'Skip the tour',
  request: jsonBody(skipOnboardingSchema),
  responses: {
    200: jsonContent(onboardingProgressOnlySchema, 'Progress'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const restartRoute = createRoute({
  method: 'post',
  path: '/restart',
  summary: 'Back to the first step at 0 % (starts the tour if there was none)',
  responses: {
    200: jsonContent(onboardingWithStepsSchema, 'Progress and the tour'),
    ...errorResponses(401, 403, 429),
  },
});

const preferencesRoute = createRoute({
  method: 'put',
  path: '/preferences',
  summary: 'Replace the tour preferences',
  request: jsonBody(updateOnboardingPreferencesSchema),
  responses: {
    200: jsonContent(onboardingPreferencesResponseSchema, 'The stored preferences'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/complete',
  summary: 'Mark every step done (100 %)',
  responses: {
    200: jsonContent(onboardingProgressOnlySchema, 'Progress'),
    ...errorResponses(401, 403, 404, 429),
  },
});

export function onboardingRoutes(deps: AppDeps) {
  const router = createRouter();
  const contextOf = (c: Context<AppEnv>) => signedInContext(deps, c);
  // Writes only, per signed-in user; a signed-out caller is not counted and gets requireUser's 401.
  router.on(
    ['POST', 'PUT'],
    '*',
    limit({
      name: 'onboarding:user',
      by: (c) => c.get('user')?.id ?? null,
      rule: ONBOARDING_WRITE_LIMIT,
      message: 'Too many onboarding updates. Please wait a moment.',
    }),
  );

  return router
    .openapi(statusRoute, async (c) => c.json(await getOnboardingStatus(contextOf(c)), 200))
    .openapi(initializeRoute, async (c) =>
      c.json(await initializeOnboarding(contextOf(c), c.req.valid('json')), 200),
    )
    .openapi(progressRoute, async (c) =>
      c.json(await recordStepProgress(contextOf(c), c.req.valid('json')), 200),
    )
    .openapi(skipRoute, async (c) =>
      c.json(await skipOnboarding(contextOf(c), c.req.valid('json').reason), 200),
    )
    .openapi(restartRoute, async (c) => c.json(await restartOnboarding(contextOf(c)), 200))
    .openapi(preferencesRoute, async (c) =>
      c.json(await updateOnboardingPreferences(contextOf(c), c.req.valid('json').preferences), 200),
    )
    .openapi(completeRoute, async (c) => c.json(await completeOnboarding(contextOf(c)), 200));
}
