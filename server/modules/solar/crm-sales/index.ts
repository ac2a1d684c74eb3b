/**
 * The solar sales module (issue 24): proposals, e-signature, documents, projects and commissions. One router
 * mounted at /api/solar: `/crm/...` signed in with `?workspace=` and the CRM roles, `/sign/...` public.
 */
import type { AppDeps } from '../../../deps';
import { createRouter } from '../../../http/router';
import { documentRoutes } from './document-routes';
import { projectRoutes } from './project-routes';
import { proposalRoutes } from './proposal-routes';
import { signingRoutes } from './signing-routes';

export function solarSalesRoutes(deps: AppDeps) {
  const router = createRouter();
  router.route('/', proposalRoutes(deps));
  router.route('/', documentRoutes(deps));
  router.route('/', projectRoutes(deps));
  router.route('/', signingRoutes(deps));
  return router;
}

export { markDealWon } from './mark-deal-won';
export { recordClawbacks, recordMilestoneCommissions } from './record-commissions';
