export type NavLink = {
  label: string;
  to: string;
  /** Drawn as a gradient pill to stand out (the Solara agent). */
  highlight?: boolean;
  /** What the onboarding tour points at (data-tour attribute of the desktop link). */
  tour: string;
};

/** The top navigation of SPEC §2. */
export const navLinks: readonly NavLink[] = [
  { label: 'Home', to: '/', tour: 'nav-home' },
  { label: 'Marketplace', to: '/marketplace', tour: 'nav-marketplace' },
  { label: 'Builder', to: '/workflow-builder', tour: 'nav-builder' },
  { label: 'Solara Agent', to: '/solar-ai-agent', highlight: true, tour: 'nav-solara' },
  { label: 'Mission', to: '/mission-impact', tour: 'nav-mission' },
  { label: 'Community', to: '/community', tour: 'nav-community' },
];
