import { BrainCircuit, LayoutDashboard, type LucideIcon } from 'lucide-react';

/** A link to another screen, as shown in a screen's list of what works today. */
export type ScreenLink = { to: string; label: string; description: string; icon: LucideIcon };

/**
 * The screens that work today, one description each. A screen that is not built yet links only to
 * these (and to the assistant and sign-up), so no "coming soon" page sends a visitor to another one.
 */
export const workingScreens = {
  dashboard: {
    to: '/dashboard',
    label: 'Dashboard',
    description: 'Your profile, your AIZ balance and its history, and your onboarding progress.',
    icon: LayoutDashboard,
  },
  providers: {
    to: '/providers',
    label: 'AI Providers',
    description: 'The AI models behind the assistant, with their live health and response times.',
    icon: BrainCircuit,
  },
} satisfies Record<string, ScreenLink>;
