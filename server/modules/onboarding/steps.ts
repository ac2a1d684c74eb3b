/**
 * The tour: server-side data so every client walks the same path. Each step belongs to a real page
 * (`route`) and points at a real element there (`target`, a CSS selector list: the tour highlights the
 * first visible match in document order, else shows the step centred). Nav targets come first so a
 * desktop visitor sees where to find the page again; `main h1` is the page's own heading (mobile, where
 * the nav links sit behind the menu toggle).
 *
 * What a step says a feature does comes from the feature list (common/product/features.ts), so the tour
 * calls nothing that works "coming soon"; `steps.test.ts` holds every step to that.
 *
 * Ids are stable: stored progress refers to them. Add steps with new ids rather than renaming. (The
 * `solara` and `wallet` steps were dropped in issue 19: both pages are not built, and progress ignores
 * ids no longer in the tour.)
 */
import { type FeatureId, PLATFORM_FEE_PERCENT, productFeature } from '@common/product/features';
import type { OnboardingStep } from '@common/schemas/onboarding';

/** "Agent Builder (/builder): name an agent, …" from the feature list. */
function says(id: FeatureId): string {
  const f = productFeature(id);
  return `${f.name} (${f.opens}): ${f.description.charAt(0).toLowerCase()}${f.description.slice(1)}`;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'welcome',
    order: 1,
    title: 'Welcome to AIZ Platform',
    description:
      'This short tour shows where things live: building an agent, deploying it, the figures that follow it, your AIZ and help. Use Next and Previous to look around, or complete each step as you go.',
    route: '/',
    target: 'main h1',
  },
  {
    id: 'marketplace',
    order: 2,
    title: 'Marketplace',
    description: `${productFeature('marketplace').description} Search it (typos are forgiven), open a listing to see its steps, and get a copy; list one of yours from its menu in your workflows. Marketplace is always in the top navigation.`,
    route: '/marketplace',
    target: '[data-tour="nav-marketplace"], main h1',
  },
  {
    id: 'builder',
    order: 3,
    title: 'Build an agent or a workflow',
    description: `Builder in the navigation opens the ${says('describe-it')} ${says('agent-builder')} ${says('canvas')}`,
    route: '/workflow-builder',
    target: '[data-tour="nav-builder"], main h1',
  },
  {
    id: 'deploy',
    order: 4,
    title: 'Publish and deploy',
    description:
      'Publish a version of your agent, then choose "Publish and deploy" (or Deploy) in the builder, or Deploy on its row in Saved Workflows. This page, Agent Fleet, lists every deployment: its REST, OpenAI-compatible (/v1) and MCP addresses, the chat widget snippet, its price per run, its logs, and API keys to call it.',
    route: '/fleet',
    target: 'main h1',
  },
  {
    id: 'figures',
    order: 5,
    title: 'Your figures',
    description: `${says('analytics')} ${says('dashboard')} ${says('fleet')}`,
    route: '/analytics',
    target: 'main h1',
  },
  {
    id: 'staking',
    order: 6,
    title: 'Your AIZ',
    description: `Your AIZ balance is always shown in the top bar, and its history, spending and earnings are on your dashboard. When others call a deployment you priced, each run pays you in AIZ, less a ${PLATFORM_FEE_PERCENT}% platform fee. On this page you can stake AIZ in the app for a share of a rewards pool, at a variable rate.`,
    route: '/staking',
    target: '[data-tour="aiz-balance"], main h1',
  },
  {
    id: 'help',
    order: 7,
    title: 'Help is always here',
    description:
      "The help menu takes this tour again, reopens the welcome screen and sends us feedback. The assistant, the round button in the corner, answers questions about building, deploying and keys. Your dashboard shows your profile, your AIZ and its history, and this tour's progress.",
    route: '/dashboard',
    target: '[data-tour="help-menu"], main h1',
  },
];
