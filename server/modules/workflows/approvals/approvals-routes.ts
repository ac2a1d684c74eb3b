/**
 * `/api/approvals/{token}`: the approval page's API, for approvers who need no account. Limited per IP,
 * since anyone may call it; the token is the only proof needed (see approvals-service.ts).
 */
import {
  approvalDecidedSchema,
  approvalDecisionSchema,
  approvalRequestSchema,
} from '@common/schemas/approvals';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { serviceContext } from '../../../service-context';
import { runEnvOf } from '../runs';
import { decideApproval, readApproval } from './approvals-service';

/** Reading and deciding by link, per IP: plenty for people, little for guessing. */
export const APPROVAL_LIMIT_PER_IP: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const tags = ['Approvals'];
const tokenParam = z.object({
  token: z.string().openapi({ description: 'The token from the e-mailed link' }),
});

const readRoute = createRoute({
  tags,
  method: 'get',
  path: '/{token}',
  summary: 'What an approval link asks: the workflow, the message, the first items, who is asked, the expiry',
  request: { params: tokenParam },
  responses: {
    200: jsonContent(approvalRequestSchema, 'The request'),
    ...errorResponses(404, 409, 410, 429),
  },
});
const decideRoute = createRoute({
  tags,
  method: 'post',
  path: '/{token}',
  summary: 'Approve or reject by link; the run goes on and every link of this approval ends',
  request: { params: tokenParam, ...jsonBody(approvalDecisionSchema) },
  responses: {
    200: jsonContent(approvalDecidedSchema, 'Decided'),
    ...errorResponses(400, 404, 409, 410, 429),
  },
});

export function approvalRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('*', limit({ name: 'approvals', by: 'ip', rule: APPROVAL_LIMIT_PER_IP }));
  const ctx = (c: Parameters<typeof serviceContext>[1]) => {
    const service = serviceContext(deps, c);
    return { ...runEnvOf(deps, { log: service.log, url: c.req.url }), ...service };
  };
  return router
    .openapi(readRoute, async (c) => c.json(await readApproval(ctx(c), c.req.valid('param').token), 200))
    .openapi(decideRoute, async (c) =>
      c.json(await decideApproval(ctx(c), c.req.valid('param').token, c.req.valid('json')), 200),
    );
}
