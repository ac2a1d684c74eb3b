/**
 * The chat widget's surface, outside /api (called from other sites' pages, so the /api same-origin rule
 * does not apply; the deployment's allowlist does, on the server, against `Origin`):
 * - `GET /embed.js`: the widget script;
 * - `GET /embed/config`, `POST /embed/chat` (SSE), `POST /embed/rate`, `GET|POST /embed/form`, each with
 *   `?key=aiz_pk_...`, with CORS for the deployment's allowed sites only (the key is in the URL so that the
 *   browser's preflight, which carries no body, is answered per deployment too);
 * - `GET /d/{slug}/chat` and `/d/{slug}/form`: the hosted pages (and the iframe fallback, `?embed=1`).
 */
import { randomUUID } from 'node:crypto';
import { offersSurface, SURFACE_PAGE_NOT_OFFERED } from '@common/deployments/surfaces';
import type { AgentEvent } from '@common/schemas/agents';
import { DEPLOYMENT_NOT_FOUND, type DeploymentSurface } from '@common/schemas/deployments';
import { formSubmissionBodySchema, formSubmissionSchema } from '@common/schemas/webhooks';
import {
  publishableKeyQuerySchema,
  WIDGET_MESSAGES_PER_DEPLOYMENT_MINUTE,
  WIDGET_MESSAGES_PER_VISITOR_MINUTE,
  WIDGET_NO_ANSWER,
  WIDGET_RATE_LIMITED,
  widgetChatEventSchema,
  widgetChatRequestSchema,
  widgetConfigSchema,
  widgetFormResultSchema,
  widgetFormSchema,
  widgetRateRequestSchema,
} from '@common/schemas/widget';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBodyLimit } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { guardJsonBody } from '../../http/json-guard';
import { eventStreamContent, jsonBody, jsonContent } from '../../http/openapi';
import { enforceLimit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { streamEvents } from '../../http/sse';
import { describeIssues } from '../../http/validation';
import { Forbidden, Invalid } from '../../lib/errors';
import { eventQueue } from '../../lib/event-queue';
import type { RateLimitRule } from '../../lib/rate-limit';
import { serviceContext } from '../../service-context';
import { publishedVersion, runEnvOf, runLinks } from '../workflows';
import { deploymentBySlug } from './deployments-service';
import { DeploymentPaused, WidgetSiteRefused } from './errors';
import { invokeDeployment } from './invoke';
import { outputOf } from './run-result';
import { widgetBundle } from './widget-bundle';
import { frameAncestors, hostedPage, hostedPageCsp, missingPage } from './widget-pages';
import {
  answerText,
  formTriggerOf,
  rateRun,
  type WidgetAccess,
  widgetAccess,
  widgetConfig,
  widgetForm,
} from './widget-service';

export const WIDGET_CHAT_PER_IP: RateLimitRule = {
  limit: WIDGET_MESSAGES_PER_VISITOR_MINUTE,
  windowMs: 60_000,
};
export const WIDGET_CHAT_PER_DEPLOYMENT: RateLimitRule = {
  limit: WIDGET_MESSAGES_PER_DEPLOYMENT_MINUTE,
  windowMs: 60_000,
};
const WIDGET_READ_PER_IP: RateLimitRule = { limit: 120, windowMs: 60_000 };
const WIDGET_RATE_PER_IP: RateLimitRule = { limit: 60, windowMs: 60_000 };
const FORM_PER_IP: RateLimitRule = { limit: 10, windowMs: 60_000 };

const tags = ['Chat widget'];
const query = publishableKeyQuerySchema;
const ok = z.object({ success: z.literal(true) });

const configRoute = createRoute({
  tags,
  method: 'get',
  path: '/embed/config',
  summary: "The widget's title, greeting, theme, colour, position and starters (allowed sites only)",
  request: { query },
  responses: {
    200: jsonContent(widgetConfigSchema, 'What the widget shows'),
    ...errorResponses(400, 403, 404, 429, 503),
  },
});
const chatRoute = createRoute({
  tags,
  method: 'post',
  path: '/embed/chat',
  summary:
    'One message to the deployment: its answer streamed (tokens, then the whole answer with the run id)',
  request: { query, ...jsonBody(widgetChatRequestSchema) },
  responses: {
    200: eventStreamContent('start, token..., then final (or error)'),
    ...errorResponses(400, 403, 404, 429, 503),
  },
});
const rateRoute = createRoute({
  tags,
  method: 'post',
  path: '/embed/rate',
  summary: 'Thumbs up (1) or down (-1) on one answer of the widget or the hosted chat, once',
  request: { query, ...jsonBody(widgetRateRequestSchema) },
  responses: { 200: jsonContent(ok, 'Rated'), ...errorResponses(400, 403, 404, 409, 429) },
});
const formRoute = createRoute({
  tags,
  method: 'get',
  path: '/embed/form',
  summary: "The hosted form's fields: the form trigger's, or one message box",
  request: { query },
  responses: { 200: jsonContent(widgetFormSchema, 'The form'), ...errorResponses(400, 403, 404, 429, 503) },
});
const submitFormRoute = createRoute({
  tags,
  method: 'post',
  path: '/embed/form',
  summary: 'Submit the hosted form: runs the deployment and answers its output',
  request: { query, ...jsonBody(formSubmissionBodySchema) },
  responses: {
    200: jsonContent(widgetFormResultSchema, 'The run (finished, or still running after the timeout)'),
    ...errorResponses(400, 403, 404, 429, 503),
  },
});

function appOrigin(deps: AppDeps, c: Context<AppEnv>): string {
  return runLinks(deps.config, c.req.url).origin;
}

/**
 * The deployment the key names, if this page may use it; sets the CORS headers for an allowed site. A refused
 * site may read the refusal itself (and nothing else), so the widget can say in the page why it will not load.
 */
async function access(deps: AppDeps, c: Context<AppEnv>, key: string): Promise<WidgetAccess> {
  c.header('Vary', 'Origin');
  const granted = await widgetAccess(deps.database.db, key, {
    origin: c.req.header('origin'),
    fetchSite: c.req.header('sec-fetch-site'),
    own: appOrigin(deps, c),
    host: c.req.header('host'),
    publicOriginSet: deps.config.publicOrigin !== undefined,
  }).catch((error: unknown) => {
    if (error instanceof WidgetSiteRefused && c.req.method !== 'OPTIONS') {
      c.header('Access-Control-Allow-Origin', c.req.header('origin') ?? error.origin);
    }
    throw error;
  });
  if (granted.origin) c.header('Access-Control-Allow-Origin', granted.origin);
  return granted;
}

/** The surface a chat message takes: the widget on another site, the hosted chat page on ours. */
function chatSurface(granted: WidgetAccess): DeploymentSurface {
  return granted.via === 'widget' ? 'widget' : 'chat';
}

function requireSurface(granted: WidgetAccess, surface: DeploymentSurface): void {
  if (granted.deployment.status === 'paused') throw new DeploymentPaused();
  if (!offersSurface(granted.deployment, surface)) throw new Forbidden(SURFACE_PAGE_NOT_OFFERED);
}

export function widgetRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/embed/*', jsonBodyLimit());
  router.use('/embed/*', guardJsonBody());
  // The preflight of a cross-site POST: answered with CORS for the deployment's allowed sites only.
  router.options('/embed/*', async (c) => {
    const parsed = publishableKeyQuerySchema.safeParse({ key: c.req.query('key') });
    if (!parsed.success) return c.body(null, 403);
    const granted = await access(deps, c, parsed.data.key).catch(() => null);
    if (!granted) return c.body(null, 403);
    c.header('Access-Control-Allow-Methods', 'GET, POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  });

  router.get('/embed.js', async (c) => {
    const bundle = await widgetBundle();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', bundle.etag);
    // Loaded by other sites' pages with <script src>: the app's same-origin default would block it.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === bundle.etag) return c.body(null, 304);
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(bundle.gzip);
    }
    return c.body(bundle.code);
  });

  for (const mode of ['chat', 'form'] as const) {
    router.get(`/d/:slug/${mode}`, async (c) => {
      const deployment = await deploymentBySlug(deps.database.db, c.req.param('slug'));
      const embedded = c.req.query('embed') === '1';
      c.header(
        'Content-Security-Policy',
        hostedPageCsp(frameAncestors(deployment?.widget.allowedOrigins ?? [], embedded)),
      );
      c.header('Cache-Control', 'no-store');
      if (!deployment) return c.html(missingPage(DEPLOYMENT_NOT_FOUND), 404);
      return c.html(
        hostedPage({
          title: deployment.widget.title,
          publishableKey: deployment.publishableKey,
          mode: mode === 'chat' ? 'page' : 'form',
          embedded,
        }),
      );
    });
  }

  return router
    .openapi(configRoute, async (c) => {
      await enforceLimit(c, { name: 'widget:read', by: 'ip', rule: WIDGET_READ_PER_IP });
      const granted = await access(deps, c, c.req.valid('query').key);
      requireSurface(granted, chatSurface(granted));
      return c.json(await widgetConfig(deps.database.db, granted.deployment, appOrigin(deps, c)), 200);
    })
    .openapi(chatRoute, async (c) => {
      const granted = await access(deps, c, c.req.valid('query').key);
      const { deployment } = granted;
      const surface = chatSurface(granted);
      requireSurface(granted, surface);
      await enforceLimit(c, {
        name: 'widget:chat',
        by: 'ip',
        rule: WIDGET_CHAT_PER_IP,
        message: WIDGET_RATE_LIMITED,
      });
      await enforceLimit(c, {
        name: 'widget:chat-deployment',
        by: () => deployment.id,
        rule: WIDGET_CHAT_PER_DEPLOYMENT,
        message: WIDGET_RATE_LIMITED,
      });
      const { message, sessionId = randomUUID() } = c.req.valid('json');
      const ctx = serviceContext(deps, c);
      const events = eventQueue<AgentEvent>();
      const abort = new AbortController();
      const invoked = await invokeDeployment(runEnvOf(deps, { log: ctx.log, url: c.req.url }), {
        deployment,
        surface,
        input: { message, sessionId },
        ports: { events: { emit: (event) => events.push(event) } },
        signal: abort.signal,
      });
      return streamEvents(
        c,
        widgetChatEventSchema,
        async function* (signal) {
          // The visitor closed the page: the run is cancelled (the model's request aborted).
          if (signal.aborted) abort.abort(signal.reason);
          signal.addEventListener('abort', () => abort.abort(signal.reason), { once: true });
          yield { type: 'start' as const, runId: invoked.runId, sessionId };
          for await (const event of events.drain(invoked.done)) {
            if (event.type === 'token') yield { type: 'token' as const, text: event.text };
          }
          const record = await invoked.done.catch(() => null);
          const text = record?.status === 'succeeded' ? answerText(record) : null;
          if (!record || text === null) {
            yield { type: 'error' as const, message: record?.error?.message ?? WIDGET_NO_ANSWER };
            return;
          }
          yield { type: 'final' as const, runId: invoked.runId, sessionId, output: text };
        },
        { onError: () => ({ type: 'error' as const, message: WIDGET_NO_ANSWER }) },
      );
    })
    .openapi(rateRoute, async (c) => {
      await enforceLimit(c, { name: 'widget:rate', by: 'ip', rule: WIDGET_RATE_PER_IP });
      const granted = await access(deps, c, c.req.valid('query').key);
      const { runId, rating } = c.req.valid('json');
      await rateRun(deps.database.db, granted.deployment, runId, rating);
      return c.json({ success: true as const }, 200);
    })
    .openapi(formRoute, async (c) => {
      await enforceLimit(c, { name: 'widget:read', by: 'ip', rule: WIDGET_READ_PER_IP });
      const granted = await access(deps, c, c.req.valid('query').key);
      requireSurface(granted, 'form');
      return c.json(await widgetForm(deps.database.db, granted.deployment), 200);
    })
    .openapi(submitFormRoute, async (c) => {
      const granted = await access(deps, c, c.req.valid('query').key);
      const { deployment } = granted;
      requireSurface(granted, 'form');
      await enforceLimit(c, { name: 'widget:form', by: 'ip', rule: FORM_PER_IP });
      await enforceLimit(c, {
        name: 'widget:form-deployment',
        by: () => deployment.id,
        rule: WIDGET_CHAT_PER_DEPLOYMENT,
      });
      const ctx = serviceContext(deps, c);
      const form = await widgetForm(ctx.db, deployment);
      const checked = formSubmissionSchema(form.fields).safeParse(c.req.valid('json'));
      if (!checked.success) {
        throw new Invalid('Some answers need another look.', {
          issues: describeIssues(checked.error.issues),
        });
      }
      const version = await publishedVersion(ctx.db, deployment.workflowId, deployment.versionNumber);
      const input = formTriggerOf(version.document)
        ? { ...checked.data, submittedAt: ctx.now().toISOString(), formMode: 'production' }
        : checked.data;
      const invoked = await invokeDeployment(runEnvOf(deps, { log: ctx.log, url: c.req.url }), {
        deployment,
        surface: 'form',
        input,
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), deployment.timeoutMs);
      });
      const record = await Promise.race([invoked.done.catch(() => null), timedOut]).finally(() =>
        clearTimeout(timer),
      );
      const status = record?.status ?? 'running';
      return c.json(
        {
          runId: invoked.runId,
          status,
          text: record?.status === 'succeeded' ? answerText(record) : null,
          output: record?.status === 'succeeded' ? (outputOf(record.result) ?? null) : null,
          error: record?.error?.message ?? null,
        },
        200,
      );
    });
}
