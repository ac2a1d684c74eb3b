/**
 * The deployments API: the owner's deployments and API keys (signed in), and the REST surface
 * `POST /api/run/{slug}`, called with an API key (or by the signed-in owner from the app).
 */
import {
  apiKeySchema,
  createApiKeySchema,
  createDeploymentSchema,
  createdApiKeySchema,
  deploymentChangeSchema,
  deploymentRunRequestSchema,
  deploymentRunResultSchema,
  deploymentSchema,
  updateDeploymentSchema,
} from '@common/schemas/deployments';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonContent } from '../../http/openapi';
import { enforceLimit, limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { serviceContext, signedInContext } from '../../service-context';
import { runEnvOf, runLinks } from '../workflows';
import { sendCallback } from './callback';
import {
  createDeployment,
  deleteDeployment,
  getDeployment,
  listDeploymentChanges,
  listDeployments,
  updateDeployment,
} from './deployments-service';
import { invokeDeployment } from './invoke';
import { createApiKey, listApiKeys, revokeApiKey } from './keys-service';
import { pollUrlOf, resultOfRecord, storedResult } from './run-result';
import { callerOf, liveDeployment } from './surface-auth';

/** Deploying, pausing and rolling back are a person's clicks; this bounds a script. */
export const DEPLOYMENT_WRITE_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };
/** The owner trying their own deployment from the app, without a key. */
const OWNER_RUN_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

const idParam = z.object({ id: z.uuid('That is not a deployment id.') });
const keyIdParam = z.object({ id: z.uuid('That is not an API key id.') });
const slugParam = z.object({ slug: z.string().min(1).max(60) });
const runParam = slugParam.extend({ runId: z.uuid('That is not a run id.') });
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200, 'An Idempotency-Key has at most 200 characters.')
    .optional()
    .describe('The same key again answers the same run, and charges nothing more'),
});
const ok = z.object({ success: z.literal(true) });

const deploymentTags = ['Deployments'];
const keyTags = ['API keys'];
const runTags = ['Deployment surfaces'];

const listRoute = createRoute({
  tags: deploymentTags,
  method: 'get',
  path: '/',
  summary: "The caller's deployments, newest first, with their URLs",
  responses: {
    200: jsonContent(z.object({ deployments: z.array(deploymentSchema) }), 'Deployments'),
    ...errorResponses(401),
  },
});
const createDeploymentRoute = createRoute({
  tags: deploymentTags,
  method: 'post',
  path: '/',
  summary: 'Deploy a published version of a workflow or agent (never the draft)',
  request: jsonBody(createDeploymentSchema),
  responses: { 201: jsonContent(deploymentSchema, 'Deployed'), ...errorResponses(400, 401, 404, 409, 429) },
});
const getRoute = createRoute({
  tags: deploymentTags,
  method: 'get',
  path: '/{id}',
  summary: 'One deployment',
  request: { params: idParam },
  responses: { 200: jsonContent(deploymentSchema, 'The deployment'), ...errorResponses(400, 401, 404) },
});
const updateRoute = createRoute({
  tags: deploymentTags,
  method: 'patch',
  path: '/{id}',
  summary: 'Pause, resume, roll to another published version, or change settings; every change is recorded',
  request: { params: idParam, ...jsonBody(updateDeploymentSchema) },
  responses: { 200: jsonContent(deploymentSchema, 'Changed'), ...errorResponses(400, 401, 404, 409, 429) },
});
const deleteRoute = createRoute({
  tags: deploymentTags,
  method: 'delete',
  path: '/{id}',
  summary: 'Remove a deployment: its URLs stop answering and its triggers stop',
  request: { params: idParam },
  responses: { 200: jsonContent(ok, 'Removed'), ...errorResponses(400, 401, 404, 429) },
});
const changesRoute = createRoute({
  tags: deploymentTags,
  method: 'get',
  path: '/{id}/changes',
  summary: 'Every change of a deployment: who, when, from which version to which',
  request: { params: idParam },
  responses: {
    200: jsonContent(z.object({ changes: z.array(deploymentChangeSchema) }), 'Changes, newest first'),
    ...errorResponses(400, 401, 404),
  },
});

const listKeysRoute = createRoute({
  tags: keyTags,
  method: 'get',
  path: '/',
  summary: "The caller's API keys: prefix, scope, limits, use this month; never the secret",
  responses: {
    200: jsonContent(z.object({ keys: z.array(apiKeySchema) }), 'API keys'),
    ...errorResponses(401),
  },
});
const createKeyRoute = createRoute({
  tags: keyTags,
  method: 'post',
  path: '/',
  summary: 'Create an API key: the answer carries the secret, shown this once',
  request: jsonBody(createApiKeySchema),
  responses: { 201: jsonContent(createdApiKeySchema, 'Created'), ...errorResponses(400, 401, 404, 429) },
});
const revokeKeyRoute = createRoute({
  tags: keyTags,
  method: 'delete',
  path: '/{id}',
  summary: 'Revoke an API key, at once and for good',
  request: { params: keyIdParam },
  responses: { 200: jsonContent(apiKeySchema, 'Revoked'), ...errorResponses(400, 401, 404, 429) },
});

const runRoute = createRoute({
  tags: runTags,
  method: 'post',
  path: '/{slug}',
  summary:
    "Run a deployment with JSON input: the result when the run ends within the deployment's timeout, else 202 and a URL to poll",
  request: { params: slugParam, headers: idempotencyHeader, ...jsonBody(deploymentRunRequestSchema) },
  responses: {
    200: jsonContent(deploymentRunResultSchema, 'The run ended'),
    202: jsonContent(deploymentRunResultSchema, 'Still running: poll `pollUrl` (also in Location)'),
    ...errorResponses(400, 401, 402, 403, 404, 429, 503),
  },
});
const pollRoute = createRoute({
  tags: runTags,
  method: 'get',
  path: '/{slug}/runs/{runId}',
  summary: 'A run of a deployment, as its caller (or its owner) sees it',
  request: { params: runParam },
  responses: {
    200: jsonContent(deploymentRunResultSchema, 'The run'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

function originOf(deps: AppDeps, c: Context<AppEnv>): string {
  return runLinks(deps.config, c.req.url).origin;
}

/** Mounted at /api/deployments. */
export function deploymentRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(
    ['POST', 'PATCH', 'DELETE'],
    '*',
    limit({ name: 'deployments:write', by: 'user', rule: DEPLOYMENT_WRITE_LIMIT }),
  );
  const origins = (c: Context<AppEnv>) => ({ origin: originOf(deps, c) });
  return router
    .openapi(listRoute, async (c) =>
      c.json({ deployments: await listDeployments(signedInContext(deps, c), origins(c)) }, 200),
    )
    .openapi(createDeploymentRoute, async (c) =>
      c.json(await createDeployment(signedInContext(deps, c), origins(c), c.req.valid('json')), 201),
    )
    .openapi(getRoute, async (c) =>
      c.json(await getDeployment(signedInContext(deps, c), origins(c), c.req.valid('param').id), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateDeployment(
          signedInContext(deps, c),
          origins(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteDeployment(signedInContext(deps, c), c.req.valid('param').id);
      return c.json({ success: true as const }, 200);
    })
    .openapi(changesRoute, async (c) =>
      c.json(
        { changes: await listDeploymentChanges(signedInContext(deps, c), c.req.valid('param').id) },
        200,
      ),
    );
}

/** Mounted at /api/api-keys. */
export function apiKeyRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(
    ['POST', 'DELETE'],
    '*',
    limit({ name: 'api-keys:write', by: 'user', rule: DEPLOYMENT_WRITE_LIMIT }),
  );
  return router
    .openapi(listKeysRoute, async (c) => c.json({ keys: await listApiKeys(signedInContext(deps, c)) }, 200))
    .openapi(createKeyRoute, async (c) =>
      c.json(await createApiKey(signedInContext(deps, c), c.req.valid('json')), 201),
    )
    .openapi(revokeKeyRoute, async (c) =>
      c.json(await revokeApiKey(signedInContext(deps, c), c.req.valid('param').id), 200),
    );
}

/** Mounted at /api/run: the REST surface. */
export function runSurfaceRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(runRoute, async (c) => {
      const ctx = serviceContext(deps, c);
      const deployment = await liveDeployment(ctx.db, c.req.valid('param').slug);
      const caller = await callerOf(c, ctx.db, ctx.now(), deployment, 'rest', { allowSession: true });
      if (!caller.apiKeyId) {
        await enforceLimit(c, { name: 'deployments:owner-run', by: 'user', rule: OWNER_RUN_LIMIT });
      }
      const body = c.req.valid('json');
      const env = runEnvOf(deps, { log: ctx.log, url: c.req.url });
      const origin = originOf(deps, c);
      const invoked = await invokeDeployment(env, {
        deployment,
        surface: 'rest',
        input: body.input,
        ...(body.version ? { version: body.version } : {}),
        apiKeyId: caller.apiKeyId,
        callerId: caller.userId,
        idempotencyKey: c.req.valid('header')['idempotency-key'] ?? null,
      });
      if (invoked.replayed) {
        const stored = await storedResult(ctx.db, origin, deployment, invoked.runId, caller);
        return c.json(stored, stored.status === 'running' ? 202 : 200);
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), deployment.timeoutMs);
      });
      const record = await Promise.race([invoked.done.catch(() => null), timedOut]).finally(() =>
        clearTimeout(timer),
      );
      if (record && record.status !== 'waiting') {
        return c.json(
          resultOfRecord(origin, deployment, invoked.versionNumber, invoked.charged, record),
          200,
        );
      }
      // Too slow (or waiting for a person): answer where to poll, and post the result when it ends.
      const pollUrl = pollUrlOf(origin, deployment.slug, invoked.runId);
      if (body.callbackUrl) {
        const url = body.callbackUrl;
        void invoked.done
          .then((ended) =>
            ended
              ? sendCallback(
                  deps.http,
                  url,
                  resultOfRecord(origin, deployment, invoked.versionNumber, invoked.charged, ended),
                )
              : undefined,
          )
          .catch((error) => ctx.log.warn('deployment callback failed', { err: error, runId: invoked.runId }));
      }
      c.header('Location', pollUrl);
      return c.json(
        {
          runId: invoked.runId,
          deployment: deployment.slug,
          version: invoked.versionNumber,
          status: record?.status === 'waiting' ? ('waiting' as const) : ('running' as const),
          output: null,
          error: null,
          usage: null,
          charged: invoked.charged,
          durationMs: null,
          pollUrl,
        },
        202,
      );
    })
    .openapi(pollRoute, async (c) => {
      const ctx = serviceContext(deps, c);
      const { slug, runId } = c.req.valid('param');
      const deployment = await liveDeployment(ctx.db, slug);
      // A poll is not a run: it is checked like a call (scope, rate) but the quota counts runs only.
      const caller = await callerOf(c, ctx.db, ctx.now(), deployment, 'rest', {
        allowSession: true,
        startsRun: false,
      });
      return c.json(await storedResult(ctx.db, originOf(deps, c), deployment, runId, caller), 200);
    });
}
