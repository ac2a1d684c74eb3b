/**
 * The owner's side of the leads (mounted at /api/solar): their leads and their weekly open slots. Signed in;
 * /api's same-origin check applies; the write is rate limited per user. Homeowners never call these: they
 * book through Solara, which calls the services.
 */
import {
  type SolarOwnerScope,
  solarAvailabilitySchema,
  solarLeadListQuerySchema,
  solarLeadListSchema,
  solarLeadSchema,
  solarOwnerQuerySchema,
} from '@common/schemas/solar-leads';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../http/context';
import { requireAdmin } from '../../../http/guards';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { type SignedInContext, signedInContext } from '../../../service-context';
import { officialOwnerId } from '../solara/official-owner';
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
  summary:
    "The caller's solar leads, newest first (since a time, when given); owner=platform: the platform's own Solara's (admins)",
  request: { query: solarLeadListQuerySchema },
  responses: { 200: jsonContent(solarLeadListSchema, 'The leads'), ...errorResponses(400, 401) },
});

const getLeadRoute = createRoute({
  tags,
  method: 'get',
  path: '/leads/{id}',
  summary: 'One of the caller’s solar leads in full: answers, estimate, transcript, consent, appointments',
  request: { params: leadParam, query: solarOwnerQuerySchema },
  responses: { 200: jsonContent(solarLeadSchema, 'The lead'), ...errorResponses(400, 401, 403, 404) },
});

const getAvailabilityRoute = createRoute({
  tags,
  method: 'get',
  path: '/availability',
  summary: "The caller's weekly consultation windows (owner=platform: the platform's own Solara's, admins)",
  request: { query: solarOwnerQuerySchema },
  responses: { 200: jsonContent(solarAvailabilitySchema, 'The windows'), ...errorResponses(400, 401, 403) },
});

const putAvailabilityRoute = createRoute({
  tags,
  method: 'put',
  path: '/availability',
  summary: "Replace the caller's weekly consultation windows (an empty list closes every slot)",
  request: { ...jsonBody(solarAvailabilitySchema), query: solarOwnerQuerySchema },
  responses: {
    200: jsonContent(solarAvailabilitySchema, 'The windows as saved'),
    ...errorResponses(400, 401, 403, 429),
  },
});

/** The owner the request is about: the caller, or (administrators only) the platform's own Solara's installer. */
async function ownerOf(c: Context<AppEnv>, ctx: SignedInContext, scope: SolarOwnerScope): Promise<string> {
  if (scope === 'me') return ctx.user.id;
  requireAdmin(c);
  return officialOwnerId(ctx.db, ctx.now);
}

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
      const { since, owner } = c.req.valid('query');
      const ownerId = await ownerOf(c, ctx, owner);
      const leads = await listLeads(ctx, ownerId, since ? { since: new Date(since) } : {});
      return c.json({ leads }, 200);
    })
    .openapi(getLeadRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const ownerId = await ownerOf(c, ctx, c.req.valid('query').owner);
      return c.json(await getLead(ctx, ownerId, c.req.valid('param').id), 200);
    })
    .openapi(getAvailabilityRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const ownerId = await ownerOf(c, ctx, c.req.valid('query').owner);
      return c.json(await getAvailability(ctx, ownerId), 200);
    })
    .openapi(putAvailabilityRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const ownerId = await ownerOf(c, ctx, c.req.valid('query').owner);
      return c.json(await setAvailability(ctx, ownerId, c.req.valid('json').rows), 200);
    });
}
