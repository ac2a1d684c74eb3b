/**
 * `GET /api/forms/<path>` (an active form's definition, for the hosted page) and `POST /api/forms/<path>`
 * (a submission: checked against the fields, then it runs the active version and answers as the form's
 * respond mode says). Anyone may call them; each workflow has its own rate limit.
 */
import { formDefinitionSchema, formSubmissionBodySchema } from '@common/schemas/webhooks';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import type { AppEnv } from '../../../http/context';
import { requireJsonContentType } from '../../../http/json-guard';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { enforceLimit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import { securedResponse } from '../../../http/security-headers';
import { Invalid } from '../../../lib/errors';
import { runEnvOf } from '../runs';
import { findForm, formDefinition, submissionItem } from './forms';
import { runForRequest, toHttpResponse } from './webhook-respond';

const pathOf = (c: Context<AppEnv>) => c.req.path.slice('/api/forms'.length).replace(/^\/+|\/+$/g, '');

export function formRoutes(deps: AppDeps) {
  const router = createRouter();
  const params = z.object({ path: z.string() });
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/{path}',
    tags: ['Forms'],
    summary: 'An active form: its title, description and fields (for the hosted form page)',
    request: { params },
    responses: { 200: jsonContent(formDefinitionSchema, 'The form'), ...errorResponses(404) },
  });
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/{path}',
    tags: ['Forms'],
    summary:
      'Submit an active form: values by field label; runs the workflow and answers as its respond mode says',
    request: { params, ...jsonBody(formSubmissionBodySchema) },
    responses: {
      200: {
        description: 'The workflow\'s answer (by default `{"message":"Your response has been recorded"}`)',
      },
      ...errorResponses(400, 404, 413, 415, 429),
    },
  });
  router.get('/*', async (c) => {
    const path = pathOf(c);
    return c.json(
      formDefinition(await findForm(runEnvOf(deps, { log: c.get('log'), url: c.req.url }), path), path),
      200,
    );
  });
  router.post('/*', async (c) => {
    const env = runEnvOf(deps, { log: c.get('log'), url: c.req.url });
    const form = await findForm(env, pathOf(c));
    await enforceLimit(c, {
      name: 'form',
      by: () => form.target.workflow.id,
      rule: { limit: form.parameters.rateLimitPerMinute, windowMs: 60_000 },
      message: 'This form is receiving too many submissions. Please try again shortly.',
    });
    requireJsonContentType(c.req.header('content-type'));
    const values = await c.req.json().catch(() => {
      throw new Invalid('A form submission is a JSON object of answers by field label.');
    });
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      throw new Invalid('A form submission is a JSON object of answers by field label.');
    }
    const p = form.parameters;
    const response = await runForRequest({
      env,
      target: form.target,
      startNodeId: form.nodeId,
      items: [submissionItem(form, values, env.now())],
      respond: {
        mode: p.responseMode,
        status: 200,
        data: p.responseData,
        receivedBody: { message: p.formSubmittedText },
      },
    });
    return toHttpResponse(response, 'POST', (body, status, headers) =>
      securedResponse(c, body, status, headers),
    );
  });
  return router;
}
