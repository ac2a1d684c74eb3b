/**
 * `POST /api/workflows/expressions/preview`: the expression editor's live preview. Signed in only, its own
 * rate limit (typing is frequent but debounced; it does not spend the autosave budget) and a 256 KB body cap.
 */
import {
  EXPRESSION_PREVIEW_MAX_BYTES,
  expressionPreviewResultSchema,
  expressionPreviewSchema,
} from '@common/schemas/expression-preview';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { PayloadTooLarge } from '../../lib/errors';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { previewExpression } from './expression-preview';

/** Per user: a debounced editor sends a few a second at most while someone types. */
export const EXPRESSION_PREVIEW_LIMIT: RateLimitRule = { limit: 240, windowMs: 60_000 };

const previewRoute = createRoute({
  tags: ['Workflows'],
  method: 'post',
  path: '/expressions/preview',
  summary: 'Evaluate one expression over sample items with the engine (sandboxed, time-limited)',
  description:
    'Answers `{ value, type }` or, when the expression fails (syntax, runtime error, timeout, memory), `{ error, kind }` with status 200.',
  request: jsonBody(expressionPreviewSchema),
  responses: {
    200: jsonContent(expressionPreviewResultSchema, 'The value or the error'),
    ...errorResponses(400, 401, 413, 429),
  },
});

const tooLarge = () =>
  new PayloadTooLarge('The preview sample is too large (256 KB at most); send fewer items.', {
    maxBytes: EXPRESSION_PREVIEW_MAX_BYTES,
  });

/**
 * Under the app-wide 1 MB cap (which already bounds what is read), a tighter one for this route: hono's
 * bodyLimit cannot be stacked on a stream the app-wide one has taken, so the read text is measured. Hono
 * keeps it for the validator.
 */
const capPreviewBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = Number(c.req.header('content-length'));
  if (declared > EXPRESSION_PREVIEW_MAX_BYTES) throw tooLarge();
  if (Buffer.byteLength(await c.req.text()) > EXPRESSION_PREVIEW_MAX_BYTES) throw tooLarge();
  await next();
};

export function expressionPreviewRoutes(deps: AppDeps) {
  const router = createRouter();
  router.post(
    '/expressions/preview',
    capPreviewBody,
    limit({
      name: 'workflows:expression-preview',
      by: 'user',
      rule: EXPRESSION_PREVIEW_LIMIT,
      message: 'Too many previews. Please wait a moment.',
    }),
  );
  return router.openapi(previewRoute, async (c) =>
    c.json(await previewExpression(signedInContext(deps, c), c.req.valid('json')), 200),
  );
}
