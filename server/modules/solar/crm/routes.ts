/**
 * The CRM's API, mounted at /api/solar/crm (server/app.ts): every route signed in, every write rate limited
 * per user, every input validated by common/schemas/solar-crm.ts, and the caller's role checked in the
 * workspace (`?workspace=`, absent: their own) by the services.
 */
import type { AppDeps } from '../../../deps';
import { limit } from '../../../http/rate-limit';
import { createRouter } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { crmContactRoutes } from './routes-contacts';
import { crmDealRoutes } from './routes-deals';
import { crmWorkRoutes } from './routes-work';
import { crmWorkspaceRoutes } from './routes-workspace';

/** A rep dragging cards and logging calls all day stays far below this; a script does not. */
export const CRM_WRITE_LIMIT: RateLimitRule = { limit: 600, windowMs: 10 * 60_000 };

export function crmRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '/*',
    limit({ name: 'solar:crm', by: 'user', rule: CRM_WRITE_LIMIT }),
  );
  router.route('/', crmWorkspaceRoutes(deps));
  router.route('/', crmContactRoutes(deps));
  router.route('/', crmDealRoutes(deps));
  router.route('/', crmWorkRoutes(deps));
  return router;
}
