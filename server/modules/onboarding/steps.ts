/**
 * The tour: server-side data so every client walks the same path. Each step belongs to a real page
 * (`route`) and points at a real element there (`target`, a CSS selector list: the tour highlights the
 * first visible match in document order, else shows the step centred). Nav targets come first so a
 * desktop visitor sees where to find the page again; `main h1` is the page's own heading (mobile, where
 * the nav links sit behind the menu toggle).
 *
 * Ids are stable: stored progress refers to them. Add steps with new ids rather than renaming.
 */
import type { OnboardingStep } from '@common/schemas/onboarding';

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'welcome',
    order: 1,
    title: 'Welcome to AIZ Platform',
    description:
      'This short tour shows where things live: the marketplace, the builder, the Solara agent, your AIZ and your wallet. Use Next and Previous to look around, or complete each step as you go.',
    route: '/',
    target: 'main h1',
  },
  {
    id: 'marketplace',
    order: 2,
    title: 'Marketplace',
    description:
      'Browse, buy and sell AI agents and workflow templates made by the community, priced in AIZ. Marketplace is always in the top navigation.',
    route: '/marketplace',
    target: '[data-tour="nav-marketplace"], main h1',
  },
  {
    id: 'builder',
    order: 3,
    title: 'Workflow builder',
    description:
      'Design AI workflows on a visual canvas: connect triggers, AI steps and actions, then run and deploy them. Open it from Builder in the navigation.',
    route: '/workflow-builder',
    target: '[data-tour="nav-builder"], main h1',
  },
  {
    id: 'solara',
    order: 4,
    title: 'Solara, the solar agent',
    description:
      'Solara is a conversational sales agent for solar energy, and a template you can deploy as your own. Try it to see what a finished agent feels like.',
    route: '/solar-ai-agent',
    target: '[data-tour="nav-solara"], main h1',
  },
  {
    id: 'staking',
    order: 5,
    title: 'Your AIZ and staking',
    description:
      'Your AIZ balance is always shown in the top bar. Stake AIZ here to earn rewards while it helps secure the platform economy.',
    route: '/staking',
    target: '[data-tour="aiz-balance"], main h1',
  },
  {
    id: 'wallet',
    order: 6,
    title: 'Agent wallets',
    description:
      'Give your agents wallets of their own, with limits you set. Your account menu (your avatar) leads here, to your dashboard and to sign out.',
    route: '/agent-wallets',
    target: '[data-tour="user-menu"], main h1',
  },
  {
    id: 'help',
    order: 7,
    title: 'Help is always here',
    description:
      'The help menu takes this tour again, reopens the welcome screen and sends us feedback. Your dashboard gathers your agents, workflows and AIZ.',
    route: '/dashboard',
    target: '[data-tour="help-menu"], main h1',
  },
];
