import { countOf } from '@common/plural';
import type { TemplateSummary } from '@common/schemas/templates';
import { LayoutTemplate } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from './error-text';
import { useTemplates } from './use-describe';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

type TemplatesGalleryProps = {
  onUse: (template: TemplateSummary) => void;
  /** The template being copied, if any. */
  usingId: string | null;
  useError: string | null;
};

/** Ready-made workflows: each opens on the canvas as the person's own copy. */
export function TemplatesGallery({ onUse, usingId, useError }: TemplatesGalleryProps) {
  const templates = useTemplates();
  return (
    <section aria-labelledby="templates-title" aria-busy={templates.isPending} className="mt-10">
      <h2 id="templates-title" className="flex items-center gap-2 font-semibold text-lg">
        <LayoutTemplate className="size-5 text-primary" aria-hidden="true" /> Or start from a template
      </h2>
      {useError && (
        <p role="alert" className="mt-2 text-destructive text-sm">
          {useError}
        </p>
      )}
      {templates.isPending && (
        <>
          <p className="mt-2 text-muted-foreground text-sm">Loading templates…</p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {SKELETONS.map((key) => (
              <Skeleton key={key} className="h-36 rounded-xl" />
            ))}
          </div>
        </>
      )}
      {templates.isError && (
        <div role="alert" className="mt-4 rounded-xl border border-destructive/40 p-4 text-sm">
          <p>{errorText(templates.error, 'The templates could not be loaded.')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => templates.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {templates.data?.length === 0 && (
        <p className="mt-4 text-muted-foreground text-sm">No templates yet.</p>
      )}
      {templates.data && templates.data.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {templates.data.map((t) => (
            <li key={t.id} className="flex flex-col rounded-xl border border-border bg-card/90 p-4 shadow-xs">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-medium leading-tight">{t.name}</h3>
                <Badge variant="secondary">{t.category}</Badge>
              </div>
              <p className="mt-1.5 flex-1 text-muted-foreground text-sm">{t.description}</p>
              <div className="mt-3 flex items-center justify-between gap-2">
                <span className="text-muted-foreground text-xs">
                  {countOf(t.nodeCount, 'step')} · {t.kind === 'agent' ? 'Agent' : 'Workflow'}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onUse(t)}
                  disabled={usingId !== null}
                  aria-label={`Use template ${t.name}`}
                >
                  {usingId === t.id && <Spinner className="size-3.5" aria-hidden="true" />}
                  Use template
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
