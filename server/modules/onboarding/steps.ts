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
      'Coming soon: a marketplace of AI agents and workflow templates made by the community, priced in AIZ. It is not built yet; this page says what it will hold. Marketplace is always in the top navigation.',
    route: '/marketplace',
    target: '[data-tour="nav-marketplace"], main h1',
  },
  {
    id: 'builder',
    order: 3,
    title: 'Workflow builder',
    description:
      'Coming soon: a visual canvas where you connect triggers, AI steps and actions, then run and deploy them. It is not built yet; Builder in the navigation will open it.',
    route: '/workflow-builder',
    target: '[data-tour="nav-builder"], main h1',
  },
  {
    id: 'solara',
    order: 4,
    title: 'Solara, the solar agent',
    description:
      'Coming soon: Solara, a conversational sales agent for solar energy, and a template you can deploy as your own. Until it is built, the assistant in the corner answers questions about it.',
    route: '/solar-ai-agent',
    target: '[data-tour="nav-solara"], main h1',
  },
  {
    id: 'staking',
    order: 5,
    title: 'Your AIZ and staking',
    description:
      'Your AIZ balance is always shown in the top bar, and its history is on your dashboard. Staking is coming soon: this is where you will stake AIZ to earn rewards.',
    route: '/staking',
    target: '[data-tour="aiz-balance"], main h1',
  },
  {
    id: 'wallet',
    order: 6,
    title: 'Agent wallets',
    description:
      'Coming soon: wallets of their own for your agents, with limits you set. Your account menu (your avatar) already leads here, to your dashboard and to sign out.',
    route: '/agent-wallets',
    target: '[data-tour="user-menu"], main h1',
  },
  {
    id: 'help',
    order: 7,
    title: 'Help is always here',
    description:
      "The help menu takes this tour again, reopens the welcome screen and sends us feedback. Your dashboard shows your profile, your AIZ and its history, and this tour's progress.",
    route: '/dashboard',
    target: '[data-tour="help-menu"], main h1',
  },
];
