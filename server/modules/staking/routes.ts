/**
 * /api/staking: the pool's figures (anyone), the signed-in person's stakes, stake / unstake / claim /
 * compound (signed in, with an optional Idempotency-Key), and funding the rewards pool (administrators).
 */
import {
  compoundRequestSchema,
  fundRewardsRequestSchema,
  fundRewardsResultSchema,
  myStakingSchema,
  positionIdParamSchema,
  stakeRequestSchema,
  stakingPoolSchema,
  stakingResultSchema,
  stakingTestClockSchema,
} from '@common/schemas/staking';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/guards';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { serviceContext, signedInContext } from '../../service-context';
import { claim, compound, fundRewards, readMyStaking, readPool, stake, unstake } from './service';

const tags = ['Staking'];

export const STAKING_WRITE_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200, 'An Idempotency-Key has at most 200 characters.')
    .optional()
    .describe('The same key again answers the first result and moves no AIZ again'),
});

const writeResponses = (what: string) => ({
  201: jsonContent(stakingResultSchema, what),
  200: jsonContent(stakingResultSchema, 'What an earlier request with this Idempotency-Key did'),
  ...errorResponses(400, 401, 404, 409, 429),
});

const poolRoute = createRoute({
  tags,
  method: 'get',
  path: '/',
  summary: 'The staking pool: total stake, emission, the variable APR, the rewards pool and its fundings',
  responses: { 200: jsonContent(stakingPoolSchema, 'The pool') },
});

const meRoute = createRoute({
  tags,
  method: 'get',
  path: '/me',
  summary: "The signed-in person's stakes, claimable rewards and staking history",
  responses: { 200: jsonContent(myStakingSchema, 'Their staking'), ...errorResponses(401) },
});

const stakeRoute = createRoute({
  tags,
  method: 'post',
  path: '/stake',
  summary: 'Stake AIZ from the balance with a lock (flexible, 30 or 90 days; longer locks weigh more)',
  request: { headers: idempotencyHeader, ...jsonBody(stakeRequestSchema) },
  responses: writeResponses('Staked'),
});

const unstakeRoute = createRoute({
  tags,
  method: 'post',
  path: '/positions/{id}/unstake',
  summary: 'Unstake a whole stake back to the balance (409 with the unlock date while it is locked)',
  request: { headers: idempotencyHeader, params: positionIdParamSchema },
  responses: writeResponses('Unstaked'),
});

const claimRoute = createRoute({
  tags,
  method: 'post',
  path: '/claim',
  summary: 'Claim every earned reward into the balance (409 when there is none)',
  request: { headers: idempotencyHeader },
  responses: writeResponses('Claimed'),
});

const compoundRoute = createRoute({
  tags,
  method: 'post',
  path: '/compound',
  summary: 'Claim every earned reward straight into a new stake with the given lock',
  request: { headers: idempotencyHeader, ...jsonBody(compoundRequestSchema) },
  responses: writeResponses('Compounded'),
});

const fundRoute = createRoute({
  tags,
  method: 'post',
  path: '/fund',
  summary:
    'Administrators: move AIZ from the treasury to the rewards pool, emitted evenly over the days given',
  request: { headers: idempotencyHeader, ...jsonBody(fundRewardsRequestSchema) },
  responses: {
    201: jsonContent(fundRewardsResultSchema, 'Funded'),
    200: jsonContent(fundRewardsResultSchema, 'What an earlier request with this Idempotency-Key did'),
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

const testClockRoute = createRoute({
  tags,
  method: 'post',
  path: '/test-clock',
  summary: 'Tests only (NODE_ENV=test): move the staking clock forward, so browser tests see rewards accrue',
  request: jsonBody(stakingTestClockSchema),
  responses: {
    200: jsonContent(z.object({ now: z.string() }), 'The staking clock now'),
    ...errorResponses(401),
  },
});

/** Mounted at /api/staking. */
export function stakingRoutes(deps: AppDeps) {
  // The browser tests share one server with other test files: they move only staking's clock forward.
  let offsetMs = 0;
  const now = () => new Date(deps.now().getTime() + offsetMs);
  const ctxOf = (c: Parameters<typeof serviceContext>[1]) => ({ ...serviceContext(deps, c), now });
  const signedIn = (c: Parameters<typeof serviceContext>[1]) => ({ ...signedInContext(deps, c), now });
  const key = (c: { req: { valid(target: 'header'): { 'idempotency-key'?: string | undefined } } }) =>
    c.req.valid('header')['idempotency-key'] ?? null;
  const status = (replayed: boolean) => (replayed ? 200 : 201);

  const router = createRouter();
  router.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  router.post('*', limit({ name: 'staking:write', by: 'user', rule: STAKING_WRITE_LIMIT }));
  // Before validation, as /api/admin: a visitor learns nothing about the route but that it needs an administrator.
  router.use('/fund', async (c, next) => {
    requireAdmin(c);
    await next();
  });
  if (deps.config.nodeEnv === 'test') {
    router.openapi(testClockRoute, async (c) => {
      signedInContext(deps, c);
      offsetMs += c.req.valid('json').advanceSeconds * 1000;
      return c.json({ now: now().toISOString() }, 200);
    });
  }
  return router
    .openapi(poolRoute, async (c) => c.json(await readPool(ctxOf(c)), 200))
    .openapi(meRoute, async (c) => c.json(await readMyStaking(signedIn(c)), 200))
    .openapi(stakeRoute, async (c) => {
      const result = await stake(signedIn(c), c.req.valid('json'), key(c));
      return c.json(result, status(result.replayed));
    })
    .openapi(unstakeRoute, async (c) => {
      const result = await unstake(signedIn(c), c.req.valid('param').id, key(c));
      return c.json(result, status(result.replayed));
    })
    .openapi(claimRoute, async (c) => {
      const result = await claim(signedIn(c), key(c));
      return c.json(result, status(result.replayed));
    })
    .openapi(compoundRoute, async (c) => {
      const result = await compound(signedIn(c), c.req.valid('json'), key(c));
      return c.json(result, status(result.replayed));
    })
    .openapi(fundRoute, async (c) => {
      const result = await fundRewards(signedIn(c), c.req.valid('json'), key(c));
      return c.json(result, status(result.replayed));
    });
}
