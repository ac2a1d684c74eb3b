/**
 * Builds the Hono application from the modules. No listening socket here: server/main.ts serves it,
 * and tests call `app.request()` directly.
 */
import type { AppDeps } from './deps';
import { jsonBodyLimit } from './http/body-limit';
import { compressJson } from './http/compress';
import { errorBody, handleError } from './http/errors';
import { guardJsonBody } from './http/json-guard';
import { requestContext, sameOriginOnly } from './http/middleware';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { loadStaticFiles, serveClient } from './http/static';
import { adminRoutes } from './modules/admin';
import { agentWalletRoutes, configuredChains, installAgentWallets } from './modules/agent-wallets';
import { analyticsRoutes } from './modules/analytics';
import { assistantRoutes, chatRoutes } from './modules/assistant';
import { authRoutes, sessionMiddleware } from './modules/auth';
import {
  communityModerationRoutes,
  communityNotificationRoutes,
  communityRoutes,
  communityUploadRoutes,
  findSolvedThreads,
} from './modules/community';
import { credentialRoutes } from './modules/credentials';
import {
  apiKeyRoutes,
  deploymentRoutes,
  fleetRoutes,
  installDeploymentRunHooks,
  mcpRoutes,
  openAiRoutes,
  pausedWebhooks,
  runSurfaceRoutes,
  widgetRoutes,
} from './modules/deployments';
import { devMailRoutes } from './modules/dev-mail';
import { economyRoutes } from './modules/economy';
import { feedbackRoutes } from './modules/feedback';
import { healthRoutes } from './modules/health';
import {
  marketplaceAssetRoutes,
  marketplaceReportAdminRoutes,
  marketplaceReviewRoutes,
  marketplaceRoutes,
  recommendAgents,
} from './modules/marketplace';
import {
  HttpRecorder,
  MonitorSampler,
  metricsRoutes,
  monitorRoutes,
  recordRequests,
} from './modules/monitor';
import { onboardingRoutes } from './modules/onboarding';
import { paymentRoutes, stripeWebhookRoutes } from './modules/payments';
import {
  CRM_IMPORT_BODY,
  crmImportRoutes,
  crmReportRoutes,
  crmRoutes,
  crmWebhookRoutes,
  installSolarRunPorts,
  missionImpactRoutes,
  solaraEmbedRoutes,
  solarDesignRoutes,
  solarLeadRoutes,
  solarRoutes,
  solarSalesRoutes,
} from './modules/solar';
import { stakingRoutes } from './modules/staking';
import { templateRoutes } from './modules/templates';
import { tokenRoutes } from './modules/tokens';
import { web3ConnectSources, web3FrameSources, web3Routes } from './modules/web3';
import { web3BridgeRoutes } from './modules/web3-bridge';
import {
  agentRoutes,
  approvalRoutes,
  copilotRoutes,
  formRoutes,
  generatorRoutes,
  recentRunRoutes,
  webhookRoutes,
  workflowRoutes,
} from './modules/workflows';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and chart libraries set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function createApp(deps: AppDeps) {
  const app = createRouter();
  // The system monitor's figures: requests counted from the first middleware on, the rest sampled on demand.
  const recorder = new HttpRecorder();
  const monitor = new MonitorSampler({ ...deps, runQueue: () => deps.runQueue }, recorder);

  app.onError(handleError);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404)
      : c.json(errorBody('not_found', 'Not found'), 404),
  );

  app.use(recordRequests(recorder));
  app.use(
    requestContext({
      logger: deps.logger,
      trustProxy: deps.config.trustProxy,
      rateLimits: deps.rateLimits,
    }),
  );
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        ...CONTENT_SECURITY_POLICY,
        // The wallet reads each chain's RPC endpoint from the browser (server/modules/web3/csp.ts).
        connectSrc: [
          ...CONTENT_SECURITY_POLICY.connectSrc,
          ...web3ConnectSources(deps.config.web3, deps.config.isProduction),
        ],
        frameSrc: ["'self'", ...web3FrameSources(deps.config.web3)],
      },
      strictTransportSecurity: deps.config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
      // Coinbase Wallet's sign-in window talks back to its opener (same-origin would cut it off).
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: [] },
      // A handler may set its own (the widget's script and hosted pages: CORP, frame-ancestors).
      overwrite: false,
    }),
  );
  // Called by Stripe, not a browser: before the CSRF check, the session and the JSON guard, because its
  // signature covers the raw body the route reads itself (it caps the body at 1 MB too).
  app.route('/api/payments/stripe/webhook', stripeWebhookRoutes(deps));
  app.use('/api/*', sameOriginOnly(deps.config.publicOrigin));
  // 1 MB for every body but multipart ones and the CRM's CSV import, whose routes declare their own limits.
  app.use('/api/*', jsonBodyLimit([CRM_IMPORT_BODY]));
  // Before any route validates: text the database cannot store is a 400, not a 500 (D4).
  app.use('/api/*', guardJsonBody());

  app.use('/api/*', sessionMiddleware(deps));

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/monitor', monitorRoutes(monitor));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/analytics', analyticsRoutes(deps));
  app.route('/api/onboarding', onboardingRoutes(deps));
  app.route('/api/feedback', feedbackRoutes(deps));
  app.route('/api/community', communityRoutes(deps));
  app.route('/api', tokenRoutes(deps));
  app.route('/api/economy', economyRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/payments', paymentRoutes(deps));
  app.route('/api/staking', stakingRoutes(deps));
  app.route('/api/web3', web3Routes(deps));
  app.route('/api/agent-wallets', agentWalletRoutes(deps));
  app.route('/api/web3/bridge', web3BridgeRoutes(deps));
  app.route(
    '/api/ai/enhanced',
    chatRoutes(deps, {
      recommendAgents: (conversation) =>
        recommendAgents({ db: deps.database.db, now: deps.now }, conversation),
      findSolvedThreads: findSolvedThreads({ db: deps.database.db, now: deps.now }),
    }),
  );
  app.route('/api/ai-assistant', assistantRoutes(deps));
  // Before the workflow routes, so /generate and /copilot are not read as workflow ids.
  app.route('/api/workflows/generate', generatorRoutes(deps));
  app.route('/api/workflows/copilot', copilotRoutes(deps));
  app.route('/api/workflows', workflowRoutes(deps));
  app.route('/api/templates', templateRoutes(deps));
  app.route('/api/community', communityModerationRoutes(deps)); // flags, the queue, the log, moderators
  app.route('/api/community', communityNotificationRoutes(deps)); // notifications, digest setting, unsubscribe
  app.route('/api/community', communityUploadRoutes(deps)); // images in posts
  app.route('/api/marketplace', marketplaceRoutes(deps));
  app.route('/api/marketplace', marketplaceReviewRoutes(deps));
  app.route('/api/admin/marketplace', marketplaceReportAdminRoutes(deps));
  app.route('/api/marketplace', marketplaceAssetRoutes(deps));
  app.route('/api/solar', solarRoutes(deps));
  app.route('/api/solar', solarLeadRoutes(deps));
  app.route('/api/solar/crm', crmRoutes(deps));
  app.route('/api/solar/crm', crmImportRoutes(deps));
  app.route('/api/solar/crm', crmReportRoutes(deps));
  app.route('/api/solar/crm', crmWebhookRoutes(deps)); // and delivers CRM events to the saved webhooks
  app.route('/api/solar', solarSalesRoutes(deps)); // proposals, e-signature, documents, projects, commissions
  app.route('/api/mission-impact', missionImpactRoutes(deps));
  app.route('/api/solar', solarDesignRoutes(deps));
  app.route('/api/approvals', approvalRoutes(deps));
  app.route('/api/agents', agentRoutes(deps));
  app.route('/api/forms', formRoutes(deps));
  // Called by other servers: outside /api, so no session, CSRF origin check or 1 MB cap (they set 16 MB).
  installDeploymentRunHooks(); // webhook, form and schedule runs of a deployed workflow count as its runs
  installSolarRunPorts(); // the solar nodes' port (a copied Solara's tools) in every workflow run
  installAgentWallets(configuredChains(deps.config.web3)); // agents pay from their own wallets, within policy
  app.use('/webhook/*', pausedWebhooks(deps)); // a paused deployment's webhook answers 503, not 404
  app.route('/webhook', webhookRoutes(deps, 'production'));
  app.route('/webhook-test', webhookRoutes(deps, 'test'));
  app.route('/api/credentials', credentialRoutes(deps));
  app.route('/api/deployments', fleetRoutes(deps));
  app.route('/api/deployments', deploymentRoutes(deps));
  app.route('/api/api-keys', apiKeyRoutes(deps));
  app.route('/api/run', runSurfaceRoutes(deps));
  app.route('/api/runs', recentRunRoutes(deps));
  // Scraped by Prometheus: outside /api (no CSRF or body rules apply to a GET), the session read for admins.
  app.use('/metrics', sessionMiddleware(deps));
  app.route('/metrics', metricsRoutes(deps, monitor));
  // Called with an API key by OpenAI and MCP clients: outside /api (no session or CSRF origin check).
  app.route('/v1', openAiRoutes(deps));
  app.route('/mcp', mcpRoutes(deps));
  // The chat widget (/embed.js, /embed/*) and the hosted pages (/d/{slug}/chat|form): called from other sites.
  // Solara on an installer's site (/embed/solara.js, /embed/solara/chat): before the widget's /embed/*.
  app.route('/', solaraEmbedRoutes(deps));
  app.route('/', widgetRoutes(deps));

  // Most API answers are small JSON; the few large ones opt in to gzip (static files are pre-gzipped).
  app.use('/api/openapi.json', compressJson());
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'AIZ Platform API',
      version: deps.version,
      description:
        'Every route of the AIZ Platform, generated from the zod schemas the routes validate with.',
    },
  });

  if (!deps.config.isProduction) app.route('/', devMailRoutes(deps));
  if (deps.clientDir) app.use(serveClient(loadStaticFiles(deps.clientDir)));

  return app;
}

export type App = ReturnType<typeof createApp>;
