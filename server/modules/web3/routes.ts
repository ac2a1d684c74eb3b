/**
 * /api/web3: the chains, tokens and connectors the wallet offers (anyone), and linking wallet addresses
 * to the account with Sign-In with Ethereum (signed in): a nonce, the signed message checked, the links.
 */
import {
  siweNonceSchema,
  siweVerifySchema,
  walletLinkSchema,
  walletLinksSchema,
  web3ConfigSchema,
} from '@common/schemas/web3';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { issueSiweNonce, listWalletLinks, unlinkWallet, verifySiweAndLink, web3Config } from './service';

const tags = ['Web3'];

/** A person links a few addresses; 30 nonces in 10 minutes is plenty and stops table filling. */
export const SIWE_NONCE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };
export const SIWE_VERIFY_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

const configRoute = createRoute({
  tags,
  method: 'get',
  path: '/config',
  summary: 'The chains (with RPC URLs and tokens) and wallet connectors the app offers',
  responses: { 200: jsonContent(web3ConfigSchema, 'The wallet configuration') },
});

const nonceRoute = createRoute({
  tags,
  method: 'post',
  path: '/siwe/nonce',
  summary: 'A single-use nonce for a Sign-In with Ethereum message, valid 10 minutes',
  responses: { 201: jsonContent(siweNonceSchema, 'The nonce'), ...errorResponses(401, 429) },
});

const verifyRoute = createRoute({
  tags,
  method: 'post',
  path: '/siwe/verify',
  summary: "Check a signed EIP-4361 message and link its address to the caller's account",
  request: jsonBody(siweVerifySchema),
  responses: {
    200: jsonContent(walletLinkSchema, 'The address is linked'),
    ...errorResponses(400, 401, 409, 429),
  },
});

const linksRoute = createRoute({
  tags,
  method: 'get',
  path: '/links',
  summary: "The caller's linked wallet addresses",
  responses: { 200: jsonContent(walletLinksSchema, 'The links'), ...errorResponses(401) },
});

const unlinkRoute = createRoute({
  tags,
  method: 'delete',
  path: '/links/{address}',
  summary: 'Unlink a wallet address from the account',
  request: {
    params: z.object({
      address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'),
    }),
  },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Unlinked'),
    ...errorResponses(400, 401, 404),
  },
});

/** Mounted at /api/web3. */
export function web3Routes(deps: AppDeps) {
  const router = createRouter();
  router.use('/siwe/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  router.use(
    '/siwe/nonce',
    limit({
      name: 'web3:siwe-nonce',
      by: 'user',
      rule: SIWE_NONCE_LIMIT,
      message: 'Too many sign-in requests for wallets. Please try again in a few minutes.',
    }),
  );
  router.use('/siwe/verify', limit({ name: 'web3:siwe-verify', by: 'user', rule: SIWE_VERIFY_LIMIT }));
  const origin = (url: string) => deps.config.publicOrigin ?? new URL(url).origin;
  return router
    .openapi(configRoute, (c) => c.json(web3Config(deps.config.web3), 200))
    .openapi(nonceRoute, async (c) => c.json(await issueSiweNonce(signedInContext(deps, c)), 201))
    .openapi(verifyRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const supportedChainIds = web3Config(deps.config.web3).chains.map((chain) => chain.id);
      const link = await verifySiweAndLink(ctx, c.req.valid('json'), {
        origin: origin(c.req.url),
        supportedChainIds,
      });
      return c.json(link, 200);
    })
    .openapi(linksRoute, async (c) => c.json({ links: await listWalletLinks(signedInContext(deps, c)) }, 200))
    .openapi(unlinkRoute, async (c) => {
      await unlinkWallet(signedInContext(deps, c), c.req.valid('param').address);
      return c.json({ success: true as const }, 200);
    });
}
