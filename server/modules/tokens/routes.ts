/**
 * AIZ token routes: the public signup-bonus distribution and supply, the signed-in user's ledger history
 * (filtered, and as CSV), and sending AIZ to another person.
 */
import { tokenDistributionSchema } from '@common/schemas/auth';
import {
  ledgerFlowsQuerySchema,
  ledgerFlowsSchema,
  ledgerHistoryQuerySchema,
  ledgerHistorySchema,
} from '@common/schemas/ledger';
import {
  historyFilterSchema,
  recipientQuerySchema,
  sendAizRequestSchema,
  sendAizResultSchema,
  tokenRecipientSchema,
  tokenSupplySchema,
} from '@common/schemas/tokens';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { formatAiz, getTokenDistribution, userFlows } from '../../ledger';
import { signedInContext } from '../../service-context';
import { findRecipient } from './find-recipient';
import { historyCsvStream } from './history-csv';
import { readTokenSupply } from './read-supply';
import { sendAiz } from './send-aiz';
import { readLedgerHistory } from './service';

/** Sends per person: plenty for people, a wall for a script. */
const SEND_LIMIT = { limit: 30, windowMs: 10 * 60_000 };
const RECIPIENT_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

const tokenSupply = createRoute({
  method: 'get',
  path: '/tokens/supply',
  summary: 'Where the minted AIZ is: every system and pool account, and people’s accounts together',
  responses: { 200: jsonContent(tokenSupplySchema, 'The supply by holder') },
});

const recipient = createRoute({
  method: 'get',
  path: '/tokens/recipient',
  summary: 'The person a username belongs to, as a send’s confirmation shows them',
  request: { query: recipientQuerySchema },
  responses: {
    200: jsonContent(tokenRecipientSchema, 'The recipient'),
    ...errorResponses(400, 401, 404, 429),
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/tokens/send',
  summary: 'Send AIZ to another person by username; the same Idempotency-Key again sends nothing more',
  request: {
    headers: z.object({
      'idempotency-key': z
        .string({ error: 'Send an Idempotency-Key header: the same key again answers the first send.' })
        .min(1, 'Send an Idempotency-Key header: the same key again answers the first send.')
        .max(120, 'An Idempotency-Key has at most 120 characters.')
        .describe('One per send: a retry with the same key answers the first send and moves nothing'),
    }),
    ...jsonBody(sendAizRequestSchema),
  },
  responses: {
    201: jsonContent(sendAizResultSchema, 'Sent'),
    200: jsonContent(sendAizResultSchema, 'Sent before under this key (replayed: nothing moved)'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const historyQuerySchema = ledgerHistoryQuerySchema.extend(historyFilterSchema.shape);

const historyCsv = createRoute({
  method: 'get',
  path: '/ledger/history.csv',
  summary: "The signed-in user's whole AIZ history with the same filters, as CSV (streamed)",
  request: { query: historyFilterSchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401),
  },
});

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
  request: { query: historyQuerySchema },
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
  const router = createRouter();
  router.use('/tokens/send', limit({ name: 'tokens:send', by: 'user', rule: SEND_LIMIT }));
  router.use('/tokens/recipient', limit({ name: 'tokens:recipient', by: 'user', rule: RECIPIENT_LIMIT }));
  return router
    .openapi(tokenDistribution, async (c) => c.json(await getTokenDistribution(db), 200))
    .openapi(tokenSupply, async (c) => c.json(await readTokenSupply(db, deps.now()), 200))
    .openapi(recipient, async (c) => {
      const ctx = signedInContext(deps, c);
      const found = await findRecipient(ctx.db, ctx.user.id, c.req.valid('query').username);
      return c.json({ username: found.username, profileImage: found.profileImage }, 200);
    })
    .openapi(sendRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const result = await sendAiz(ctx, c.req.valid('json'), c.req.valid('header')['idempotency-key']);
      return c.json(result, result.replayed ? 200 : 201);
    })
    .openapi(historyCsv, async (c) => {
      const ctx = signedInContext(deps, c);
      const filter = c.req.valid('query');
      const day = ctx.now().toISOString().slice(0, 10);
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="aiz-history-${day}.csv"`);
      c.header('cache-control', 'no-store');
      return c.body(historyCsvStream(ctx, filter), 200);
    })
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
