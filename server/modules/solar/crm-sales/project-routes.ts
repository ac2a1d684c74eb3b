/** Projects, milestones and readings; commissions and cancelling a deal (signed in, `?workspace=`). */
import {
  crmCommissionListQuerySchema,
  crmCommissionListSchema,
  crmDealCancelInputSchema,
  crmDealCancelResultSchema,
  crmProjectListSchema,
  crmProjectMilestoneInputSchema,
  crmProjectReadingInputSchema,
  crmProjectSchema,
} from '@common/schemas/solar-proposals';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { cancelDeal } from './cancel-deal';
import { listCommissions } from './commissions';
import { addReading, listProjects, recordMilestone } from './projects';
import { idParam, salesAccess, tags, workspaceQuery } from './route-kit';

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/projects',
  summary: "The workspace's projects, newest signature first, with milestones and meter readings",
  request: { query: workspaceQuery },
  responses: { 200: jsonContent(crmProjectListSchema, 'The projects'), ...errorResponses(400, 401, 403) },
});

const milestoneRoute = createRoute({
  tags,
  method: 'patch',
  path: '/crm/projects/{id}/milestones',
  summary:
    'Record a milestone in order (permit, install, inspection, pto); install pays M2 and PTO M3, once (closer, manager)',
  request: { params: idParam('project'), query: workspaceQuery, ...jsonBody(crmProjectMilestoneInputSchema) },
  responses: {
    200: jsonContent(crmProjectSchema, 'The project'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const readingRoute = createRoute({
  tags,
  method: 'post',
  path: '/crm/projects/{id}/readings',
  summary:
    "Enter the meter's cumulative kWh on a day (never lower than an earlier reading) (closer, manager)",
  request: { params: idParam('project'), query: workspaceQuery, ...jsonBody(crmProjectReadingInputSchema) },
  responses: {
    200: jsonContent(crmProjectSchema, 'The project'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const commissionsRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/commissions',
  summary: "Commission rows with totals: a rep's own; a manager's everyone's (or one rep's)",
  request: { query: workspaceQuery.extend(crmCommissionListQuerySchema.shape) },
  responses: {
    200: jsonContent(crmCommissionListSchema, 'The commissions'),
    ...errorResponses(400, 401, 403),
  },
});

const cancelRoute = createRoute({
  tags,
  method: 'post',
  path: '/crm/deals/{id}/cancel',
  summary:
    'Cancel a deal: it is lost, open proposals are void, and what reps were paid is clawed back once (manager)',
  request: { params: idParam('deal'), query: workspaceQuery, ...jsonBody(crmDealCancelInputSchema) },
  responses: {
    200: jsonContent(crmDealCancelResultSchema, 'The clawbacks recorded for the deal'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function projectRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json({ projects: await listProjects(ctx, access) }, 200);
    })
    .openapi(milestoneRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await recordMilestone(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(readingRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await addReading(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(commissionsRoute, async (c) => {
      const { workspace, ...query } = c.req.valid('query');
      const { ctx, access } = await salesAccess(deps, c, workspace);
      return c.json(await listCommissions(ctx, access, query), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await cancelDeal(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    });
}
