import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useScreenTitle } from '@/lib/screen-handle';
import type { ScreenLink } from './screen-links';

type ScreenIntroProps = {
  icon: LucideIcon;
  /** One sentence on what the screen is for. */
  description: string;
  /** Links to other screens a visitor can use today. */
  actions: ScreenLink[];
  tone?: 'brand' | 'solar';
  children?: ReactNode;
};

/** The head of a screen: its name (the page's only <h1>), purpose and the next steps. */
export function ScreenIntro({
  icon: Icon,
  description,
  actions,
  tone = 'brand',
  children,
}: ScreenIntroProps) {
  const title = useScreenTitle();
  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 top-0 -z-10 h-72 opacity-60 [mask-image:linear-gradient(to_bottom,black,transparent)]',
          tone === 'solar'
            ? 'bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-solar-from)_22%,transparent),transparent)]'
            : 'bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-brand-from)_20%,transparent),transparent)]',
        )}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          <div
            className={cn(
              'mb-6 flex size-12 items-center justify-center rounded-xl text-white shadow-lg',
              tone === 'solar'
                ? 'bg-linear-to-br from-sun-from to-sun-to shadow-sun-to/20'
                : 'bg-linear-to-br from-cta-from via-cta-via to-cta-to shadow-cta-from/20',
            )}
          >
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-pretty text-lg text-muted-foreground leading-relaxed">{description}</p>
        </header>
        {children}
        {actions.length > 0 ? (
          <section aria-labelledby="next-steps" className="mt-12">
            <h2
              id="next-steps"
              className="font-medium text-muted-foreground text-sm uppercase tracking-wider"
            >
              Available now
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {actions.map((action) => (
                <li key={action.to}>
                  <ScreenLinkCard link={action} tone={tone} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function ScreenLinkCard({ link, tone }: { link: ScreenLink; tone: 'brand' | 'solar' }) {
  const Icon = link.icon;
  return (
    <Link
      to={link.to}
      className="group flex h-full items-start gap-4 rounded-xl border border-border bg-card p-4 shadow-xs outline-none transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          tone === 'solar' ? 'bg-sun-from/10 text-sun-to dark:text-solar-from' : 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-1.5 font-medium text-sm">
          {link.label}
          <ArrowRight
            className="size-3.5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </span>
        <span className="text-muted-foreground text-sm leading-snug">{link.description}</span>
      </span>
    </Link>
  );
}
