/** Contacts and their properties (mounted by routes.ts at /api/solar/crm). */
import {
  crmContactInputSchema,
  crmContactListQuerySchema,
  crmContactListSchema,
  crmContactPatchSchema,
  crmContactSchema,
} from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { createContact, deleteContact, getContact, listContacts, patchContact } from './contacts';
import { crmRequest } from './request';

const tags = ['Solar CRM'];
const query = crmWorkspaceQuerySchema;
const param = z.object({ id: z.uuid('That is not a contact id.') });
const writes = errorResponses(400, 401, 403, 404, 429);

const routes = {
  list: createRoute({
    tags,
    method: 'get',
    path: '/contacts',
    summary: 'Contacts, newest first, searched by name, e-mail or phone (q), a page at a time (cursor)',
    request: { query: query.extend(crmContactListQuerySchema.shape) },
    responses: {
      200: jsonContent(crmContactListSchema, 'A page of contacts'),
      ...errorResponses(400, 401, 403),
    },
  }),
  get: createRoute({
    tags,
    method: 'get',
    path: '/contacts/{id}',
    summary: 'One contact with its properties',
    request: { query, params: param },
    responses: { 200: jsonContent(crmContactSchema, 'The contact'), ...errorResponses(400, 401, 403, 404) },
  }),
  create: createRoute({
    tags,
    method: 'post',
    path: '/contacts',
    summary: 'Add a contact, optionally with a property',
    request: { query, ...jsonBody(crmContactInputSchema) },
    responses: { 201: jsonContent(crmContactSchema, 'The contact'), ...writes },
  }),
  patch: createRoute({
    tags,
    method: 'patch',
    path: '/contacts/{id}',
    summary: "Change a contact's fields (property: its first property, added when it has none)",
    request: { query, params: param, ...jsonBody(crmContactPatchSchema) },
    responses: { 200: jsonContent(crmContactSchema, 'The contact'), ...writes },
  }),
  delete: createRoute({
    tags,
    method: 'delete',
    path: '/contacts/{id}',
    summary: 'Remove a contact with its properties, deals, timeline and tasks (managers)',
    request: { query, params: param },
    responses: { 204: { description: 'Removed' }, ...writes },
  }),
};

export function crmContactRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      const { workspace, ...page } = c.req.valid('query');
      const { ctx, access } = await crmRequest(deps, c, workspace);
      return c.json(await listContacts(ctx, access, page), 200);
    })
    .openapi(routes.get, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await getContact(ctx, access, c.req.valid('param').id), 200);
    })
    .openapi(routes.create, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await createContact(ctx, access, c.req.valid('json')), 201);
    })
    .openapi(routes.patch, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      return c.json(await patchContact(ctx, access, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(routes.delete, async (c) => {
      const { ctx, access } = await crmRequest(deps, c, c.req.valid('query').workspace);
      await deleteContact(ctx, access, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
