/** AIZ token routes: the public signup-bonus distribution and the signed-in user's ledger history. */
import { tokenDistributionSchema } from '@common/schemas/auth';
import {
  ledgerFlowsQuerySchema,
  ledgerFlowsSchema,
  ledgerHistoryQuerySchema,
  ledgerHistorySchema,
} from '@common/schemas/ledger';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { formatAiz, getTokenDistribution, userFlows } from '../../ledger';
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

const ledgerFlows = createRoute({
  method: 'get',
  path: '/ledger/flows',
  summary: "The signed-in user's AIZ earned and spent over the last days, by kind of transfer",
  request: { query: ledgerFlowsQuerySchema },
  responses: {
    200: jsonContent(ledgerFlowsSchema, 'Earned and spent'),
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
    })
    .openapi(ledgerFlows, async (c) => {
      const ctx = signedInContext(deps, c);
      const { days } = c.req.valid('query');
      const flows = await userFlows(ctx.db, ctx.user.id, new Date(ctx.now().getTime() - days * 86_400_000));
      const view = (list: typeof flows.earned) => list.map((f) => ({ ...f, amount: formatAiz(f.amount) }));
      const total = (list: typeof flows.earned) => formatAiz(list.reduce((sum, f) => sum + f.amount, 0n));
      return c.json(
        {
          days,
          earned: view(flows.earned),
          spent: view(flows.spent),
          totalEarned: total(flows.earned),
          totalSpent: total(flows.spent),
        },
        200,
      );
    });
}
