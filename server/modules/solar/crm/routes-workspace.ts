/** Workspaces, settings, members and pipelines (mounted by routes.ts at /api/solar/crm). */
import {
  crmMemberInputSchema,
  crmMemberRoleInputSchema,
  crmMemberSchema,
  crmMembersSchema,
  crmPipelineInputSchema,
  crmPipelineSchema,
  crmPipelinesSchema,
  crmSettingsSchema,
  crmWorkspacesSchema,
} from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { signedInContext } from '../../../service-context';
import { addMember, listMembers, removeMember, setMemberRole } from './members';
import { createPipeline, listPipelines, replacePipeline } from './pipelines';
import { crmRequest } from './request';
import { getSettings, putSettings } from './settings';
import { listWorkspaces } from './workspace';

const tags = ['Solar CRM'];
const query = crmWorkspaceQuerySchema;
const userParam = z.object({ userId: z.uuid('That is not a user id.') });
const pipelineParam = z.object({ id: z.uuid('That is not a pipeline id.') });
const reads = errorResponses(400, 401, 403);
const writes = errorResponses(400, 401, 403, 404, 409, 429);

const routes = {
  workspaces: createRoute({
    tags,
    method: 'get',
    path: '/workspaces',
    summary: 'The CRMs the caller can open: their own first, then those they were added to',
    responses: { 200: jsonContent(crmWorkspacesSchema, 'The workspaces'), ...errorResponses(401) },
  }),
  getSettings: createRoute({
    tags,
    method: 'get',
    path: '/settings',
    summary: "The workspace's pricing and commission plan",
    request: { query },
    responses: { 200: jsonContent(crmSettingsSchema, 'The settings'), ...reads },
  }),
  putSettings: createRoute({
    tags,
    method: 'put',
    path: '/settings',
    summary: "Replace the workspace's pricing and commission plan (managers)",
    request: { query, ...jsonBody(crmSettingsSchema) },
    responses: { 200: jsonContent(crmSettingsSchema, 'The settings as saved'), ...writes },
  }),
  members: createRoute({
    tags,
    method: 'get',
    path: '/members',
    summary: 'The people of this CRM: the owner (always a manager) first',
    request: { query },
    responses: { 200: jsonContent(crmMembersSchema, 'The members'), ...reads },
  }),
  addMember: createRoute({
    tags,
    method: 'post',
    path: '/members',
    summary: 'Add an existing account by e-mail with a role (managers)',
    request: { query, ...jsonBody(crmMemberInputSchema) },
    responses: { 201: jsonContent(crmMemberSchema, 'The member'), ...writes },
  }),
  setRole: createRoute({
    tags,
    method: 'patch',
    path: '/members/{userId}',
    summary: "Change a member's role (managers; not the owner's)",
    request: { query, params: userParam, ...jsonBody(crmMemberRoleInputSchema) },
    responses: { 200: jsonContent(crmMemberSchema, 'The member'), ...writes },
  }),
  removeMember: createRoute({
    tags,
    method: 'delete',
    path: '/members/{userId}',
    summary: 'Remove a member (managers; never the owner)',
    request: { query, params: userParam },
    responses: { 204: { description: 'Removed' }, ...writes },
  }),
  pipelines: createRoute({
    tags,
    method: 'get',
    path: '/pipelines',
    summary: 'The pipelines with their stages in order',
    request: { query },
    responses: { 200: jsonContent(crmPipelinesSchema, 'The pipelines'), ...reads },
  }),
  createPipeline: createRoute({
    tags,
    method: 'post',
    path: '/pipelines',
    summary: 'Add a pipeline with its stages (managers)',
    request: { query, ...jsonBody(crmPipelineInputSchema) },
    responses: { 201: jsonContent(crmPipelineSchema, 'The pipeline'), ...writes },
  }),
  replacePipeline: createRoute({
    tags,
    method: 'put',
    path: '/pipelines/{id}',
    summary:
      "Replace a pipeline's name and stages in order; a stage holding deals cannot be dropped (managers)",
    request: { query, params: pipelineParam, ...jsonBody(crmPipelineInputSchema) },
    responses: { 200: jsonContent(crmPipelineSchema, 'The pipeline'), ...writes },
  }),
};

export function crmWorkspaceRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(routes.workspaces, async (c) => {
      const workspaces = await listWorkspaces(signedInContext(deps, c));
      return c.json({ workspaces }, 200);
    })
    .openapi(routes.getSettings, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await getSettings(ctx, access), 200);
    })
    .openapi(routes.putSettings, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await putSettings(ctx, access, c.req.valid('json')), 200);
    })
    .openapi(routes.members, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json({ members: await listMembers(ctx, access) }, 200);
    })
    .openapi(routes.addMember, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await addMember(ctx, access, c.req.valid('json')), 201);
    })
    .openapi(routes.setRole, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      const member = await setMemberRole(ctx, access, c.req.valid('param').userId, c.req.valid('json').role);
      return c.json(member, 200);
    })
    .openapi(routes.removeMember, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      await removeMember(ctx, access, c.req.valid('param').userId);
      return c.body(null, 204);
    })
    .openapi(routes.pipelines, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      access.require('records.read');
      return c.json({ pipelines: await listPipelines(ctx.db, access.ownerId) }, 200);
    })
    .openapi(routes.createPipeline, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await createPipeline(ctx, access, c.req.valid('json')), 201);
    })
    .openapi(routes.replacePipeline, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await replacePipeline(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    });
}
