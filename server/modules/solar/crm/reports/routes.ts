/** The CRM's reports (mounted at /api/solar/crm): GET /reports, for closers and managers (reports.read). */

import { crmReportsQuerySchema, crmReportsSchema } from '@common/schemas/solar-crm';
import { crmWorkspaceQuerySchema } from '@common/schemas/solar-crm-roles';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../../../deps';
import { jsonContent } from '../../../../http/openapi';
import { createRouter, errorResponses } from '../../../../http/router';
import { signedInContext } from '../../../../service-context';
import { crmAccess } from '../access';
import { loadCrmReports } from './load-reports';

const reportsRoute = createRoute({
  tags: ['Solar CRM'],
  method: 'get',
  path: '/reports',
  summary: 'Funnel conversion, cycle time per stage and speed to lead over the deals created in a period',
  request: { query: crmReportsQuerySchema.extend(crmWorkspaceQuerySchema.shape) },
  responses: { 200: jsonContent(crmReportsSchema, 'The reports'), ...errorResponses(400, 401, 403, 404) },
});

export function crmReportRoutes(deps: AppDeps) {
  return createRouter().openapi(reportsRoute, async (c) => {
    const ctx = signedInContext(deps, c);
    const { workspace, ...query } = c.req.valid('query');
    const access = await crmAccess(ctx, workspace);
    return c.json(await loadCrmReports(ctx, access, query), 200);
  });
}
