import {
  chatRequestSchema,
  chatResponseSchema,
  chatStreamEventSchema,
  providerSettingsSchema,
  providerStatsResponseSchema,
} from '@common/schemas/assistant';
import { createRoute } from '@hono/zod-openapi';
import { offlineSuggestions } from '../../ai/offline';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/guards';
import { eventStreamContent, jsonBody, jsonContent } from '../../http/openapi';
import { enforceLimit, type LimitOptions } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { streamEvents } from '../../http/sse';
import { ServiceError, Unavailable } from '../../lib/errors';
import {
  CHAT_FAILED,
  type ChatEvent,
  type ChatServiceDeps,
  type RecommendAgents,
  runChat,
} from './chat-service';
import { anonymousOwnerOf } from './uploads-owner';
import { readOwnedUpload } from './uploads-service';

export const CHAT_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

const statsRoute = createRoute({
  method: 'get',
  path: '/providers/stats',
  summary: 'Every provider with health, success rate, latency, cost and capabilities',
  responses: { 200: jsonContent(providerStatsResponseSchema, 'Provider statistics') },
});
const settingsRoute = createRoute({
  method: 'put',
  path: '/providers/settings',
  summary: 'Admin: enable, disable and reorder providers (applied at once)',
  request: jsonBody(providerSettingsSchema),
  responses: {
    200: jsonContent(providerStatsResponseSchema, 'Provider statistics after the change'),
    ...errorResponses(400, 401, 403),
  },
});
const chatRoute = createRoute({
  method: 'post',
  path: '/chat',
  summary: 'One assistant turn, answered whole',
  request: jsonBody(chatRequestSchema),
  responses: { 200: jsonContent(chatResponseSchema, 'The answer'), ...errorResponses(400, 403, 429, 503) },
});
const streamRoute = createRoute({
  method: 'post',
  path: '/chat/stream',
  summary: 'One assistant turn as server-sent events: meta, delta*, then done or error',
  request: jsonBody(chatRequestSchema),
  responses: {
    200: eventStreamContent('text/event-stream'),
    ...errorResponses(400, 403, 429),
  },
});

/** /chat and /chat/stream share one limit, counted once the request is valid. */
const CHAT_LIMIT: LimitOptions = {
  name: 'chat',
  by: 'user',
  rule: CHAT_RATE_LIMIT,
  message: 'You are sending messages too fast. Please wait a moment.',
};

/** The chat service's dependencies, narrowed from the app's. */
function chatServiceDeps(deps: AppDeps, options: ChatRouteOptions): ChatServiceDeps {
  return {
    recommendAgents: options.recommendAgents,
    findSolvedThreads: options.findSolvedThreads,
    ai: deps.ai,
    db: deps.database.db,
    logger: deps.logger,
    now: deps.now,
    suggest: offlineSuggestions,
    readUpload: (url, user, owner) =>
      readOwnedUpload(
        { db: deps.database.db, dataDir: deps.config.dataDir },
        { url, userId: user?.id ?? null, anonymousToken: owner },
      ),
  };
}

/** Mounted at /api/ai/enhanced. */
export interface ChatRouteOptions {
  recommendAgents?: RecommendAgents;
  findSolvedThreads?: ChatServiceDeps['findSolvedThreads'];
}

export function chatRoutes(deps: AppDeps, options: ChatRouteOptions = {}) {
  const chat = chatServiceDeps(deps, options);
  return createRouter()
    .openapi(statsRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, providers: deps.ai.providerStats() }, 200);
    })
    .openapi(settingsRoute, async (c) => {
      requireAdmin(c);
      await deps.ai.saveSettings(c.req.valid('json'));
      return c.json({ success: true as const, providers: deps.ai.providerStats() }, 200);
    })
    .openapi(chatRoute, async (c) => {
      await enforceLimit(c, CHAT_LIMIT);
      let content = '';
      let meta: Extract<ChatEvent, { type: 'meta' }> | undefined;
      let done: Extract<ChatEvent, { type: 'done' }> | undefined;
      const turn = {
        ...chat,
        user: c.get('user'),
        anonymousOwner: anonymousOwnerOf(c),
        signal: c.req.raw.signal,
      };
      for await (const event of runChat(turn, c.req.valid('json'))) {
        if (event.type === 'meta') meta = event;
        else if (event.type === 'delta') content += event.text;
        else if (event.type === 'done') done = event;
        else if (event.type === 'error') throw new Unavailable(event.message, { code: 'chat_failed' });
      }
      return c.json(
        {
          messageId: meta!.messageId,
          content,
          suggestions: done?.suggestions ?? [],
          recommendedAgents: done?.recommendedAgents ?? [],
          provider: meta!.provider,
          providerName: meta!.providerName,
          offline: meta!.offline,
          metrics: { responseTime: done?.metrics.responseTime ?? 0 },
        },
        200,
      );
    })
    .openapi(streamRoute, async (c) => {
      await enforceLimit(c, CHAT_LIMIT);
      const request = c.req.valid('json');
      const caller = { ...chat, user: c.get('user'), anonymousOwner: anonymousOwnerOf(c) };
      return streamEvents(c, chatStreamEventSchema, (signal) => runChat({ ...caller, signal }, request), {
        // The answer has begun (status 200 is sent), so a failure becomes the stream's last event: the
        // reason when it is the caller's (e.g. an attachment gone), a plain one otherwise, and the log.
        onError: (error) => {
          const userFacing = error instanceof ServiceError && error.status < 500;
          if (!userFacing) deps.logger.error('chat stream failed', { err: error });
          return { type: 'error' as const, message: userFacing ? error.message : CHAT_FAILED };
        },
      });
    });
}
