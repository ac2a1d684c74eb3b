import { Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { screenLinks } from '@/components/screen/screen-links';
import { useScreenTitle } from '@/lib/screen-handle';

const actions = [screenLinks.builder, screenLinks.workflows, screenLinks.marketplace];

/** Full-height editor: fills the viewport below the navigation (no footer). */
export function WorkflowBuilderPage() {
  const title = useScreenTitle();
  return (
    <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-auto bg-grid p-4">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_50%_at_50%_50%,transparent,var(--color-background))]"
      />
      <section className="relative w-full max-w-lg rounded-2xl border border-border bg-card/90 p-6 text-center shadow-xl backdrop-blur sm:p-8">
        <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/20 shadow-lg">
          <Workflow className="size-6" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 text-muted-foreground leading-relaxed">
          Design AI workflows on a visual canvas: connect triggers, AI steps and actions, then run and deploy
          them.
        </p>
        <ul className="mt-6 flex flex-col gap-2 text-left">
          {actions.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg border border-border bg-background/60 px-3 py-2.5 outline-none transition-colors hover:border-primary/40 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium text-sm">{label}</span>
                  <span className="text-muted-foreground text-xs">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
