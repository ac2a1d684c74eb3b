import { Leaf, MessagesSquare, Store } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { BrandMark } from './brand-mark';

type FooterLink = { label: string; to: string };
type FooterColumn = { heading: string; links: FooterLink[] };

// SPEC §2: Platform links are given; Resources and Company are placeholders there, so they point to
// existing screens rather than to pages that do not exist.
const columns: FooterColumn[] = [
  {
    heading: 'Platform',
    links: [
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Agent Builder', to: '/builder' },
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Staking', to: '/staking' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'AI Providers', to: '/providers' },
      { label: 'Solar Agent Template', to: '/templates/solar-ai-agent' },
      { label: 'Web3 Templates', to: '/web3-marketplace' },
      { label: 'AIZ Token', to: '/tokens' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Mission', to: '/mission-impact' },
      { label: 'Community', to: '/community' },
      { label: 'Agent Economy', to: '/economy' },
    ],
  },
];

type SocialLink = { label: string; to: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

// The product has no external social accounts yet; these lead to its own community spaces.
const socialLinks: SocialLink[] = [
  { label: 'Join the community', to: '/community', icon: MessagesSquare },
  { label: 'Browse the marketplace', to: '/marketplace', icon: Store },
  { label: 'Read our mission', to: '/mission-impact', icon: Leaf },
];

const focusRing =
  'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

export function SiteFooter() {
  return (
    <footer className="border-border/70 border-t bg-muted/30">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <BrandMark />
          <p className="max-w-xs text-muted-foreground text-sm leading-relaxed">
            Build, deploy and trade AI agents and workflows without code, powered by the AIZ token.
          </p>
          <ul className="flex items-center gap-2">
            {socialLinks.map(({ label, to, icon: Icon }) => (
              <li key={label}>
                <Link
                  to={to}
                  aria-label={label}
                  title={label}
                  className={cn(
                    'flex size-9 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                    focusRing,
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="font-semibold text-sm">{column.heading}</h2>
              <ul className="mt-4 flex flex-col gap-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={cn(
                        'text-muted-foreground text-sm transition-colors hover:text-foreground',
                        focusRing,
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-border/70 border-t">
        <p className="mx-auto w-full max-w-7xl px-4 py-6 text-muted-foreground text-xs sm:px-6 lg:px-8">
          © 2025 AIZ Platform. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
