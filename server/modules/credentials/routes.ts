/** The credentials API (issue 9 item 1): signed in only; secret fields are write-only; others' credentials are 404. */
import {
  createCredentialSchema,
  credentialListSchema,
  credentialSummarySchema,
  credentialTestResultSchema,
  credentialTestSchema,
  updateCredentialSchema,
} from '@common/schemas/credentials';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { enforceLimit, limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import {
  createCredential,
  deleteCredential,
  getCredential,
  listCredentials,
  updateCredential,
} from './service';
import { testCredential } from './test-credential';

/** People add credentials by hand; this bounds a script guessing or flooding, not a person. */
export const CREDENTIAL_WRITE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

/** Each test is an outbound request (or a token request): a person tries a few, a script cannot probe with them. */
export const CREDENTIAL_TEST_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

const idParam = z.object({ id: z.uuid('That is not a credential id.') });
const ok = z.object({ success: z.literal(true) });
const tags = ['Credentials'];

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/',
  summary: "The caller's credentials by name: types, fields that are not secret, hints; never a secret",
  responses: { 200: jsonContent(credentialListSchema, 'Credentials'), ...errorResponses(401) },
});
const getRoute = createRoute({
  tags,
  method: 'get',
  path: '/{id}',
  summary: 'One credential, without its secret fields',
  request: { params: idParam },
  responses: {
    200: jsonContent(credentialSummarySchema, 'The credential'),
    ...errorResponses(400, 401, 404),
  },
});
const createCredentialRoute = createRoute({
  tags,
  method: 'post',
  path: '/',
  summary: 'Store a credential; its secret fields are encrypted and never answered',
  request: jsonBody(createCredentialSchema),
  responses: {
    201: jsonContent(credentialSummarySchema, 'Created'),
    ...errorResponses(400, 401, 409, 429),
  },
});
const updateRoute = createRoute({
  tags,
  method: 'patch',
  path: '/{id}',
  summary: 'Rename a credential or replace some of its fields (fields left out keep their value)',
  request: { params: idParam, ...jsonBody(updateCredentialSchema) },
  responses: {
    200: jsonContent(credentialSummarySchema, 'Updated'),
    ...errorResponses(400, 401, 404, 409, 429, 503),
  },
});
const deleteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a credential (workflows that use it then ask for another)',
  request: { params: idParam },
  responses: { 200: jsonContent(ok, 'Deleted'), ...errorResponses(400, 401, 404, 429) },
});

const testRoute = createRoute({
  tags,
  method: 'post',
  path: '/{id}/test',
  summary:
    'Try a credential: OAuth2 fetches a token; the others send a GET or HEAD with it applied (to url, or the stored test URL)',
  request: { params: idParam, ...jsonBody(credentialTestSchema) },
  responses: {
    200: jsonContent(credentialTestResultSchema, 'What the test found (never a secret)'),
    ...errorResponses(400, 401, 404, 429, 503),
  },
});

export function credentialRoutes(deps: AppDeps) {
  const router = createRouter();
  router.on(
    ['POST', 'PATCH', 'DELETE'],
    '*',
    limit({ name: 'credentials:write', by: 'user', rule: CREDENTIAL_WRITE_LIMIT }),
  );
  const ctx = (c: Parameters<typeof signedInContext>[1]) => ({
    ...signedInContext(deps, c),
    keys: deps.config.credentialKeys,
  });
  return router
    .openapi(listRoute, async (c) => c.json({ credentials: await listCredentials(ctx(c)) }, 200))
    .openapi(getRoute, async (c) => c.json(await getCredential(ctx(c), c.req.valid('param').id), 200))
    .openapi(createCredentialRoute, async (c) =>
      c.json(await createCredential(ctx(c), c.req.valid('json')), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(await updateCredential(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(testRoute, async (c) => {
      await enforceLimit(c, {
        name: 'credentials:test',
        by: 'user',
        rule: CREDENTIAL_TEST_LIMIT,
        message: 'You are testing credentials too fast. Please wait a few minutes.',
      });
      const result = await testCredential(
        { ...ctx(c), http: deps.http },
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(result, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteCredential(ctx(c), c.req.valid('param').id);
      return c.json({ success: true as const }, 200);
    });
}
