/** /api/admin: every route needs an administrator (401 signed out, 403 for other users). */
import {
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  adminOverviewSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
} from '@common/schemas/admin';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/guards';
import { jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { serviceContext } from '../../service-context';
import { listAdminFeedback, listAdminUsers, readAdminOverview } from './service';

const overviewRoute = createRoute({
  method: 'get',
  path: '/overview',
  summary: 'Counts: users, admins, active sessions, feedback, analytics events (7 days), signup bonus',
  responses: { 200: jsonContent(adminOverviewSchema, 'The overview'), ...errorResponses(401, 403) },
});

const usersRoute = createRoute({
  method: 'get',
  path: '/users',
  summary: 'Users newest first, with role, last sign-in and AIZ balance (keyset pages)',
  request: { query: adminUsersQuerySchema },
  responses: {
    200: jsonContent(adminUsersPageSchema, 'One page of users'),
    ...errorResponses(400, 401, 403),
  },
});

const feedbackRoute = createRoute({
  method: 'get',
  path: '/feedback',
  summary: 'The most recent feedback submissions',
  request: { query: adminFeedbackQuerySchema },
  responses: { 200: jsonContent(adminFeedbackSchema, 'Recent feedback'), ...errorResponses(400, 401, 403) },
});

export function adminRoutes(deps: AppDeps) {
  const router = createRouter();
  // Before validation, so a visitor learns nothing about the routes but that they need an administrator.
  router.use('*', async (c, next) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  return router
    .openapi(overviewRoute, async (c) => c.json(await readAdminOverview(serviceContext(deps, c)), 200))
    .openapi(usersRoute, async (c) =>
      c.json(await listAdminUsers(serviceContext(deps, c), c.req.valid('query')), 200),
    )
    .openapi(feedbackRoute, async (c) =>
      c.json(await listAdminFeedback(serviceContext(deps, c), c.req.valid('query')), 200),
    );
}
