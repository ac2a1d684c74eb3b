import type { ReactNode } from 'react';

/** One numbered part of the form: a heading the page outline and screen readers find, then its fields. */
export function WizardSection({
  step,
  title,
  description,
  children,
  id,
}: {
  step: number;
  title: string;
  description: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-card/70 p-4 sm:p-5"
    >
      <header className="mb-4 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary text-xs"
        >
          {step}
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-base leading-tight">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{description}</p>
        </div>
      </header>
      <div className="grid gap-4">{children}</div>
    </section>
  );
}
