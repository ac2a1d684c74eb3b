/**
 * `/webhook/<path>` (the active version) and `/webhook-test/<path>` (the draft, once per listen): called by
 * other servers, so outside /api, without sessions or the CSRF origin check. Every method is accepted and
 * matched against the trigger's; bodies up to 16 MB; each workflow has its own rate limit.
 */
import { IncomingMessage } from 'node:http';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import { limitBody } from '../../../http/body-limit';
import { enforceLimit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import { securedResponse } from '../../../http/security-headers';
import { PayloadTooLarge } from '../../../lib/errors';
import { credentialsPort } from '../execution';
import { runEnvOf } from '../runs';
import { checkWebhookAuth } from './webhook-auth';
import { type CallMode, findWebhookCall } from './webhook-calls';
import {
  fetchRequestSource,
  nodeRequestSource,
  type RequestSource,
  WEBHOOK_BODY_LIMIT_BYTES,
  webhookItem,
} from './webhook-request';
import { runForRequest, toHttpResponse, WORKFLOW_STARTED } from './webhook-respond';

export const WEBHOOK_RATE_MESSAGE = 'This webhook is receiving too many calls. Please try again shortly.';

function documentRoutes(router: ReturnType<typeof createRouter>, mode: CallMode) {
  const description =
    mode === 'production'
      ? "Runs the active workflow whose webhook trigger has this method and path; answers as the trigger's respond mode says."
      : 'Runs the draft of the workflow listening for a test call at this path (once per listen, within 2 minutes).';
  for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
    router.openAPIRegistry.registerPath({
      method,
      path: '/{path}',
      tags: ['Webhooks'],
      summary: mode === 'production' ? 'Call a webhook' : 'Call a test webhook',
      description,
      request: { params: z.object({ path: z.string() }) },
      responses: {
        200: { description: 'The workflow\'s answer (by default `{"message":"Workflow was started"}`)' },
        ...errorResponses(400, 401, 403, 404, 413, 429, 503),
      },
    });
  }
}

/** Node's request, when the server runs on @hono/node-server (not in tests that call the app directly). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

export function webhookRoutes(deps: AppDeps, mode: CallMode) {
  const router = createRouter();
  documentRoutes(router, mode);
  const tooLarge = () =>
    new PayloadTooLarge('The request body is too large (16 MB at most).', {
      maxBytes: WEBHOOK_BODY_LIMIT_BYTES,
    });
  const limited = limitBody(WEBHOOK_BODY_LIMIT_BYTES, tooLarge);
  // Behind @hono/node-server the body is read from Node's request, with the same limit (webhook-request.ts).
  router.use('*', (c, next) => (incomingOf(c) ? next() : limited(c, next)));
  const sourceOf = (c: Context): RequestSource => {
    const incoming = incomingOf(c);
    return incoming
      ? nodeRequestSource(incoming, c.req.url, WEBHOOK_BODY_LIMIT_BYTES, tooLarge)
      : fetchRequestSource(c.req.raw);
  };
  router.all('/*', async (c) => {
    const env = runEnvOf(deps, { log: c.get('log'), url: c.req.url });
    const method = c.req.method.toUpperCase();
    const path = c.req.path
      .slice(mode === 'production' ? '/webhook'.length : '/webhook-test'.length)
      .replace(/^\/+|\/+$/g, '');
    const call = await findWebhookCall(env, mode, method, path);
    const p = call.parameters;
    await enforceLimit(c, {
      name: 'webhook',
      by: () => call.target.workflow.id,
      rule: { limit: p.rateLimitPerMinute, windowMs: 60_000 },
      message: WEBHOOK_RATE_MESSAGE,
    });
    const auth = await checkWebhookAuth(p, (name) => c.req.header(name), credentialsPort(env, call.target));
    if (!auth.ok) {
      if (auth.challenge) c.header('WWW-Authenticate', auth.challenge);
      throw auth.error;
    }
    const response = await runForRequest({
      env,
      target: call.target,
      startNodeId: call.nodeId,
      items: [await webhookItem(sourceOf(c), mode, call.params)],
      respond: {
        mode: p.responseMode,
        status: p.responseCode,
        data: p.responseData,
        receivedBody: WORKFLOW_STARTED,
      },
    });
    return toHttpResponse(response, method, (body, status, headers) =>
      securedResponse(c, body, status, headers),
    );
  });
  return router;
}
