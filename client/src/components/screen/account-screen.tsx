import type { ReactNode } from 'react';
import { useScreenTitle } from '@/lib/screen-handle';

/** The head of an account screen: the route's title as the page's only <h1>, and a line under it. */
export function AccountScreenHeader({ subtitle, actions }: { subtitle: ReactNode; actions?: ReactNode }) {
  const title = useScreenTitle();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function AccountScreen({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklch,var(--color-brand-from)_16%,transparent),transparent)] opacity-60 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        {children}
      </div>
    </div>
  );
}
