/**
 * The signer's side, public (signed out; the link's token is the key): the proposal to sign, signing, and the
 * signed contract's download. Rate limited per client IP; unknown links 404, withdrawn or expired ones 410,
 * used ones 409.
 */
import { signInputSchema, signingViewSchema, signResultSchema } from '@common/schemas/solar-proposals';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { clientIp } from '../../../http/client-ip';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { fileContent, fileResponse, publicSalesContext } from './route-kit';
import { signProposal } from './sign-proposal';
import { signedContract } from './signed-contract';
import { signingView } from './signing-view';

/** A signer opens a page and signs once; this bounds someone trying tokens. */
export const SIGNING_READ_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };
export const SIGNING_WRITE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

const tags = ['Solar e-signature'];
const tokenParam = z.object({ token: z.string().min(1).max(200) });

const viewRoute = createRoute({
  tags,
  method: 'get',
  path: '/sign/{token}',
  summary: 'The proposal behind a signing link, for the signer (no floor price or commission); public',
  request: { params: tokenParam },
  responses: { 200: jsonContent(signingViewSchema, 'What to sign'), ...errorResponses(404, 409, 410, 429) },
});

const signRoute = createRoute({
  tags,
  method: 'post',
  path: '/sign/{token}',
  summary:
    'Sign: the chosen option, typed name, drawn signature (PNG data URL, ≤ 200 KB) and consent; public',
  request: { params: tokenParam, ...jsonBody(signInputSchema) },
  responses: {
    201: jsonContent(signResultSchema, 'Signed: the contract and its SHA-256'),
    ...errorResponses(400, 404, 409, 410, 429),
  },
});

const contractRoute = createRoute({
  tags,
  method: 'get',
  path: '/sign/{token}/contract',
  summary: 'The signed contract PDF, for the signer; public, same link',
  request: { params: tokenParam },
  responses: { 200: fileContent('The contract PDF'), ...errorResponses(404, 429) },
});

export function signingRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(['GET'], '/sign/*', limit({ name: 'solar:sign:read', by: 'ip', rule: SIGNING_READ_LIMIT }));
  router.on(['POST'], '/sign/*', limit({ name: 'solar:sign:write', by: 'ip', rule: SIGNING_WRITE_LIMIT }));
  return router
    .openapi(viewRoute, async (c) =>
      c.json(await signingView(publicSalesContext(deps, c), c.req.valid('param').token), 200),
    )
    .openapi(signRoute, async (c) => {
      const meta = { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '' };
      const result = await signProposal(
        publicSalesContext(deps, c),
        c.req.valid('param').token,
        c.req.valid('json'),
        meta,
      );
      return c.json(result, 201);
    })
    .openapi(contractRoute, async (c) => {
      const { bytes, name } = await signedContract(publicSalesContext(deps, c), c.req.valid('param').token);
      return fileResponse(c, bytes, name, 'application/pdf');
    });
}
