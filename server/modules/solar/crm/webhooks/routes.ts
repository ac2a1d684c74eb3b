/**
 * The CRM's outbound webhooks (mounted at /api/solar/crm): list, add (the secret is in that answer only),
 * remove. Managers only (webhooks.manage). Building the router also starts delivering the CRM's events to
 * the saved webhooks (deliver-webhooks.ts).
 */

import { crmWebhookInputSchema, crmWebhookSchema, crmWebhooksSchema } from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../../deps';
import { jsonBody, jsonContent } from '../../../../http/openapi';
import { limit } from '../../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../../http/router';
import type { RateLimitRule } from '../../../../lib/rate-limit';
import { allowlistFrom } from '../../../../lib/safe-http';
import { signedInContext } from '../../../../service-context';
import { crmAccess } from '../access';
import { installCrmWebhooks } from './deliver-webhooks';
import { createCrmWebhook, deleteCrmWebhook, listCrmWebhooks } from './manage-webhooks';

/** Adding and removing webhooks is occasional; this bounds a script. */
export const CRM_WEBHOOK_WRITE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

const tags = ['Solar CRM'];
const idParam = z.object({ id: z.uuid('That is not a webhook id.') });

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/webhooks',
  summary: "The CRM's webhooks with their latest deliveries",
  request: { query: crmWorkspaceQuerySchema },
  responses: { 200: jsonContent(crmWebhooksSchema, 'The webhooks'), ...errorResponses(400, 401, 403) },
});

const createWebhookRoute = createRoute({
  tags,
  method: 'post',
  path: '/webhooks',
  summary: 'Add a webhook; the answer holds its signing secret, shown this once',
  request: { ...jsonBody(crmWebhookInputSchema), query: crmWorkspaceQuerySchema },
  responses: {
    201: jsonContent(crmWebhookSchema, 'The webhook and its secret'),
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

const deleteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/webhooks/{id}',
  summary: 'Remove a webhook and its delivery records',
  request: { params: idParam, query: crmWorkspaceQuerySchema },
  responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404, 429) },
});

export function crmWebhookRoutes(deps: AppDeps) {
  installCrmWebhooks({
    db: deps.database.db,
    http: deps.http,
    keys: deps.config.credentialKeys,
    log: deps.logger,
    now: deps.now,
  });
  const allowlist = allowlistFrom(deps.config.httpAllowlist);
  const router = createRouter();
  router.on(
    ['POST', 'DELETE'],
    ['/webhooks', '/webhooks/*'],
    limit({ name: 'solar:crm-webhooks', by: 'user', rule: CRM_WEBHOOK_WRITE_LIMIT }),
  );
  return router
    .openapi(listRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      return c.json({ webhooks: await listCrmWebhooks(ctx, access) }, 200);
    })
    .openapi(createWebhookRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      const webhook = await createCrmWebhook(
        { ...ctx, keys: deps.config.credentialKeys, allowlist },
        access,
        c.req.valid('json'),
      );
      return c.json(webhook, 201);
    })
    .openapi(deleteRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      await deleteCrmWebhook(ctx, access, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
