/**
 * A listing's hosted agent over HTTP: getting access (a key scoped to the creator's deployment, idempotent by
 * Idempotency-Key) and "Try it" (a free message run as the creator's own call). Mounted by routes.ts under
 * /api/marketplace, behind its write limit.
 */
import {
  agentAccessRequestSchema,
  agentAccessResultSchema,
  trialAnswerSchema,
  trialMessageSchema,
} from '@common/schemas/marketplace-agent';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { signedInContext } from '../../service-context';
import { runEnvOf, runLinks } from '../workflows';
import { getAgentAccess } from './agent-access';
import { idempotencyKeyHeader, marketplaceTags, slugParam } from './route-shared';
import { tryAgent } from './try-agent';

const tags = marketplaceTags;

const accessRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings/{slug}/access',
  summary:
    "Use a listing's hosted agent: an API key of the caller's scoped to its deployment (free; each run is charged per run)",
  request: {
    params: slugParam,
    headers: idempotencyKeyHeader(
      'The same key again answers the same access, without the secret and without a new key',
    ),
    ...jsonBody(agentAccessRequestSchema),
  },
  responses: {
    201: jsonContent(agentAccessResultSchema, 'A new key (its secret shown once)'),
    200: jsonContent(agentAccessResultSchema, 'The access an earlier request with this Idempotency-Key made'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

const tryRoute = createRoute({
  tags,
  method: 'post',
  path: '/listings/{slug}/try',
  summary: "Try a listing's hosted agent: a free message, paid by the creator's trial budget",
  request: { params: slugParam, ...jsonBody(trialMessageSchema) },
  responses: {
    200: jsonContent(trialAnswerSchema, 'The agent’s answer'),
    ...errorResponses(400, 401, 402, 404, 409, 429, 503),
  },
});

export function agentRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(accessRoute, async (c) => {
      const result = await getAgentAccess(
        signedInContext(deps, c),
        runLinks(deps.config, c.req.url).origin,
        c.req.valid('param').slug,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'] ?? null,
      );
      return c.json(result, result.replayed ? 200 : 201);
    })
    .openapi(tryRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const env = runEnvOf(deps, { log: ctx.log, url: c.req.url });
      return c.json(await tryAgent(ctx, env, c.req.valid('param').slug, c.req.valid('json')), 200);
    });
}
