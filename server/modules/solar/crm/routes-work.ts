/** The timeline, tasks and saved filters (mounted by routes.ts at /api/solar/crm). */
import {
  crmActivityInputSchema,
  crmActivityListSchema,
  crmActivitySchema,
  crmSavedFilterInputSchema,
  crmSavedFilterSchema,
  crmSavedFiltersSchema,
  crmTaskInputSchema,
  crmTaskListQuerySchema,
  crmTaskListSchema,
  crmTaskPatchSchema,
  crmTaskSchema,
} from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { addActivity, listActivities } from './activities';
import { crmRequest } from './request';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './saved-filters';
import { createTask, deleteTask, listTasks, patchTask } from './tasks';

const tags = ['Solar CRM'];
const query = crmWorkspaceQuerySchema;
const dealParam = z.object({ id: z.uuid('That is not a deal id.') });
const taskParam = z.object({ id: z.uuid('That is not a task id.') });
const filterParam = z.object({ id: z.uuid('That is not a saved filter id.') });
const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409, 429);

const routes = {
  timeline: createRoute({
    tags,
    method: 'get',
    path: '/deals/{id}/activities',
    summary: "A deal's timeline, newest first",
    request: { query, params: dealParam },
    responses: { 200: jsonContent(crmActivityListSchema, 'The timeline'), ...reads },
  }),
  addActivity: createRoute({
    tags,
    method: 'post',
    path: '/deals/{id}/activities',
    summary: 'Log a note, call, e-mail or meeting on a deal (resets its idle clock)',
    request: { query, params: dealParam, ...jsonBody(crmActivityInputSchema) },
    responses: { 201: jsonContent(crmActivitySchema, 'The activity'), ...writes },
  }),
  tasks: createRoute({
    tags,
    method: 'get',
    path: '/tasks',
    summary: "Tasks: the caller's or everyone's, open or all, optionally one deal's",
    request: { query: query.extend(crmTaskListQuerySchema.shape) },
    responses: { 200: jsonContent(crmTaskListSchema, 'The tasks'), ...reads },
  }),
  createTask: createRoute({
    tags,
    method: 'post',
    path: '/tasks',
    summary: 'Add a task, on a deal or a contact, with a due time and an assignee',
    request: { query, ...jsonBody(crmTaskInputSchema) },
    responses: { 201: jsonContent(crmTaskSchema, 'The task'), ...writes },
  }),
  patchTask: createRoute({
    tags,
    method: 'patch',
    path: '/tasks/{id}',
    summary: 'Change a task or mark it done (done: true) or open again (done: false)',
    request: { query, params: taskParam, ...jsonBody(crmTaskPatchSchema) },
    responses: { 200: jsonContent(crmTaskSchema, 'The task'), ...writes },
  }),
  deleteTask: createRoute({
    tags,
    method: 'delete',
    path: '/tasks/{id}',
    summary: 'Remove a task (a manager, or whoever created it)',
    request: { query, params: taskParam },
    responses: { 204: { description: 'Removed' }, ...writes },
  }),
  filters: createRoute({
    tags,
    method: 'get',
    path: '/filters',
    summary: "The caller's saved deal filters, by name",
    request: { query },
    responses: { 200: jsonContent(crmSavedFiltersSchema, 'The saved filters'), ...reads },
  }),
  saveFilter: createRoute({
    tags,
    method: 'post',
    path: '/filters',
    summary: 'Save a named deal filter for the caller (names are unique per person)',
    request: { query, ...jsonBody(crmSavedFilterInputSchema) },
    responses: { 201: jsonContent(crmSavedFilterSchema, 'The saved filter'), ...writes },
  }),
  deleteFilter: createRoute({
    tags,
    method: 'delete',
    path: '/filters/{id}',
    summary: 'Remove one of the caller’s saved filters',
    request: { query, params: filterParam },
    responses: { 204: { description: 'Removed' }, ...writes },
  }),
};

export function crmWorkRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(routes.timeline, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json({ activities: await listActivities(ctx, access, c.req.valid('param').id) }, 200);
    })
    .openapi(routes.addActivity, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await addActivity(ctx, access, c.req.valid('param').id, c.req.valid('json')), 201);
    })
    .openapi(routes.tasks, async (c) => {
      const { workspace, ...filter } = c.req.valid('query');
      const { ctx, access } = await crmRequest(deps, c, workspace);
      return c.json({ tasks: await listTasks(ctx, access, filter) }, 200);
    })
    .openapi(routes.createTask, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await createTask(ctx, access, c.req.valid('json')), 201);
    })
    .openapi(routes.patchTask, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await patchTask(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(routes.deleteTask, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      await deleteTask(ctx, access, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.filters, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json({ filters: await listSavedFilters(ctx, access) }, 200);
    })
    .openapi(routes.saveFilter, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await saveFilter(ctx, access, c.req.valid('json')), 201);
    })
    .openapi(routes.deleteFilter, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      await deleteSavedFilter(ctx, access, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
