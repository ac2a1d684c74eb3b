/**
 * /api/agent-wallets: the signed-in person's deployments with their wallets; create a wallet (and an
 * on-chain address), fund and withdraw (Idempotency-Key required), the spending policy. Owner only: another
 * person's agent answers 404 as one that does not exist.
 */
import {
  agentPolicySchema,
  agentWalletDetailSchema,
  agentWalletListSchema,
  agentWalletMoveResultSchema,
  agentWalletMoveSchema,
  createAgentWalletSchema,
  deploymentIdParamSchema,
} from '@common/schemas/agent-wallets';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { addAgentAddress, createAgentWallet } from './create-wallet';
import { moveAgentFunds } from './move-funds';
import { listAgentWallets, readAgentWallet } from './read-wallets';
import { updateAgentPolicy } from './update-policy';

const tags = ['Agent wallets'];

export const AGENT_WALLET_WRITE_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string({ message: 'Send an Idempotency-Key header: the same key again moves no AIZ again.' })
    .min(1, 'Send an Idempotency-Key header: the same key again moves no AIZ again.')
    .max(150, 'An Idempotency-Key has at most 150 characters.'),
});

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/',
  summary: "The signed-in person's deployments, each with its wallet (or none yet), and their own balance",
  responses: { 200: jsonContent(agentWalletListSchema, 'Their agents'), ...errorResponses(401) },
});

const detailRoute = createRoute({
  tags,
  method: 'get',
  path: '/{deploymentId}',
  summary: "An agent's wallet: balance, policy, history, policy changes and on-chain payments",
  request: { params: deploymentIdParamSchema },
  responses: { 200: jsonContent(agentWalletDetailSchema, 'The wallet'), ...errorResponses(400, 401, 404) },
});

const createWalletRoute = createRoute({
  tags,
  method: 'post',
  path: '/{deploymentId}',
  summary: 'Create the agent’s wallet (an empty policy), optionally with a custodial on-chain address',
  request: { params: deploymentIdParamSchema, ...jsonBody(createAgentWalletSchema) },
  responses: {
    201: jsonContent(agentWalletDetailSchema, 'Created'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const addressRoute = createRoute({
  tags,
  method: 'post',
  path: '/{deploymentId}/address',
  summary: 'Give the agent a custodial on-chain address (its key stays sealed on the server)',
  request: { params: deploymentIdParamSchema },
  responses: {
    201: jsonContent(agentWalletDetailSchema, 'Added'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const moveRoute = (direction: 'fund' | 'withdraw') =>
  createRoute({
    tags,
    method: 'post',
    path: `/{deploymentId}/${direction}`,
    summary:
      direction === 'fund'
        ? 'Move AIZ from your balance into the agent’s wallet'
        : 'Move AIZ from the agent’s wallet back to your balance',
    request: {
      params: deploymentIdParamSchema,
      headers: idempotencyHeader,
      ...jsonBody(agentWalletMoveSchema),
    },
    responses: {
      201: jsonContent(agentWalletMoveResultSchema, 'Moved'),
      200: jsonContent(agentWalletMoveResultSchema, 'What an earlier request with this Idempotency-Key did'),
      ...errorResponses(400, 401, 404, 409, 429),
    },
  });

const policyRoute = createRoute({
  tags,
  method: 'put',
  path: '/{deploymentId}/policy',
  summary: 'Replace the agent’s spending policy (the change is recorded with who made it)',
  request: { params: deploymentIdParamSchema, ...jsonBody(agentPolicySchema) },
  responses: {
    200: jsonContent(agentWalletDetailSchema, 'The wallet'),
    ...errorResponses(400, 401, 404, 429),
  },
});

/** Mounted at /api/agent-wallets. */
export function agentWalletRoutes(deps: AppDeps) {
  const keys = deps.config.credentialKeys;
  const router = createRouter();
  router.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  router.on(
    ['POST', 'PUT'],
    '*',
    limit({ name: 'agent-wallets:write', by: 'user', rule: AGENT_WALLET_WRITE_LIMIT }),
  );
  const move = (direction: 'fund' | 'withdraw') =>
    router.openapi(moveRoute(direction), async (c) => {
      const { deploymentId } = c.req.valid('param');
      const result = await moveAgentFunds(
        signedInContext(deps, c),
        deploymentId,
        direction,
        c.req.valid('json').amount,
        c.req.valid('header')['idempotency-key'],
      );
      return c.json(result, result.replayed ? 200 : 201);
    });
  move('fund');
  move('withdraw');
  return router
    .openapi(listRoute, async (c) => c.json(await listAgentWallets(signedInContext(deps, c)), 200))
    .openapi(detailRoute, async (c) =>
      c.json(await readAgentWallet(signedInContext(deps, c), c.req.valid('param').deploymentId), 200),
    )
    .openapi(createWalletRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const { deploymentId } = c.req.valid('param');
      await createAgentWallet(ctx, keys, deploymentId, c.req.valid('json'));
      return c.json(await readAgentWallet(ctx, deploymentId), 201);
    })
    .openapi(addressRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const { deploymentId } = c.req.valid('param');
      await addAgentAddress(ctx, keys, deploymentId);
      return c.json(await readAgentWallet(ctx, deploymentId), 201);
    })
    .openapi(policyRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const { deploymentId } = c.req.valid('param');
      await updateAgentPolicy(ctx, deploymentId, c.req.valid('json'));
      return c.json(await readAgentWallet(ctx, deploymentId), 200);
    });
}
