/** POST /api/workflows/generate: a draft workflow from words (signed in; rate-limited, as model calls cost). */
import { generatedWorkflowSchema, generateWorkflowSchema } from '@common/schemas/workflow-generator';
import { createRoute } from '@hono/zod-openapi';
import { createAiPort } from '../../../ai/workflow-ai-port';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { generateWorkflow } from './generate-workflow';

/** A person tries a few phrasings; this stops a loop from spending the provider budget. */
export const GENERATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

const generateRoute = createRoute({
  tags: ['Workflows'],
  method: 'post',
  path: '/',
  summary:
    'Draft a workflow from a description: the AI model (checked and repaired) or, offline, the pattern library. Nothing is saved.',
  request: jsonBody(generateWorkflowSchema),
  responses: {
    200: jsonContent(generatedWorkflowSchema, 'The draft'),
    ...errorResponses(400, 401, 422, 429),
  },
});

export function generatorRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use(
    '*',
    limit({
      name: 'workflows:generate',
      by: 'user',
      rule: GENERATE_LIMIT,
      message: 'Too many workflows generated in a short time. Wait a few minutes and try again.',
    }),
  );
  const ai = createAiPort(deps.ai);
  return router.openapi(generateRoute, async (c) => {
    const ctx = signedInContext(deps, c);
    return c.json(await generateWorkflow({ ai, log: ctx.log }, c.req.valid('json').prompt), 200);
  });
}
