/** The templates API: the gallery (anyone) and "use" (signed in: a copy becomes the caller's workflow). */
import { templateIdParamSchema, templateListSchema, templateUsedSchema } from '@common/schemas/templates';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { serviceContext, signedInContext } from '../../service-context';
import { listTemplates } from './list-templates';
import { useTemplate } from './use-template';

/** Each use creates a workflow; this bounds a runaway client. */
export const TEMPLATE_USE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const tags = ['Templates'];

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/',
  summary: 'The workflow templates: name, description, category, kind and node count',
  responses: { 200: jsonContent(templateListSchema, 'Templates') },
});

const useRoute = createRoute({
  tags,
  method: 'post',
  path: '/{id}/use',
  summary: "Copy a template into the caller's workflows; answers the new workflow's id",
  request: { params: templateIdParamSchema },
  responses: { 201: jsonContent(templateUsedSchema, 'Created'), ...errorResponses(400, 401, 404, 429) },
});

export function templateRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on('POST', '*', limit({ name: 'templates:use', by: 'user', rule: TEMPLATE_USE_LIMIT }));
  return router
    .openapi(listRoute, async (c) => c.json({ templates: await listTemplates(serviceContext(deps, c)) }, 200))
    .openapi(useRoute, async (c) =>
      c.json(await useTemplate(signedInContext(deps, c), c.req.valid('param').id), 201),
    );
}
