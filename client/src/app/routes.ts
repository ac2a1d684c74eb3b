import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * Every screen of SPEC §2, in one table: the router is built from it and tests iterate it.
 * `title` is the text of the screen's single <h1>. Imports are relative and type-only at the top
 * so that Node (e2e tests) can import this file without a bundler.
 */
export type ScreenRoute = {
  path: string;
  title: string;
  /** A full-height editor: the page fills the viewport below the navigation and has no footer. */
  fullHeight?: boolean;
  load: () => Promise<ComponentType>;
  /**
   * The API addresses the screen GETs before it can show anything, for this address's query: asked for at
   * start-up, while the screen's code loads (see `prefetchGet`).
   */
  prefetch?: (search: URLSearchParams) => readonly string[];
  /** Fills the query cache from those answers once the screen's code is in, before the screen is shown. */
  preload?: (search: URLSearchParams, queryClient: QueryClient) => Promise<void>;
};

/** A builder route opening `?workflow=<id>`: the workflow and the node catalogue its canvas is drawn with. */
const workflowAndCatalogue = (search: URLSearchParams) => {
  const id = search.get('workflow');
  return id ? [`/api/workflows/${encodeURIComponent(id)}`, '/api/workflows/node-types'] : [];
};

export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: '/',
    title: 'Build, deploy and trade AI agents without code',
    load: () => import('../pages/home').then((m) => m.HomePage),
  },
  {
    path: '/marketplace',
    title: 'Marketplace',
    load: () => import('../pages/marketplace').then((m) => m.MarketplacePage),
  },
  // The creator's side of the marketplace (issue 21, item 6): listings, sales, earnings, payouts.
  {
    path: '/marketplace/selling',
    title: 'Selling',
    load: () => import('../pages/marketplace-selling').then((m) => m.MarketplaceSellingPage),
  },
  {
    path: '/marketplace/:slug',
    title: 'Marketplace listing',
    load: () => import('../pages/marketplace-listing').then((m) => m.MarketplaceListingPage),
  },
  {
    path: '/workflow-builder',
    title: 'AI Workflow Builder',
    fullHeight: true,
    load: () => import('../pages/workflow-builder').then((m) => m.WorkflowBuilderPage),
  },
  {
    path: '/ai-builder',
    title: 'AI Workflow Builder',
    fullHeight: true,
    load: () => import('../pages/workflow-builder').then((m) => m.WorkflowBuilderPage),
  },
  {
    path: '/workflows',
    title: 'Saved Workflows',
    load: () => import('../pages/workflows').then((m) => m.WorkflowsPage),
  },
  // Not in SPEC: a saved workflow's executions, and one run step by step (issue 10, item 8).
  {
    path: '/workflows/:id',
    title: 'Workflow Executions',
    load: () => import('../pages/workflow-executions').then((m) => m.WorkflowExecutionsPage),
  },
  {
    path: '/workflows/:id/runs/:runId',
    title: 'Run Details',
    load: () => import('../pages/workflow-run').then((m) => m.WorkflowRunPage),
  },
  // SPEC's route table says "no footer on the builder routes" next to /builder and /builder-simple: the agent
  // wizard is a two-pane editor (form and test chat) that fills the viewport.
  {
    path: '/builder',
    title: 'Agent Builder',
    fullHeight: true,
    load: () => import('../pages/builder').then((m) => m.BuilderPage),
  },
  {
    path: '/builder-simple',
    title: 'Agent Builder',
    fullHeight: true,
    load: () => import('../pages/builder').then((m) => m.BuilderPage),
  },
  {
    path: '/builder-advanced',
    title: 'Advanced Builder',
    load: () => import('../pages/builder-advanced').then((m) => m.BuilderAdvancedPage),
    prefetch: workflowAndCatalogue,
    preload: (search, queryClient) =>
      import('../features/workflows').then((m) =>
        m.prefetchWorkflowAndCatalogue(queryClient, search.get('workflow')),
      ),
  },
  {
    path: '/workflow-builder-legacy',
    title: 'Unified Builder',
    load: () => import('../pages/workflow-builder-legacy').then((m) => m.WorkflowBuilderLegacyPage),
  },
  {
    path: '/builder-enhanced',
    title: 'Enhanced Builder',
    load: () => import('../pages/builder-enhanced').then((m) => m.BuilderEnhancedPage),
  },
  {
    path: '/builder-legacy',
    title: 'Legacy Builder',
    load: () => import('../pages/builder-legacy').then((m) => m.BuilderLegacyPage),
  },
  {
    path: '/builder-classic',
    title: 'Next-Gen Builder',
    load: () => import('../pages/builder-classic').then((m) => m.BuilderClassicPage),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    load: () => import('../pages/dashboard').then((m) => m.DashboardPage),
  },
  {
    path: '/economy-dashboard',
    title: 'Sandbox Economy Dashboard',
    load: () => import('../pages/economy-dashboard').then((m) => m.EconomyDashboardPage),
  },
  {
    path: '/monitor',
    title: 'System Monitor',
    load: () => import('../pages/monitor').then((m) => m.MonitorPage),
  },
  {
    path: '/analytics',
    title: 'Agent Performance Analytics',
    load: () => import('../pages/analytics').then((m) => m.AnalyticsPage),
  },
  { path: '/staking', title: 'Staking', load: () => import('../pages/staking').then((m) => m.StakingPage) },
  { path: '/tokens', title: 'AIZ Token', load: () => import('../pages/tokens').then((m) => m.TokensPage) },
  { path: '/admin', title: 'Admin', load: () => import('../pages/admin').then((m) => m.AdminPage) },
  {
    path: '/economy',
    title: 'Agent Economy',
    load: () => import('../pages/economy').then((m) => m.EconomyPage),
  },
  { path: '/fleet', title: 'Agent Fleet', load: () => import('../pages/fleet').then((m) => m.FleetPage) },
  {
    path: '/community',
    title: 'Community',
    load: () => import('../pages/community').then((m) => m.CommunityPage),
  },
  {
    path: '/community/*',
    title: 'Community',
    load: () => import('../pages/community').then((m) => m.CommunityPage),
  },
  {
    path: '/providers',
    title: 'AI Providers',
    load: () => import('../pages/providers').then((m) => m.ProvidersPage),
  },
  {
    path: '/solar-ai-agent',
    title: 'Solara Solar Agent',
    load: () => import('../pages/solar-ai-agent').then((m) => m.SolarAiAgentPage),
  },
  {
    path: '/solar-ai-agent-old',
    title: 'Solara Solar Agent (Previous Version)',
    load: () => import('../pages/solar-ai-agent-old').then((m) => m.SolarAiAgentOldPage),
  },
  {
    path: '/solar-sales-agent',
    title: 'Solar Sales Agent',
    load: () => import('../pages/solar-sales-agent').then((m) => m.SolarSalesAgentPage),
  },
  {
    path: '/solar-crm',
    title: 'Solar CRM',
    load: () => import('../pages/solar-crm').then((m) => m.SolarCrmPage),
  },
  {
    path: '/solar-designer',
    title: 'Solar Designer',
    load: () => import('../pages/solar-designer').then((m) => m.SolarDesignerPage),
  },
  { path: '/solar', title: 'Solar', load: () => import('../pages/solar').then((m) => m.SolarPage) },
  {
    path: '/templates/solar-ai-agent',
    title: 'Solar AI Agent Template',
    load: () => import('../pages/solar-agent-template').then((m) => m.SolarAgentTemplatePage),
  },
  {
    path: '/deploy/solar-ai-agent',
    title: 'Deploy the Solar AI Agent',
    load: () => import('../pages/solar-agent-deploy').then((m) => m.SolarAgentDeployPage),
  },
  {
    path: '/web3-marketplace',
    title: 'Web3 Template Marketplace',
    load: () => import('../pages/web3-marketplace').then((m) => m.Web3MarketplacePage),
  },
  {
    path: '/agent-wallets',
    title: 'AI Agent Wallets',
    load: () => import('../pages/agent-wallets').then((m) => m.AgentWalletsPage),
  },
  {
    path: '/mission-impact',
    title: 'Mission Impact',
    load: () => import('../pages/mission-impact').then((m) => m.MissionImpactPage),
  },
  {
    path: '/payment-success',
    title: 'Payment Successful',
    load: () => import('../pages/payment-success').then((m) => m.PaymentSuccessPage),
  },
  {
    path: '/payment-cancelled',
    title: 'Payment Cancelled',
    load: () => import('../pages/payment-cancelled').then((m) => m.PaymentCancelledPage),
  },
  // The page behind the link an approval node e-mails to each approver; works signed out.
  {
    path: '/approve/:token',
    title: 'Approval request',
    load: () => import('../pages/approve').then((m) => m.ApprovePage),
  },
  // The page behind the link a solar proposal's signer is e-mailed (issue 24); works signed out.
  {
    path: '/sign/:token',
    title: 'Sign your solar contract',
    load: () => import('../pages/sign').then((m) => m.SignPage),
  },
];

/** Any path not in `screenRoutes`. */
export const notFoundRoute: ScreenRoute = {
  path: '*',
  title: 'Page Not Found',
  load: () => import('../pages/not-found').then((m) => m.NotFoundPage),
};
