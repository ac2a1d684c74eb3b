/** AIZ token routes: the public signup-bonus distribution and the signed-in user's ledger history. */
import { tokenDistributionSchema } from '@common/schemas/auth';
import { ledgerHistoryQuerySchema, ledgerHistorySchema } from '@common/schemas/ledger';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { getTokenDistribution } from '../../ledger';
import { signedInContext } from '../../service-context';
import { readLedgerHistory } from './service';

const tokenDistribution = createRoute({
  method: 'get',
  path: '/token-distribution',
  summary: 'Signup bonus: amount per user, user limit, how many were granted and remain',
  responses: {
    200: jsonContent(tokenDistributionSchema, 'The distribution'),
  },
});

const ledgerHistory = createRoute({
  method: 'get',
  path: '/ledger/history',
  summary: "The signed-in user's AIZ balance and transfers, newest first (keyset pages)",
  request: { query: ledgerHistoryQuerySchema },
  responses: {
    200: jsonContent(ledgerHistorySchema, 'Balance and one page'),
    ...errorResponses(400, 401),
  },
});

/** Mounted at /api. */
export function tokenRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createRouter()
    .openapi(tokenDistribution, async (c) => c.json(await getTokenDistribution(db), 200))
    .openapi(ledgerHistory, async (c) => {
      return c.json(await readLedgerHistory(signedInContext(deps, c), c.req.valid('query')), 200);
    });
}
