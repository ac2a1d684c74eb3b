/**
 * What the product can do, in one list: every capability with its status, the screens it is and the
 * places it answers. The home page, the welcome dialog, the tour, the placeholder screens and the offline
 * assistant's articles read their claims from here, and `truthful-copy.test.ts` (with the client's
 * `truthful-copy.test.tsx`) fails when any of them calls a working route "coming soon".
 *
 * When something is built, change its status here: every surface that describes it follows, and the
 * tests then demand that its copy stops calling it unbuilt.
 *
 * Pure data (no zod, no I/O): the home page imports it, so it must stay small.
 */

export type FeatureStatus = 'works' | 'not-built';

export interface ProductFeature {
  id: string;
  /** A short name, as the product says it. */
  name: string;
  /** One line: what it does (works) or what it is meant to do (not built). */
  description: string;
  status: FeatureStatus;
  /** The client screens that are this feature (each screen route of `client/src/app/routes.ts` is one feature's). */
  routes: readonly string[];
  /** Where a person opens it: its first route, or the screen it lives on when it has none of its own. */
  opens: string;
  /** Addresses it answers on outside the app's screens (server paths). */
  endpoints?: readonly string[];
  /**
   * Other words people use for it. A sentence that says one of them (or the name, or a route) is not
   * built is a false claim when the feature works.
   */
  aliases?: readonly string[];
}

/** What the platform keeps of a paid run's price, in percent (`PLATFORM_FEE_BPS` of the deployment schemas). */
export const PLATFORM_FEE_PERCENT = 5;

export const PRODUCT_FEATURES = [
  // Works today.
  {
    id: 'accounts',
    name: 'Accounts',
    description:
      'Sign up with a code sent to your e-mail, no password and no credit card; the first 100 accounts get 1000 AIZ.',
    status: 'works',
    routes: [],
    opens: '/',
    aliases: ['sign up', 'sign in'],
  },
  {
    id: 'agent-builder',
    name: 'Agent Builder',
    description:
      'Name an agent, give it instructions, a model, tools and knowledge files, and talk to it in a test chat.',
    status: 'works',
    routes: ['/builder', '/builder-simple'],
    opens: '/builder',
    aliases: ['agent builder', 'build an agent', 'agents that answer', 'ai agents'],
  },
  {
    id: 'describe-it',
    name: 'AI Workflow Builder',
    description: 'Describe a workflow in words, or start from a template, and open the draft on the canvas.',
    status: 'works',
    routes: ['/workflow-builder', '/ai-builder'],
    opens: '/workflow-builder',
    aliases: ['workflow builder', 'ai builder', 'describe it'],
  },
  {
    id: 'canvas',
    name: 'Canvas',
    description:
      'Drag triggers, AI steps and actions onto a canvas, connect them and test each step as you go.',
    status: 'works',
    routes: ['/builder-advanced'],
    opens: '/builder-advanced',
    aliases: ['visual builder', 'visual canvas', 'canvas', 'advanced builder', 'automation', 'the builder'],
  },
  {
    id: 'copilot-builder',
    name: 'Next-Gen Builder',
    description: 'The canvas with a copilot: ask in a chat and review the changes it proposes.',
    status: 'works',
    routes: ['/builder-classic'],
    opens: '/builder-classic',
    aliases: ['copilot'],
  },
  {
    id: 'unified-builder',
    name: 'Unified Builder',
    description: 'One workflow in four tabs, Wizard, Canvas, Steps and JSON, with one undo across them.',
    status: 'works',
    routes: ['/workflow-builder-legacy'],
    opens: '/workflow-builder-legacy',
  },
  {
    id: 'steps-builder',
    name: 'Legacy Builder',
    description: 'A workflow as a list of steps, one after another, for those who prefer a form to a canvas.',
    status: 'works',
    routes: ['/builder-legacy'],
    opens: '/builder-legacy',
  },
  {
    id: 'run-debugger',
    name: 'Enhanced Builder',
    description: 'Replay a run step by step: what each step received and put out, and where it failed.',
    status: 'works',
    routes: ['/builder-enhanced'],
    opens: '/builder-enhanced',
  },
  {
    id: 'testing',
    name: 'Testing',
    description:
      'Try the draft before anyone else can: the test chat in the Agent Builder, Test workflow on the canvas.',
    status: 'works',
    routes: [],
    opens: '/builder',
    aliases: ['test chat', 'test run', 'test workflow'],
  },
  {
    id: 'publishing',
    name: 'Publishing',
    description: 'Publish freezes the draft as a numbered version you can compare, restore and deploy.',
    status: 'works',
    routes: [],
    opens: '/workflows',
    aliases: ['publish', 'versions'],
  },
  {
    id: 'workflows',
    name: 'Saved Workflows',
    description: 'Every agent and workflow you made, their runs step by step, and Deploy on each row.',
    status: 'works',
    routes: ['/workflows', '/workflows/:id', '/workflows/:id/runs/:runId'],
    opens: '/workflows',
    aliases: ['saved workflows', 'runs', 'executions'],
  },
  {
    id: 'deployments',
    name: 'Deployments',
    description:
      'Deploy a published version as a REST API, an OpenAI-compatible model, an MCP tool, a webhook or a chat widget.',
    status: 'works',
    routes: [],
    opens: '/fleet',
    endpoints: ['/api/run/:slug', '/webhook/:path', '/d/:slug/chat', '/d/:slug/form'],
    aliases: [
      'deploy',
      'deployment',
      'deploying',
      'one-click deployment',
      'put agents to work',
      'run your agent',
    ],
  },
  {
    id: 'chat-widget',
    name: 'Chat widget',
    description: 'One script tag puts your deployed agent in a chat bubble on your own site.',
    status: 'works',
    routes: [],
    opens: '/fleet',
    endpoints: ['/embed.js'],
    aliases: ['widget', 'embed'],
  },
  {
    id: 'openai-compatible',
    name: 'OpenAI-compatible API',
    description:
      'Call a deployment as a model at /v1/chat/completions with any OpenAI client, streaming too.',
    status: 'works',
    routes: [],
    opens: '/fleet',
    endpoints: ['/v1/chat/completions', '/v1/models'],
    aliases: ['openai', '/v1'],
  },
  {
    id: 'mcp',
    name: 'MCP server',
    description:
      'Each deployment is an MCP server with one tool, at /mcp/<name>, for Claude and other clients.',
    status: 'works',
    routes: [],
    opens: '/fleet',
    endpoints: ['/mcp/:slug'],
    aliases: ['model context protocol'],
  },
  {
    id: 'api-keys',
    name: 'API keys',
    description: 'Keys scoped to your deployments and surfaces, with a rate and a monthly quota, shown once.',
    status: 'works',
    routes: [],
    opens: '/fleet',
    aliases: ['api key', 'keys'],
  },
  {
    id: 'pay-per-run',
    name: 'Price per run',
    description: `Set a price in AIZ per run: each caller pays it to you through the ledger, less a ${PLATFORM_FEE_PERCENT}% platform fee.`,
    status: 'works',
    routes: [],
    opens: '/fleet',
    aliases: [
      'paying for agents',
      'pay for agents',
      'earning from what you build',
      'earn from what you build',
      'earn aiz',
      'sell them for aiz',
      'charged per run',
      'price per run',
      'paid runs',
    ],
  },
  {
    id: 'fleet',
    name: 'Agent Fleet',
    description:
      'Every deployment with its figures: pause, resume, roll back, logs, settings, snippets and keys.',
    status: 'works',
    routes: ['/fleet'],
    opens: '/fleet',
    aliases: ['fleet'],
  },
  {
    id: 'analytics',
    name: 'Analytics',
    description:
      'Runs, success rate, latency, tokens, cost and chat ratings per workflow and version, with CSV.',
    status: 'works',
    routes: ['/analytics'],
    opens: '/analytics',
    aliases: ['performance analytics'],
  },
  {
    id: 'tokens',
    name: 'AIZ Token',
    description:
      'Where every minted AIZ is, your balance and full history with CSV, and sending AIZ to someone by username.',
    status: 'works',
    routes: ['/tokens'],
    opens: '/tokens',
    endpoints: ['/api/tokens/supply', '/api/tokens/send', '/api/tokens/recipient', '/api/ledger/history.csv'],
    aliases: ['send aiz', 'token supply', 'aiz supply'],
  },
  {
    id: 'agent-economy',
    name: 'Agent economy',
    description:
      'The real flows of AIZ between users, buyers, creators, agent runs, fees and the treasury, and the top earners.',
    status: 'works',
    routes: ['/economy'],
    opens: '/economy',
    endpoints: ['/api/economy', '/api/economy/privacy'],
    aliases: ['economy', 'top earners'],
  },
  {
    id: 'monitor',
    name: 'System Monitor',
    description: 'The server live: requests, runs, the queue, AI providers, database and memory.',
    status: 'works',
    routes: ['/monitor'],
    opens: '/monitor',
    aliases: ['monitor'],
  },
  {
    id: 'dashboard',
    name: 'Dashboard',
    description:
      'Your AIZ balance and its history, spending and earnings, your agents, deployments and recent runs.',
    status: 'works',
    routes: ['/dashboard'],
    opens: '/dashboard',
    aliases: ['your dashboard', 'aiz balance', 'balance'],
  },
  {
    id: 'assistant',
    name: 'Assistant',
    description:
      'Ask about the platform in the round button at the bottom right; with a provider, about anything.',
    status: 'works',
    routes: [],
    opens: '/',
    aliases: ['the assistant'],
  },
  {
    id: 'providers',
    name: 'AI Providers',
    description:
      'The AI models behind the assistant and the AI steps, with their live health and response times.',
    status: 'works',
    routes: ['/providers'],
    opens: '/providers',
    aliases: ['providers'],
  },
  {
    id: 'admin',
    name: 'Admin',
    description:
      "For administrators: users, sessions, the feedback people send and the platform's analytics events.",
    status: 'works',
    routes: ['/admin'],
    opens: '/admin',
  },
  {
    id: 'solar-e-sign',
    name: 'Contract signing',
    description:
      'A homeowner signs a solar contract from the e-mailed link and downloads the PDF with its SHA-256.',
    status: 'works',
    routes: ['/sign/:token'],
    opens: '/sign/:token',
  },
  {
    id: 'approvals',
    name: 'Approvals',
    description: 'A workflow can wait for a person: each approver gets a link to approve or reject.',
    status: 'works',
    routes: ['/approve/:token'],
    opens: '/workflows',
    aliases: ['approval'],
  },
  {
    id: 'marketplace',
    name: 'Marketplace',
    description:
      'List a published workflow, free or for AIZ; find others by search, category and price, and get a copy.',
    status: 'works',
    routes: ['/marketplace', '/marketplace/selling', '/marketplace/:slug'],
    opens: '/marketplace',
    endpoints: ['/api/marketplace'],
    aliases: ['marketplace', 'listing', 'sell templates', 'buy templates'],
  },
  {
    id: 'solar-hub',
    name: 'Solar hub',
    description:
      "Solara's leads with their estimates and transcripts, and the weekly hours it books consultations into.",
    status: 'works',
    routes: ['/solar'],
    opens: '/solar',
    endpoints: ['/api/solar/estimate', '/api/solar/leads', '/api/solar/availability'],
    aliases: ['solar hub', 'solar leads', 'estimate api'],
  },
  {
    id: 'solara',
    name: 'Solara',
    description:
      'A solar agent: a non-binding estimate for your home in a short chat (or a form beside it), then a consultation.',
    status: 'works',
    routes: ['/solar-ai-agent', '/solar-ai-agent-old'],
    opens: '/solar-ai-agent',
    endpoints: ['/api/solar/solara/chat'],
  },
  {
    id: 'solara-templates',
    name: 'Solara templates',
    description:
      "Solara's variants (residential, battery retrofit, commercial rooftop, Spanish), each with a live preview to deploy from.",
    status: 'works',
    routes: ['/templates/solar-ai-agent'],
    opens: '/templates/solar-ai-agent',
    aliases: ['solar agent template', 'solar template', 'solara variants', 'solara spanish'],
  },
  {
    id: 'solara-deploy',
    name: 'Your own Solara',
    description:
      'Solara on your own site: your brand, prices, service area and hours; leads go to the Solar hub.',
    status: 'works',
    routes: ['/deploy/solar-ai-agent'],
    opens: '/deploy/solar-ai-agent',
    endpoints: [
      '/api/solar/solara/deployment',
      '/api/solar/solara/deployments',
      '/embed/solara.js',
      '/embed/solara/chat',
    ],
    aliases: ['deploy solara', 'white-label solara', 'solar agent on my site'],
  },
  {
    id: 'buy-aiz',
    name: 'Buying AIZ',
    description: 'Buy AIZ packs by card through Stripe Checkout, credited once Stripe confirms the payment.',
    status: 'works',
    routes: ['/payment-success', '/payment-cancelled'],
    opens: '/tokens',
    endpoints: ['/api/payments/packs', '/api/payments/checkout', '/api/payments/stripe/webhook'],
    aliases: ['buy aiz', 'aiz packs', 'card payment', 'pay by card'],
  },
  {
    id: 'economy-sandbox',
    name: 'Sandbox Economy Dashboard',
    description:
      'Simulate the AIZ economy over years from your own parameters and a seed; charts, CSV and a link to share.',
    status: 'works',
    routes: ['/economy-dashboard'],
    opens: '/economy-dashboard',
    aliases: ['economy sandbox', 'economy simulation', 'token economy simulation', 'economy dashboard'],
  },
  {
    id: 'staking',
    name: 'Staking',
    description:
      'Stake AIZ in the app (flexible or locked 30 or 90 days) or on chain from your wallet, for a share of a funded pool.',
    status: 'works',
    routes: ['/staking'],
    opens: '/staking',
    endpoints: [
      '/api/staking',
      '/api/staking/me',
      '/api/staking/stake',
      '/api/staking/positions/:id/unstake',
      '/api/staking/claim',
      '/api/staking/compound',
      '/api/staking/fund',
    ],
    aliases: ['stake aiz', 'in-app staking', 'staking rewards'],
  },
  {
    id: 'agent-wallets',
    name: 'Agent wallets',
    description:
      'Your wallet, AIZ to and from a chain, and a wallet per deployed agent with limits per payment and per 24 hours.',
    status: 'works',
    routes: ['/agent-wallets'],
    opens: '/agent-wallets',
    endpoints: [
      '/api/agent-wallets',
      '/api/agent-wallets/:deploymentId',
      '/api/agent-wallets/:deploymentId/address',
      '/api/agent-wallets/:deploymentId/fund',
      '/api/agent-wallets/:deploymentId/withdraw',
      '/api/agent-wallets/:deploymentId/policy',
      '/api/web3/config',
      '/api/web3/siwe/nonce',
      '/api/web3/siwe/verify',
      '/api/web3/links',
      '/api/web3/bridge',
      '/api/web3/bridge/me',
      '/api/web3/bridge/withdrawals',
    ],
    aliases: [
      'agent wallet',
      'spending limits',
      'spending policy',
      'connect wallet',
      'connect a wallet',
      'wallet connection',
      'withdraw aiz',
      'deposit aiz',
      'bridge',
    ],
  },
  {
    id: 'web3-templates',
    name: 'Web3 templates',
    description:
      'Listings that pay on chain, each checked against your connected wallet: its chain and its balances.',
    status: 'works',
    routes: ['/web3-marketplace'],
    opens: '/web3-marketplace',
    endpoints: ['/api/marketplace/web3'],
    aliases: ['web3 marketplace', 'on-chain templates'],
  },
  {
    id: 'community',
    name: 'Community',
    description:
      'A forum to ask, answer and share: solved answers, listing embeds, search, mentions and moderation.',
    status: 'works',
    routes: ['/community', '/community/*'],
    opens: '/community',
    endpoints: ['/api/community/threads', '/api/community/search', '/api/community/categories'],
    aliases: ['forum', 'questions', 'topics', 'threads', 'moderation', 'discussions'],
  },
  {
    id: 'solar-sales-agent',
    name: 'Solar sales console',
    description:
      "Solara's leads with speed-to-lead timers, what to ask, and a three-option proposal with its finance.",
    status: 'works',
    routes: ['/solar-sales-agent'],
    opens: '/solar-sales-agent',
    endpoints: ['/api/solar/crm/deals', '/api/solar/crm/tasks', '/api/solar/leads'],
    aliases: ['sales console', 'solar sales agent', 'lead queue', 'speed to lead', 'three-option proposal'],
  },
  {
    id: 'solar-crm',
    name: 'Solar CRM',
    description:
      'Contacts and deals in pipelines on a board or a table, forecast, proposals, e-signature, projects and commissions.',
    status: 'works',
    routes: ['/solar-crm'],
    opens: '/solar-crm',
    endpoints: ['/api/solar/crm'],
    aliases: [
      'solar crm',
      'crm',
      'deal pipeline',
      'kanban board',
      'sales pipeline',
      'csv import of contacts',
    ],
  },
  {
    id: 'solar-designer',
    name: 'Solar designer',
    description:
      'Roof planes with fire-code setbacks, auto-filled panels, kWdc and production per plane; PNG or PDF.',
    status: 'works',
    routes: ['/solar-designer'],
    opens: '/solar-designer',
    endpoints: ['/api/solar/designs', '/api/solar/designs/production'],
    aliases: ['solar designer', 'roof designer', 'panel layout', 'design the roof'],
  },
  {
    id: 'mission-impact',
    name: 'Mission impact',
    description:
      'Solar installed on the platform to permission to operate: kWh, CO2 avoided and kW by state, with sources.',
    status: 'works',
    routes: ['/mission-impact'],
    opens: '/mission-impact',
    endpoints: ['/api/mission-impact'],
    aliases: ['mission impact', 'impact dashboard', 'impact page'],
  },
] as const satisfies readonly ProductFeature[];

export type FeatureId = (typeof PRODUCT_FEATURES)[number]['id'];

const byId = new Map<string, ProductFeature>(PRODUCT_FEATURES.map((f) => [f.id, f]));

export function productFeature(id: FeatureId): ProductFeature {
  return byId.get(id)!;
}

/** Does a route pattern (`/workflows/:id`, `/community/*`) match a path? */
function routeMatches(pattern: string, path: string): boolean {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (pattern === clean) return true;
  const source = pattern
    .split('/')
    .map((part) =>
      part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`).test(clean);
}

/** The feature a screen is (by route pattern or by a concrete path), or undefined for the home page and unknown paths. */
export function featureOfRoute(path: string): ProductFeature | undefined {
  return PRODUCT_FEATURES.find((f) => f.routes.some((r) => routeMatches(r, path)));
}

/** The list as features of any status (every one works today; the type keeps room for one that does not). */
const ALL_FEATURES: readonly ProductFeature[] = PRODUCT_FEATURES;

export const worksToday = (): ProductFeature[] => ALL_FEATURES.filter((f) => f.status === 'works');
export const notBuiltYet = (): ProductFeature[] => ALL_FEATURES.filter((f) => f.status === 'not-built');
