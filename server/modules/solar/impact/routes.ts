/**
 * /api/mission-impact: GET is public (signed out works), rate limited per client IP like the estimate, and
 * answered from memory for MISSION_IMPACT_CACHE_SECONDS; POST and DELETE /demo add and remove the demo
 * projects (administrators, checked here on the server) and clear that memory.
 */
import {
  type MissionImpact,
  type MissionImpactDemoMode,
  missionImpactDemoSchema,
  missionImpactQuerySchema,
  missionImpactSchema,
} from '@common/schemas/mission-impact';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { requireAdmin } from '../../../http/guards';
import { jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { onCrmEvent } from '../crm/events';
import { addDemoProjects, removeDemoProjects } from './demo-projects';
import { readMissionImpact } from './read-impact';

/** A person opens the page and flips the demo toggle a few times; this bounds a script. */
export const MISSION_IMPACT_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };
/** The figures move when a project reaches PTO; a minute late is fine, and saves a query per visit. */
export const MISSION_IMPACT_CACHE_SECONDS = 60;

const tags = ['Solar'];

const readRoute = createRoute({
  tags,
  method: 'get',
  path: '/',
  summary:
    'Platform-wide impact of the solar projects at permission to operate: kWh, CO2 and equivalents, kW, homes, states, a 25-year projection, the factors',
  request: { query: missionImpactQuerySchema },
  responses: {
    200: jsonContent(missionImpactSchema, 'The figures (aggregates only: no names, no addresses)'),
    ...errorResponses(400, 429),
  },
});

const addDemoRoute = createRoute({
  tags,
  method: 'post',
  path: '/demo',
  summary: 'Add the demo projects (marked demo), owned by the platform account (administrators)',
  responses: {
    200: jsonContent(missionImpactDemoSchema, 'The demo projects now in'),
    ...errorResponses(401, 403),
  },
});

const removeDemoRoute = createRoute({
  tags,
  method: 'delete',
  path: '/demo',
  summary: 'Remove exactly the demo projects this seeder added (administrators)',
  responses: {
    200: jsonContent(missionImpactDemoSchema, 'The demo projects left (none)'),
    ...errorResponses(401, 403),
  },
});

export function missionImpactRoutes(deps: AppDeps) {
  const cache = new Map<MissionImpactDemoMode, { until: number; value: MissionImpact }>();
  // A project reaching permission to operate (or a cancelled one) changes the figures: read them afresh.
  onCrmEvent('project.milestone', (_ctx, event) => {
    if (event.milestone === 'pto') cache.clear();
  });
  onCrmEvent('deal.stage_changed', (_ctx, event) => {
    if (event.status === 'lost') cache.clear();
  });
  const router = createRouter();
  router.on(
    ['GET'],
    '/',
    limit({
      name: 'mission-impact',
      by: 'ip',
      rule: MISSION_IMPACT_LIMIT,
      message: 'Too many requests for the impact figures from here. Please try again in a few minutes.',
    }),
  );
  router.use('/demo', async (c, next) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  return router
    .openapi(readRoute, async (c) => {
      const { demo } = c.req.valid('query');
      const now = deps.now().getTime();
      const hit = cache.get(demo);
      if (hit && hit.until > now) return c.json(hit.value, 200);
      const value = await readMissionImpact(
        { db: deps.database.db, now: deps.now },
        demo,
        MISSION_IMPACT_CACHE_SECONDS,
      );
      cache.set(demo, { until: now + MISSION_IMPACT_CACHE_SECONDS * 1000, value });
      return c.json(value, 200);
    })
    .openapi(addDemoRoute, async (c) => {
      const result = await addDemoProjects(signedInContext(deps, c));
      cache.clear();
      return c.json(result, 200);
    })
    .openapi(removeDemoRoute, async (c) => {
      const result = await removeDemoProjects(signedInContext(deps, c));
      cache.clear();
      return c.json(result, 200);
    });
}
