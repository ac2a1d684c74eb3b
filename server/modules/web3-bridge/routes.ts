/**
 * /api/web3/bridge: the bridge's status (anyone), the signed-in person's withdrawable amount, withdrawals
 * and deposits, their deposit reference, a withdrawal (voucher), and the administrators' switch, resume
 * and reconciliation runs.
 */
import {
  bridgeSettingsRequestSchema,
  bridgeSettingsSchema,
  bridgeStatusSchema,
  depositInfoSchema,
  myBridgeSchema,
  reconciliationListSchema,
  WITHDRAWAL_REGULATORY_NOTE,
  withdrawRequestSchema,
  withdrawResultSchema,
} from '@common/schemas/web3-bridge';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { requireAdmin, requireUser } from '../../http/guards';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { bridgeChains } from './chains';
import { listReconciliations, reconciliationView, runReconciliation } from './reconcile';
import { readSettings, resumeWithdrawals, settingsView, setWithdrawalsEnabled } from './settings';
import { type BridgeCtx, depositInfo, readMyBridge, withdraw } from './withdrawals';

const tags = ['Web3 bridge'];

export const BRIDGE_WITHDRAW_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200, 'An Idempotency-Key has at most 200 characters.')
    .optional()
    .describe('The same key again answers the first withdrawal and moves no AIZ again'),
});

const statusRoute = createRoute({
  tags,
  method: 'get',
  path: '/',
  summary: 'Whether withdrawals are on (or paused), the regulatory note, and the chains with AIZ contracts',
  responses: { 200: jsonContent(bridgeStatusSchema, 'The bridge') },
});

const meRoute = createRoute({
  tags,
  method: 'get',
  path: '/me',
  summary: "The signed-in person's balance, what of it may be withdrawn, their withdrawals and deposits",
  responses: { 200: jsonContent(myBridgeSchema, 'Their bridge'), ...errorResponses(401) },
});

const depositInfoRoute = createRoute({
  tags,
  method: 'get',
  path: '/deposit-info',
  summary: "The signed-in person's deposit reference (userRef for AIZVault) and each chain's vault",
  responses: { 200: jsonContent(depositInfoSchema, 'Where and how to deposit'), ...errorResponses(401) },
});

const withdrawRoute = createRoute({
  tags,
  method: 'post',
  path: '/withdrawals',
  summary: 'Withdraw AIZ to a chain: the ledger debit and the signed voucher the wallet claims on AIZClaims',
  request: { headers: idempotencyHeader, ...jsonBody(withdrawRequestSchema) },
  responses: {
    201: jsonContent(withdrawResultSchema, 'The withdrawal and its voucher'),
    200: jsonContent(withdrawResultSchema, 'What an earlier request with this Idempotency-Key did'),
    ...errorResponses(400, 401, 409, 429),
  },
});

const settingsRoute = createRoute({
  tags,
  method: 'get',
  path: '/admin/settings',
  summary: 'Administrators: the withdrawal switch, the pause and the regulatory note',
  responses: { 200: jsonContent(bridgeSettingsSchema, 'The settings'), ...errorResponses(401, 403) },
});

const putSettingsRoute = createRoute({
  tags,
  method: 'put',
  path: '/admin/settings',
  summary: 'Administrators: turn withdrawals on or off',
  request: jsonBody(bridgeSettingsRequestSchema),
  responses: { 200: jsonContent(bridgeSettingsSchema, 'The settings'), ...errorResponses(400, 401, 403) },
});

const resumeRoute = createRoute({
  tags,
  method: 'post',
  path: '/admin/resume',
  summary: 'Administrators: lift the pause a drift set (AIZClaims on chain is unpaused by its admin)',
  responses: { 200: jsonContent(bridgeSettingsSchema, 'The settings'), ...errorResponses(401, 403) },
});

const runsRoute = createRoute({
  tags,
  method: 'get',
  path: '/admin/reconciliations',
  summary: 'Administrators: the latest 100 reconciliation runs, newest first',
  responses: { 200: jsonContent(reconciliationListSchema, 'The runs'), ...errorResponses(401, 403) },
});

const reconcileRoute = createRoute({
  tags,
  method: 'post',
  path: '/admin/reconciliations',
  summary: 'Administrators: index and reconcile every chain now',
  responses: {
    201: jsonContent(reconciliationListSchema, 'The runs just made'),
    ...errorResponses(401, 403),
  },
});

/** Mounted at /api/web3/bridge. */
export function web3BridgeRoutes(deps: AppDeps) {
  const ctxOf = (c: { get(key: 'log'): BridgeCtx['log'] | undefined }): BridgeCtx => ({
    db: deps.database.db,
    now: deps.now,
    log: c.get('log') ?? deps.logger,
    web3: deps.config.web3,
  });
  const router = createRouter();
  router.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  router.post(
    '/withdrawals',
    limit({ name: 'web3-bridge:withdraw', by: 'user', rule: BRIDGE_WITHDRAW_LIMIT }),
  );
  // Before validation: a visitor learns nothing about these routes but that they need an administrator.
  router.use('/admin/*', async (c, next) => {
    requireAdmin(c);
    await next();
  });
  return router
    .openapi(statusRoute, async (c) => {
      const settings = settingsView(await readSettings(deps.database.db));
      return c.json(
        {
          withdrawalsEnabled: settings.withdrawalsEnabled,
          paused: settings.paused,
          regulatoryNote: WITHDRAWAL_REGULATORY_NOTE,
          chains: bridgeChains(deps.config.web3).map((ch) => ({
            chainId: ch.chainId,
            name: ch.name,
            finality: ch.finality,
            contracts: ch.contracts,
          })),
        },
        200,
      );
    })
    .openapi(meRoute, async (c) => c.json(await readMyBridge(ctxOf(c), requireUser(c).id), 200))
    .openapi(depositInfoRoute, async (c) => c.json(await depositInfo(ctxOf(c), requireUser(c).id), 200))
    .openapi(withdrawRoute, async (c) => {
      const user = requireUser(c);
      const result = await withdraw(
        ctxOf(c),
        user.id,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'] ?? null,
      );
      return c.json(result, result.replayed ? 200 : 201);
    })
    .openapi(settingsRoute, async (c) => c.json(settingsView(await readSettings(deps.database.db)), 200))
    .openapi(putSettingsRoute, async (c) => {
      const admin = requireAdmin(c);
      const { withdrawalsEnabled } = c.req.valid('json');
      return c.json(
        await setWithdrawalsEnabled(deps.database.db, withdrawalsEnabled, admin.id, deps.now()),
        200,
      );
    })
    .openapi(resumeRoute, async (c) => {
      const admin = requireAdmin(c);
      return c.json(await resumeWithdrawals(deps.database.db, admin.id, deps.now()), 200);
    })
    .openapi(runsRoute, async (c) => c.json({ runs: await listReconciliations(ctxOf(c)) }, 200))
    .openapi(reconcileRoute, async (c) => {
      const runs = await runReconciliation(ctxOf(c));
      return c.json({ runs: runs.filter((r) => r !== undefined).map(reconciliationView) }, 201);
    });
}
