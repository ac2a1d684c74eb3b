import type { PublicUser } from '@common/schemas/auth';
import {
  Compass,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  Settings,
  ShieldCheck,
  Sparkles,
  Wallet,
} from 'lucide-react';
import { helpActions } from '@/lib/help-panels';

export type AccountLink = { label: string; to: string; icon: LucideIcon };

/** The avatar menu's destinations (SPEC §2); Admin only for administrators. */
export function accountLinksFor(user: Pick<PublicUser, 'role'>): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
    { label: 'Account Settings', to: '/dashboard', icon: Settings },
    { label: 'Wallet', to: '/agent-wallets', icon: Wallet },
  ];
  if (user.role === 'admin') links.push({ label: 'Admin', to: '/admin', icon: ShieldCheck });
  return links;
}

export type HelpItem = { label: string; icon: LucideIcon; run: () => void };

/** The help menu of SPEC §2; the onboarding and feedback features render what these open. */
export const helpItems: readonly HelpItem[] = [
  { label: 'Take Tour', icon: Compass, run: () => helpActions.takeTour() },
  { label: 'Show Onboarding', icon: Sparkles, run: () => helpActions.showOnboarding() },
  { label: 'Send Feedback', icon: MessageSquareText, run: () => helpActions.sendFeedback() },
];
