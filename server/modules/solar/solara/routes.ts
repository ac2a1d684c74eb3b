/**
 * Solara's routes:
 * - `POST /api/solar/solara/chat`: one message to Solara (the platform's, or a deployment's by slug). Public
 *   (homeowners are not signed in) and rate limited per client IP; the conversation is kept on the server
 *   under the id the first answer gives. Under /api, so same-origin only.
 * - `GET /api/solar/solara/deployments`, `PUT /api/solar/solara/deployment`: the signed-in installer's own
 *   Solara (/deploy/solar-ai-agent).
 * - `POST /embed/solara/chat?key=aiz_pk_...` and `GET /embed/solara.js` (`solaraEmbedRoutes`): the chat on the
 *   installer's site. Outside /api like the chat widget's `/embed/*`, so the same-origin rule does not apply;
 *   the deployment's allowed sites do, on the server, with CORS for those sites only.
 */

import {
  solaraBrandSchema,
  solaraChatMessageSchema,
  solaraChatRequestSchema,
  solaraChatResponseSchema,
  solaraDeploymentSchema,
  solaraDeploymentsSchema,
  solaraDeployRequestSchema,
} from '@common/schemas/solara';
import { publishableKeyQuerySchema } from '@common/schemas/widget';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../../deps';
import { jsonBodyLimit } from '../../../http/body-limit';
import type { AppEnv } from '../../../http/context';
import { guardJsonBody } from '../../../http/json-guard';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { limit } from '../../../http/rate-limit';
import { createRouter, errorResponses } from '../../../http/router';
import { Forbidden } from '../../../lib/errors';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { signedInContext } from '../../../service-context';
import { type WidgetAccess, WidgetSiteRefused, widgetAccess } from '../../deployments';
import { runLinks } from '../../workflows';
import { brandOf, chatWithSolara, deployedSolara } from './chat-with-solara';
import { type SolaraConversationStore, solaraConversationStore } from './conversation-store';
import { deploySolara, mySolaraDeployments } from './deploy-solara';
import { SOLARA_EMBED_SCRIPT } from './embed-script';
import { solaraLeadsOf } from './leads-port';

/** A whole conversation is 20 to 30 messages; this leaves room for a few, and bounds a script. */
export const SOLARA_CHAT_LIMIT: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };
/** Deploying publishes a version: a few a minute is plenty for a person. */
export const SOLARA_DEPLOY_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };

const chatRoute = createRoute({
  tags: ['Solar'],
  method: 'post',
  path: '/chat',
  summary:
    'One message to Solara, the solar agent: its replies, cards (estimate, open slots, booking) and step',
  request: jsonBody(solaraChatRequestSchema),
  responses: {
    200: jsonContent(solaraChatResponseSchema, 'Solara’s replies and the conversation’s id and step'),
    ...errorResponses(400, 404, 429),
  },
});

const listRoute = createRoute({
  tags: ['Solar'],
  method: 'get',
  path: '/deployments',
  summary: 'Your Solara deployments: configuration, allowed sites, embed snippet and leads',
  responses: {
    200: jsonContent(solaraDeploymentsSchema, 'Your Solara deployments, newest first'),
    ...errorResponses(401),
  },
});

const deployRoute = createRoute({
  tags: ['Solar'],
  method: 'put',
  path: '/deployment',
  summary:
    'Deploy your Solara with this configuration (a copy of the Solara workflow, published and deployed)',
  request: jsonBody(solaraDeployRequestSchema),
  responses: {
    200: jsonContent(solaraDeploymentSchema, 'Your Solara deployment'),
    ...errorResponses(400, 401, 409, 429),
  },
});

/** One conversation store for the platform's chat and the installers' (keys carry the deployment). */
const stores = new WeakMap<AppDeps, SolaraConversationStore>();
function conversationsOf(deps: AppDeps): SolaraConversationStore {
  let store = stores.get(deps);
  if (!store) {
    store = solaraConversationStore(deps.database.db);
    stores.set(deps, store);
  }
  return store;
}

const appOrigin = (deps: AppDeps, url: string) => runLinks(deps.config, url).origin;

export function solaraRoutes(deps: AppDeps) {
  const conversations = conversationsOf(deps);
  const leads = deps.solaraLeads ?? solaraLeadsOf(deps);
  const router = createRouter();
  router.use(
    '/chat',
    limit({
      name: 'solara-chat',
      by: 'ip',
      rule: SOLARA_CHAT_LIMIT,
      message: 'Too many messages from here. Please try again in a few minutes.',
    }),
  );
  router.use('/deployment', limit({ name: 'solara-deploy', by: 'user', rule: SOLARA_DEPLOY_LIMIT }));
  router.openapi(chatRoute, async (c) =>
    c.json(
      await chatWithSolara(
        { db: deps.database.db, now: deps.now, leads, conversations },
        c.req.valid('json'),
      ),
      200,
    ),
  );
  router.openapi(listRoute, async (c) => {
    const ctx = signedInContext(deps, c);
    return c.json({ deployments: await mySolaraDeployments(ctx, appOrigin(deps, c.req.url)) }, 200);
  });
  return router.openapi(deployRoute, async (c) => {
    const ctx = signedInContext(deps, c);
    return c.json(await deploySolara(ctx, appOrigin(deps, c.req.url), c.req.valid('json')), 200);
  });
}

/** The chat on another site: what it sends (the deployment is named by the key in the query). */
const embedChatBodySchema = solaraChatMessageSchema;

const embedChatRoute = createRoute({
  tags: ['Solar'],
  method: 'post',
  path: '/embed/solara/chat',
  summary: 'One message to an installer’s Solara from their site (its allowed sites only, with CORS)',
  request: { query: publishableKeyQuerySchema, ...jsonBody(embedChatBodySchema) },
  responses: {
    200: jsonContent(solaraChatResponseSchema, 'Solara’s replies, the conversation’s id and step, the brand'),
    ...errorResponses(400, 403, 404, 429),
  },
});

const embedConfigRoute = createRoute({
  tags: ['Solar'],
  method: 'get',
  path: '/embed/solara/config',
  summary: 'The brand of an installer’s Solara, for the chat on their site (its allowed sites only)',
  request: { query: publishableKeyQuerySchema },
  responses: {
    200: jsonContent(solaraBrandSchema, 'The brand: name, colour and logo'),
    ...errorResponses(400, 403, 404, 429),
  },
});

/**
 * The page's access to the deployment the key names (the chat widget's rule: its allowed sites, or our own
 * pages); sets CORS for an allowed site. A refused site may read the refusal (only that), so the chat can say
 * in the page why it will not load.
 */
async function access(deps: AppDeps, c: Context<AppEnv>, key: string): Promise<WidgetAccess> {
  c.header('Vary', 'Origin');
  const granted = await widgetAccess(deps.database.db, key, {
    origin: c.req.header('origin'),
    fetchSite: c.req.header('sec-fetch-site'),
    own: appOrigin(deps, c.req.url),
    host: c.req.header('host'),
    publicOriginSet: deps.config.publicOrigin !== undefined,
  }).catch((error: unknown) => {
    if (error instanceof WidgetSiteRefused && c.req.method !== 'OPTIONS') {
      c.header('Access-Control-Allow-Origin', c.req.header('origin') ?? error.origin);
      throw new Forbidden(SOLARA_SITE_REFUSED(error.origin));
    }
    throw error;
  });
  if (granted.origin) c.header('Access-Control-Allow-Origin', granted.origin);
  return granted;
}

/** Said to a page of a site the installer did not list (that page may read it, so the chat can say it). */
export const SOLARA_SITE_REFUSED = (origin: string) =>
  `This chat is not available on ${origin}: its owner put it on other sites. The owner can add this one on the page where they deployed their Solara.`;

export function solaraEmbedRoutes(deps: AppDeps) {
  const conversations = conversationsOf(deps);
  const leads = deps.solaraLeads ?? solaraLeadsOf(deps);
  const router = createRouter();
  router.use('/embed/solara/*', jsonBodyLimit());
  router.use('/embed/solara/*', guardJsonBody());
  router.options('/embed/solara/*', async (c) => {
    const parsed = publishableKeyQuerySchema.safeParse({ key: c.req.query('key') });
    if (!parsed.success) return c.body(null, 403);
    const granted = await access(deps, c, parsed.data.key).catch(() => null);
    if (!granted) return c.body(null, 403);
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  });
  router.get('/embed/solara.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    // Loaded by other sites' pages with <script src>: the app's same-origin default would block it.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(SOLARA_EMBED_SCRIPT);
  });
  router.use(
    '/embed/solara/*',
    limit({
      name: 'solara-chat',
      by: 'ip',
      rule: SOLARA_CHAT_LIMIT,
      message: 'Too many messages from here. Please try again in a few minutes.',
    }),
  );
  // A simple GET (no preflight): a page of a site not listed reads why, and the chat says it.
  router.openapi(embedConfigRoute, async (c) => {
    const granted = await access(deps, c, c.req.valid('query').key);
    const target = await deployedSolara(deps.database.db, granted.deployment);
    return c.json(brandOf(target.config), 200);
  });
  return router.openapi(embedChatRoute, async (c) => {
    const granted = await access(deps, c, c.req.valid('query').key);
    const target = await deployedSolara(deps.database.db, granted.deployment);
    const body = c.req.valid('json');
    return c.json(
      await chatWithSolara(
        { db: deps.database.db, now: deps.now, leads, conversations },
        { ...body, deployment: granted.deployment.slug },
        target,
      ),
      200,
    );
  });
}
