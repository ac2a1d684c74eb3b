import { Workflow } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { COMING_SOON } from '@/features/home/coming-soon-screen';
import { WorksToday } from '@/features/home/works-today';
import { useScreenTitle } from '@/lib/screen-handle';

/** Full-height editor: fills the viewport below the navigation (no footer). The canvas is not built yet. */
export function WorkflowBuilderPage() {
  const title = useScreenTitle();
  return (
    <div className="relative flex min-h-0 flex-1 items-start justify-center overflow-auto bg-grid p-4 pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_50%_at_50%_50%,transparent,var(--color-background))]"
      />
      <section className="relative my-auto w-full max-w-lg rounded-2xl border border-border bg-card/90 p-6 text-center shadow-xl backdrop-blur sm:p-8">
        <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-cta-from/20 shadow-lg">
          <Workflow className="size-6" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <Badge variant="outline" className="mt-3">
          {COMING_SOON}
        </Badge>
        <p className="mt-3 text-muted-foreground leading-relaxed">
          A visual canvas on which you will connect triggers, AI steps and actions, then run and deploy them.
          The canvas is not built yet.
        </p>
        <h2 className="mt-6 text-left font-medium text-muted-foreground text-sm uppercase tracking-wider">
          What works today
        </h2>
        <div className="mt-3">
          <WorksToday compact />
        </div>
      </section>
    </div>
  );
}
