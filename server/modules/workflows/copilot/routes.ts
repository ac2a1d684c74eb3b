/** POST /api/workflows/copilot: edits for the workflow on the canvas, from a chat message (signed in; rate-limited). */
import { copilotAnswerSchema, copilotRequestSchema } from '@common/schemas/workflow-copilot';
import { createRoute } from '@hono/zod-openapi';
import { createAiPort } from '../../../ai/workflow-ai-port';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { answerCopilot } from './answer-copilot';

/** A chat goes back and forth; this stops a loop from spending the provider budget. */
export const COPILOT_LIMIT: RateLimitRule = { limit: 40, windowMs: 10 * 60_000 };

const copilotRoute = createRoute({
  tags: ['Workflows'],
  method: 'post',
  path: '/',
  summary:
    'Edits for a workflow document from a chat message: structured operations checked against the document (the AI model by tool calling, or offline rules and the pattern library). Nothing is saved.',
  request: jsonBody(copilotRequestSchema),
  responses: {
    200: jsonContent(copilotAnswerSchema, 'The proposed operations'),
    ...errorResponses(400, 401, 429),
  },
});

export function copilotRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use(
    '*',
    limit({
      name: 'workflows:copilot',
      by: 'user',
      rule: COPILOT_LIMIT,
      message: 'Too many copilot requests in a short time. Wait a few minutes and try again.',
    }),
  );
  const ai = createAiPort(deps.ai);
  return router.openapi(copilotRoute, async (c) => {
    const ctx = signedInContext(deps, c);
    return c.json(await answerCopilot({ ai, log: ctx.log }, c.req.valid('json'), c.req.raw.signal), 200);
  });
}
