/**
 * The owner's side of the leads (mounted at /api/solar): their leads and their weekly open slots. Signed in;
 * /api's same-origin check applies; the write is rate limited per user. Homeowners never call these: they
 * book through Solara, which calls the services.
 */
import {
  solarAvailabilitySchema,
  solarLeadListQuerySchema,
  solarLeadListSchema,
  solarLeadSchema,
} from '@common/schemas/solar-leads';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { getAvailability, setAvailability } from './availability';
import { getLead, listLeads } from './list-leads';

/** Saving one's week is a handful of edits; this bounds a script. */
export const SOLAR_AVAILABILITY_WRITE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const tags = ['Solar'];
const leadParam = z.object({ id: z.uuid('That is not a lead id.') });

const listLeadsRoute = createRoute({
  tags,
  method: 'get',
  path: '/leads',
  summary: "The caller's solar leads, newest first (since a time, when given)",
  request: { query: solarLeadListQuerySchema },
  responses: { 200: jsonContent(solarLeadListSchema, 'The leads'), ...errorResponses(400, 401) },
});

const getLeadRoute = createRoute({
  tags,
  method: 'get',
  path: '/leads/{id}',
  summary: 'One of the caller’s solar leads in full: answers, estimate, transcript, consent, appointments',
  request: { params: leadParam },
  responses: { 200: jsonContent(solarLeadSchema, 'The lead'), ...errorResponses(400, 401, 404) },
});

const getAvailabilityRoute = createRoute({
  tags,
  method: 'get',
  path: '/availability',
  summary: "The caller's weekly consultation windows",
  responses: { 200: jsonContent(solarAvailabilitySchema, 'The windows'), ...errorResponses(401) },
});

const putAvailabilityRoute = createRoute({
  tags,
  method: 'put',
  path: '/availability',
  summary: "Replace the caller's weekly consultation windows (an empty list closes every slot)",
  request: jsonBody(solarAvailabilitySchema),
  responses: {
    200: jsonContent(solarAvailabilitySchema, 'The windows as saved'),
    ...errorResponses(400, 401, 429),
  },
});

/** Mounted at /api/solar beside the estimate. */
export function solarLeadRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(
    ['PUT'],
    '/availability',
    limit({ name: 'solar:availability', by: 'user', rule: SOLAR_AVAILABILITY_WRITE_LIMIT }),
  );
  return router
    .openapi(listLeadsRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const { since } = c.req.valid('query');
      const leads = await listLeads(ctx, ctx.user.id, since ? { since: new Date(since) } : {});
      return c.json({ leads }, 200);
    })
    .openapi(getLeadRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      return c.json(await getLead(ctx, ctx.user.id, c.req.valid('param').id), 200);
    })
    .openapi(getAvailabilityRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      return c.json(await getAvailability(ctx, ctx.user.id), 200);
    })
    .openapi(putAvailabilityRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      return c.json(await setAvailability(ctx, ctx.user.id, c.req.valid('json').rows), 200);
    });
}
