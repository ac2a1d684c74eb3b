import type { ReactNode } from 'react';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';

/** One panel of the console: a titled card region. */
export function ConsolePanel({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold text-base">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A failed read or write in words: the server's own message when it gave one. */
export function ConsoleError({ error, what }: { error: unknown; what: string }) {
  return (
    <p role="alert" className="text-destructive text-sm">
      {serverMessage(error) ?? `Could not ${what}. Check your connection and try again.`}
    </p>
  );
}
