/**
 * CSV import into the CRM (mounted at /api/solar/crm): preview a file, then import it. Managers only
 * (import.run). The file travels as JSON text up to CRM_IMPORT_MAX_BYTES, so these two routes take a larger
 * body than the app's 1 MB (CRM_IMPORT_BODY, which app.ts applies); both are rate limited per user.
 */

import {
  CRM_IMPORT_MAX_BYTES,
  crmImportInputSchema,
  crmImportPreviewSchema,
  crmImportResultSchema,
} from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../../../deps';
import type { LargerJsonBody } from '../../../../http/body-limit';
import { jsonBody, jsonContent } from '../../../../http/openapi';
import { limit } from '../../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../../http/router';
import type { RateLimitRule } from '../../../../lib/rate-limit';
import { signedInContext } from '../../../../service-context';
import { crmAccess } from '../access';
import { previewCrmImport, runCrmImport } from './run-import';

/**
 * The body these routes take, which app.ts applies in place of its 1 MB limit (before the body is read):
 * a 2 MB file as a JSON string, where escaping doubles quotes and line breaks.
 */
export const CRM_IMPORT_BODY: LargerJsonBody = {
  paths: /^\/api\/solar\/crm\/import(\/preview)?\/?$/,
  maxBytes: 3 * CRM_IMPORT_MAX_BYTES + 64 * 1024,
  message: 'The file is larger than 2 MB.',
};
/** Previews while mapping columns, then the import: a few dozen an hour is plenty; this bounds a script. */
export const CRM_IMPORT_LIMIT: RateLimitRule = { limit: 60, windowMs: 60 * 60_000 };

const tags = ['Solar CRM'];

const previewRoute = createRoute({
  tags,
  method: 'post',
  path: '/import/preview',
  summary: 'What a CSV import would do: its rows, the invalid ones and the duplicates with their reasons',
  request: { ...jsonBody(crmImportInputSchema), query: crmWorkspaceQuerySchema },
  responses: {
    200: jsonContent(crmImportPreviewSchema, 'The preview'),
    ...errorResponses(400, 401, 403, 404, 413, 429),
  },
});

const importRoute = createRoute({
  tags,
  method: 'post',
  path: '/import',
  summary: 'Import contacts (and a deal each, when a pipeline is given) from a CSV file, in one transaction',
  request: { ...jsonBody(crmImportInputSchema), query: crmWorkspaceQuerySchema },
  responses: {
    200: jsonContent(crmImportResultSchema, 'What was imported'),
    ...errorResponses(400, 401, 403, 404, 413, 429),
  },
});

export function crmImportRoutes(deps: AppDeps) {
  const router = createRouter();
  for (const path of ['/import', '/import/preview']) {
    router.on(['POST'], path, limit({ name: 'solar:crm-import', by: 'user', rule: CRM_IMPORT_LIMIT }));
  }
  return router
    .openapi(previewRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      return c.json(await previewCrmImport(ctx, access, c.req.valid('json')), 200);
    })
    .openapi(importRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const access = await crmAccess(ctx, c.req.valid('query').workspace);
      return c.json(await runCrmImport(ctx, access, c.req.valid('json')), 200);
    });
}
