/**
 * The OpenAI-compatible surface, mounted at /v1 (outside /api: no session, no CSRF origin check; a 1 MB body
 * limit and the shared zod schema): `POST /v1/chat/completions`, streaming or not, where the model is a
 * deployment's slug, and `GET /v1/models`, the deployments the API key may call. Every refusal answers in
 * OpenAI's error shape so the official clients raise their own error classes.
 */

import { API_KEY_OUT_OF_SCOPE } from '@common/schemas/deployments';
import {
  chatCompletionChunkSchema,
  chatCompletionRequestSchema,
  chatCompletionSchema,
  OPENAI_NO_ANSWER,
  OPENAI_RUN_WAITING,
  openAiErrorBodySchema,
  openAiModelListSchema,
  SESSION_HEADER,
  sessionIdSchema,
} from '@common/schemas/openai-compat';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { streamSSE } from 'hono/streaming';
import { deployments } from '../../db/schema/deployments';
import type { AppDeps } from '../../deps';
import type { RunRecord } from '../../engine/core';
import type { PlatformPorts } from '../../engine/nodes/ports';
import { jsonBodyLimit } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/errors';
import { guardJsonBody, jsonBodiesOnly } from '../../http/json-guard';
import { jsonBody, jsonContent } from '../../http/openapi';
import { describeIssues, validationMessage } from '../../http/validation';
import { isConnectionFailure } from '../../lib/connection-failure';
import { Forbidden, NotFound } from '../../lib/errors';
import { eventQueue } from '../../lib/event-queue';
import { usernamesOf } from '../auth';
import { runEnvOf } from '../workflows';
import { invokeDeployment } from './invoke';
import { admitApiKey } from './keys-service';
import {
  answerText,
  chunkOf,
  completionMeta,
  completionOf,
  completionUsage,
  conversationOf,
  type OpenAiRefusal,
  openAiError,
  openAiRefusalOf,
} from './openai-compat';
import { outputOf } from './run-result';
import { keyCaller, liveDeployment } from './surface-auth';

/** A refusal already in OpenAI's shape (the model's name in a 404, a failed run). */
class OpenAiRefused extends Error {
  constructor(readonly refusal: OpenAiRefusal) {
    super(refusal.body.error.message);
  }
}

function send(c: Context<AppEnv>, refusal: OpenAiRefusal) {
  if (refusal.noRetry) c.header('x-should-retry', 'false');
  if (refusal.retryAfterSeconds !== undefined) c.header('Retry-After', String(refusal.retryAfterSeconds));
  return c.json(refusal.body, refusal.status);
}

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, jsonContent(openAiErrorBodySchema, 'Error (OpenAI’s shape)')]));

const tags = ['OpenAI-compatible'];

const completionsRoute = createRoute({
  tags,
  method: 'post',
  path: '/chat/completions',
  summary: 'Chat with a deployment as with an OpenAI model (the model is the deployment’s slug)',
  description:
    'The last user message is the message; the earlier user and assistant messages are the conversation before it. An agent answers it; a plain workflow gets `{messages, message}` and its output is the answer (its `output`, `text` or `answer` string, else its JSON). With `stream: true` the answer comes as `chat.completion.chunk` server-sent events ending with `data: [DONE]`; `stream_options.include_usage` adds a usage chunk. A client that goes away cancels the run.',
  request: {
    headers: z.object({
      [SESSION_HEADER]: sessionIdSchema.optional().describe('Names the conversation (else `user`)'),
    }),
    ...jsonBody(chatCompletionRequestSchema),
  },
  responses: {
    200: {
      description: 'The answer, or its chunks as server-sent events',
      content: {
        'application/json': { schema: chatCompletionSchema },
        'text/event-stream': { schema: chatCompletionChunkSchema },
      },
    },
    ...errors(400, 401, 402, 403, 404, 413, 415, 422, 429, 503),
  },
});

const modelsRoute = createRoute({
  tags,
  method: 'get',
  path: '/models',
  summary: 'The deployments this API key may call over the OpenAI-compatible surface',
  responses: {
    200: jsonContent(openAiModelListSchema, 'The models (deployment slugs)'),
    ...errors(401, 403, 429),
  },
});

/** The answer of a run that ended, or the refusal saying why there is none. */
function answerOf(record: RunRecord | null): { text: string } | OpenAiRefusal {
  if (record?.status === 'waiting')
    return openAiError(422, OPENAI_RUN_WAITING, 'invalid_request_error', 'run_waiting', true);
  if (record?.status !== 'succeeded') {
    const why = record?.error?.message;
    return openAiError(
      422,
      why ? `The deployment’s run failed: ${why}` : OPENAI_NO_ANSWER,
      'invalid_request_error',
      'run_failed',
      true,
    );
  }
  return { text: answerText(outputOf(record.result)) };
}

export function openAiRoutes(deps: AppDeps) {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const message = validationMessage(describeIssues(result.error.issues));
        return send(c, openAiError(400, message, 'invalid_request_error', 'invalid_request'));
      }
    },
  });
  router.onError((err, c) => {
    if (err instanceof OpenAiRefused) return send(c, err.refusal);
    if (err instanceof HTTPException && err.status === 400) {
      return send(
        c,
        openAiError(400, err.message || 'Bad request', 'invalid_request_error', 'invalid_request'),
      );
    }
    if (isConnectionFailure(err)) {
      // An outage, not a bug: as the app's own handler says it, in OpenAI's shape (clients retry 503s).
      c.get('log')?.warn('database unreachable', { err, requestId: c.get('requestId'), path: c.req.path });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(
        c,
        openAiError(
          503,
          'The service is briefly unavailable. Please try again in a few seconds.',
          'server_error',
          'unavailable',
        ),
      );
    }
    const refusal = openAiRefusalOf(err);
    if (refusal.status === 500) {
      c.get('log')?.error('unhandled error', { err, requestId: c.get('requestId'), path: c.req.path });
    }
    return send(c, refusal);
  });
  // A body that is not JSON is 415 before anything reads it (it was a 500 on /v1, F6).
  router.use('*', jsonBodiesOnly());
  router.use('*', jsonBodyLimit());
  router.use('*', guardJsonBody());

  return router
    .openapi(modelsRoute, async (c) => {
      const db = deps.database.db;
      const key = await keyCaller(c, db, deps.now());
      if (!key.surfaces.includes('openai')) throw new Forbidden(API_KEY_OUT_OF_SCOPE);
      // A scoped key names its deployments (never none): its owner's, or the one a marketplace buyer's key
      // was made for; an unscoped one all of its owner's.
      const scope = key.deploymentIds;
      const rows = await db
        .select({
          slug: deployments.slug,
          surfaces: deployments.surfaces,
          createdAt: deployments.createdAt,
        })
        .from(deployments)
        .where(
          and(
            scope ? inArray(deployments.id, scope) : eq(deployments.ownerId, key.userId),
            eq(deployments.status, 'active'),
          ),
        )
        .orderBy(asc(deployments.slug));
      const owner = (await usernamesOf(db, [key.userId])).get(key.userId) ?? 'aiz';
      return c.json(
        {
          object: 'list' as const,
          data: rows
            .filter((r) => r.surfaces.includes('openai'))
            .map((r) => ({
              id: r.slug,
              object: 'model' as const,
              created: Math.floor(r.createdAt.getTime() / 1000),
              owned_by: owner,
            })),
        },
        200,
      );
    })
    .openapi(completionsRoute, async (c) => {
      const db = deps.database.db;
      const body = c.req.valid('json');
      const now = deps.now();
      // The key first (401 before anything else), then the model (404 in OpenAI's words), then the key's
      // scope, rate and quota for this deployment.
      const key = await keyCaller(c, db, now);
      const deployment = await liveDeployment(db, body.model).catch((err) => {
        throw err instanceof NotFound ? new OpenAiRefused(openAiRefusalOf(err, body.model)) : err;
      });
      await admitApiKey(db, c.get('rateLimits'), key, deployment, 'openai', now);

      const { message, history } = conversationOf(body.messages);
      const sessionId = body.user ?? c.req.valid('header')[SESSION_HEADER];
      const stream = body.stream === true;
      const tokens = eventQueue<string>();
      const ports: PlatformPorts = {
        ...(stream
          ? { events: { emit: (e) => (e.type === 'token' ? tokens.push(e.text) : undefined) } }
          : {}),
        // The client sends the conversation each time: it is the agent's memory for this call, and this
        // call is not remembered. With one message only, the session's memory (if named) keeps it.
        ...(history.length
          ? {
              memory: {
                read: async (_s: string, limit: number) => history.slice(-limit),
                append: async () => {},
              },
            }
          : {}),
      };
      // The client going away (before or during the stream) cancels the run.
      const clientGone = new AbortController();
      const gone = () => clientGone.abort(new DOMException('The client went away', 'AbortError'));
      const request = c.req.raw.signal;
      if (request.aborted) gone();
      else request.addEventListener('abort', gone, { once: true });

      const env = runEnvOf(deps, { log: c.get('log') ?? deps.logger, url: c.req.url });
      const invoked = await invokeDeployment(env, {
        deployment,
        surface: 'openai',
        input: { messages: body.messages, message, ...(sessionId ? { sessionId } : {}) },
        apiKeyId: key.id,
        callerId: key.userId,
        ports,
        signal: clientGone.signal,
      });
      const meta = completionMeta(invoked.runId, deployment.slug, now);

      if (!stream) {
        const record = await invoked.done.catch(() => null);
        const answer = answerOf(record);
        if ('body' in answer) return send(c, answer);
        return c.json(completionOf(meta, invoked.runId, answer.text, completionUsage(record!.usage)), 200);
      }

      const includeUsage = body.stream_options?.include_usage === true;
      const response = streamSSE(c, async (sse) => {
        sse.onAbort(gone);
        const write = (data: unknown) => sse.writeSSE({ data: JSON.stringify(data) });
        await write(chunkOf(meta, { role: 'assistant' }));
        let streamed = '';
        for await (const text of tokens.drain(invoked.done)) {
          if (!text) continue;
          streamed += text;
          await write(chunkOf(meta, { content: text }));
        }
        const record = await invoked.done.catch(() => null);
        if (clientGone.signal.aborted) return;
        const answer = answerOf(record);
        // A failure mid-stream: OpenAI's clients raise an error frame as an APIError.
        if ('body' in answer) {
          await write(answer.body);
          return;
        }
        // What the tokens did not say (a workflow, or a model that does not stream) comes as one delta.
        const rest = answer.text.startsWith(streamed)
          ? answer.text.slice(streamed.length)
          : streamed
            ? ''
            : answer.text;
        if (rest) await write(chunkOf(meta, { content: rest }));
        await write(chunkOf(meta, { finish: true }));
        if (includeUsage) await write(chunkOf(meta, { usage: completionUsage(record!.usage) }));
        await sse.writeSSE({ data: '[DONE]' });
      });
      response.headers.set('X-Accel-Buffering', 'no');
      return response as never;
    });
}
