/**
 * SPEC §2 quick actions. Signed out: Browse Agents, Help & Support, Getting Started. Signed in: My
 * Dashboard, Deploy Agent, My Earnings, Staking Info, Browse Agents, Help & Support.
 * Deploy Agent opens /fleet: it is where deployed agents of every kind live, whereas
 * /deploy/solar-ai-agent deploys one particular template. My Earnings and Staking Info ask the
 * assistant, which answers with the user's real balance and the staking article.
 */
import type { LucideIcon } from 'lucide-react';
import { Coins, Compass, Landmark, LayoutDashboard, LifeBuoy, Rocket, Store } from 'lucide-react';

export type QuickAction =
  | { id: string; label: string; icon: LucideIcon; kind: 'navigate'; to: string }
  | { id: string; label: string; icon: LucideIcon; kind: 'ask'; question: string };

const browseAgents: QuickAction = {
  id: 'browse',
  label: 'Browse Agents',
  icon: Store,
  kind: 'navigate',
  to: '/marketplace',
};
const helpAndSupport: QuickAction = {
  id: 'help',
  label: 'Help & Support',
  icon: LifeBuoy,
  kind: 'ask',
  question: 'What can you help me with?',
};

export const SIGNED_OUT_ACTIONS: QuickAction[] = [
  browseAgents,
  helpAndSupport,
  { id: 'start', label: 'Getting Started', icon: Compass, kind: 'ask', question: 'How do I get started?' },
];

export const SIGNED_IN_ACTIONS: QuickAction[] = [
  { id: 'dashboard', label: 'My Dashboard', icon: LayoutDashboard, kind: 'navigate', to: '/dashboard' },
  { id: 'deploy', label: 'Deploy Agent', icon: Rocket, kind: 'navigate', to: '/fleet' },
  { id: 'earnings', label: 'My Earnings', icon: Coins, kind: 'ask', question: 'What is my AIZ balance?' },
  { id: 'staking', label: 'Staking Info', icon: Landmark, kind: 'ask', question: 'How do I stake AIZ?' },
  browseAgents,
  helpAndSupport,
];

export function quickActionsFor(signedIn: boolean): QuickAction[] {
  return signedIn ? SIGNED_IN_ACTIONS : SIGNED_OUT_ACTIONS;
}
