/** Deals, the board, the forecast and stage moves (mounted by routes.ts at /api/solar/crm). */
import {
  crmBoardQuerySchema,
  crmBoardSchema,
  crmDealCardSchema,
  crmDealInputSchema,
  crmDealListQuerySchema,
  crmDealListSchema,
  crmDealMoveSchema,
  crmDealPatchSchema,
  crmDealSchema,
  crmForecastQuerySchema,
  crmForecastSchema,
} from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { parseDealFilter } from './deal-filter';
import { createDeal, deleteDeal, patchDeal } from './deals';
import { getDeal } from './get-deal';
import { getBoard, getForecast, listDeals } from './list-deals';
import { moveDeal } from './move-deal';
import { crmRequest } from './request';

const tags = ['Solar CRM'];
const query = crmWorkspaceQuerySchema;
const param = z.object({ id: z.uuid('That is not a deal id.') });
const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 429);

const routes = {
  list: createRoute({
    tags,
    method: 'get',
    path: '/deals',
    summary:
      'Deals as cards: filtered (filter: JSON of the deal filter), sorted, a page at a time, with the total',
    request: { query: query.extend(crmDealListQuerySchema.shape) },
    responses: { 200: jsonContent(crmDealListSchema, 'A page of deals'), ...reads },
  }),
  board: createRoute({
    tags,
    method: 'get',
    path: '/board',
    summary:
      "One pipeline's stages with their cards, counts, values and weighted values (default: the first)",
    request: { query: query.extend(crmBoardQuerySchema.shape) },
    responses: { 200: jsonContent(crmBoardSchema, 'The board'), ...reads },
  }),
  forecast: createRoute({
    tags,
    method: 'get',
    path: '/forecast',
    summary: "Open deals' value and weighted value by expected close month",
    request: { query: query.extend(crmForecastQuerySchema.shape) },
    responses: { 200: jsonContent(crmForecastSchema, 'The forecast'), ...reads },
  }),
  get: createRoute({
    tags,
    method: 'get',
    path: '/deals/{id}',
    summary: 'One deal in full: contact, property, stage history, timeline, tasks',
    request: { query, params: param },
    responses: { 200: jsonContent(crmDealSchema, 'The deal'), ...reads },
  }),
  create: createRoute({
    tags,
    method: 'post',
    path: '/deals',
    summary: "Add a deal (in the pipeline's first stage unless one is given)",
    request: { query, ...jsonBody(crmDealInputSchema) },
    responses: { 201: jsonContent(crmDealCardSchema, 'The deal'), ...writes },
  }),
  patch: createRoute({
    tags,
    method: 'patch',
    path: '/deals/{id}',
    summary: "Change a deal's fields (moves go through PUT /deals/{id}/stage)",
    request: { query, params: param, ...jsonBody(crmDealPatchSchema) },
    responses: { 200: jsonContent(crmDealCardSchema, 'The deal'), ...writes },
  }),
  delete: createRoute({
    tags,
    method: 'delete',
    path: '/deals/{id}',
    summary: 'Remove a deal with its history, timeline and tasks (managers)',
    request: { query, params: param },
    responses: { 204: { description: 'Removed' }, ...writes },
  }),
  move: createRoute({
    tags,
    method: 'put',
    path: '/deals/{id}/stage',
    summary: 'Move a deal to a stage of its pipeline (setters: only between setter stages)',
    request: { query, params: param, ...jsonBody(crmDealMoveSchema) },
    responses: { 200: jsonContent(crmDealCardSchema, 'The deal after the move'), ...writes },
  }),
};

export function crmDealRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      const { workspace, filter, ...page } = c.req.valid('query');
      const { ctx, access } = await crmRequest(deps, c, workspace);
      return c.json(await listDeals(ctx, access, parseDealFilter(filter), page), 200);
    })
    .openapi(routes.board, async (c) => {
      const { workspace, filter, pipelineId } = c.req.valid('query');
      const { ctx, access } = await crmRequest(deps, c, workspace);
      return c.json(await getBoard(ctx, access, pipelineId, parseDealFilter(filter)), 200);
    })
    .openapi(routes.forecast, async (c) => {
      const { workspace, pipelineId } = c.req.valid('query');
      const { ctx, access } = await crmRequest(deps, c, workspace);
      return c.json(await getForecast(ctx, access, pipelineId), 200);
    })
    .openapi(routes.get, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await getDeal(ctx, access, c.req.valid('param').id), 200);
    })
    .openapi(routes.create, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await createDeal(ctx, access, c.req.valid('json')), 201);
    })
    .openapi(routes.patch, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await patchDeal(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(routes.delete, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      await deleteDeal(ctx, access, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.move, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await moveDeal(ctx, access, c.req.valid('param').id, c.req.valid('json').stageId), 200);
    });
}
