/** The agents API: create an agent, and chat with it over server-sent events. Signed in; owner only. */
import {
  agentChatEventSchema,
  agentChatSchema,
  agentSchema,
  createAgentSchema,
} from '@common/schemas/agents';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { eventStreamContent, jsonBody, jsonContent } from '../../../http/openapi';
import { enforceLimit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import { streamEvents } from '../../../http/sse';
import { ServiceError } from '../../../lib/errors';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { runEnvOf } from '../runs';
import { AGENT_CHAT_FAILED, chatWithAgent, createAgent } from './agents-service';

/** Each message is a model call or several: this bounds a person's pace, not a test chat's. */
export const AGENT_CHAT_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };
const AGENT_CREATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };

const tags = ['Agents'];
const idParam = z.object({ id: z.uuid('That is not an agent id.') });

const createAgentRoute = createRoute({
  tags,
  method: 'post',
  path: '/',
  summary: 'Create an agent: a workflow of kind agent (chat trigger, then an AI agent)',
  request: jsonBody(createAgentSchema),
  responses: { 201: jsonContent(agentSchema, 'The agent'), ...errorResponses(400, 401, 429) },
});

const chatRoute = createRoute({
  tags,
  method: 'post',
  path: '/{id}/chat',
  summary:
    'One chat message to an agent, as server-sent events: start, tokens and tool calls, then final or error',
  request: { params: idParam, ...jsonBody(agentChatSchema) },
  responses: { 200: eventStreamContent('text/event-stream'), ...errorResponses(400, 401, 404, 429) },
});

/** Mounted at /api/agents. */
export function agentRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(createAgentRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      await enforceLimit(c, {
        name: 'agents:create',
        by: 'user',
        rule: AGENT_CREATE_LIMIT,
        message: 'You are creating agents too fast. Please wait a moment.',
      });
      return c.json(await createAgent(ctx, c.req.valid('json')), 201);
    })
    .openapi(chatRoute, async (c) => {
      const signedIn = signedInContext(deps, c);
      await enforceLimit(c, {
        name: 'agents:chat',
        by: 'user',
        rule: AGENT_CHAT_LIMIT,
        message: 'You are sending messages too fast. Please wait a moment.',
      });
      const ctx = { ...runEnvOf(deps, { log: signedIn.log, url: c.req.url }), ...signedIn };
      // The client going away (before or during the stream) cancels the agent's run.
      const clientGone = new AbortController();
      const gone = () => clientGone.abort(new DOMException('The client went away', 'AbortError'));
      const request = c.req.raw.signal;
      if (request.aborted) gone();
      else request.addEventListener('abort', gone, { once: true });
      const events = chatWithAgent(ctx, c.req.valid('param').id, c.req.valid('json'), clientGone.signal);
      // Ownership and the version are checked before the 200 starts, so they answer 404 / 400.
      const first = await events.next();
      return streamEvents(
        c,
        agentChatEventSchema,
        async function* (streamGone) {
          if (streamGone.aborted) gone();
          else streamGone.addEventListener('abort', gone, { once: true });
          if (!first.done) yield first.value;
          yield* events;
        },
        {
          onError: (error) => {
            const userFacing = error instanceof ServiceError && error.status < 500;
            if (!userFacing) deps.logger.error('agent chat failed', { err: error });
            return { type: 'error' as const, message: userFacing ? error.message : AGENT_CHAT_FAILED };
          },
        },
      );
    });
}
