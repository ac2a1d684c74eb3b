import { countOf } from '@common/plural';
import type { GeneratedWorkflow } from '@common/schemas/workflow-generator';
import { AlertTriangle, ExternalLink, RotateCcw } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/**
 * The workflows feature's index also carries the canvas and the panels: loaded only once a draft is shown,
 * so this page's own bundle stays small.
 */
const WorkflowPreview = lazy(() =>
  import('@/features/workflows').then((m) => ({ default: m.WorkflowPreviewView })),
);

type GeneratedResultProps = {
  draft: GeneratedWorkflow;
  onOpen: () => void;
  opening: boolean;
  openError: string | null;
  onTryAgain: () => void;
  /** Publish and "Publish and deploy" (signed in): the draft is saved as a workflow first. */
  publish?: ReactNode;
};

/** The draft: its picture, what it does, what to check, and the way on (open it, or try again). */
export function GeneratedResult({
  draft,
  onOpen,
  opening,
  openError,
  onTryAgain,
  publish,
}: GeneratedResultProps) {
  return (
    <section
      aria-labelledby="generated-title"
      className="rounded-2xl border border-border bg-card/90 p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="generated-title" className="font-semibold text-lg leading-tight">
            {draft.name}
          </h2>
          <p className="mt-1 text-muted-foreground text-xs">
            {countOf(draft.document.nodes.length, 'step')} · {draft.kind === 'agent' ? 'Agent' : 'Workflow'}
          </p>
        </div>
        <Badge variant={draft.source === 'model' ? 'brand' : 'outline'}>
          {draft.source === 'model' ? 'Made by the AI model' : `Pattern: ${draft.pattern?.name ?? 'library'}`}
        </Badge>
      </div>
      <Suspense fallback={<Skeleton className="mt-4 h-80 w-full rounded-xl" />}>
        <WorkflowPreview document={draft.document} label={draft.name} className="mt-4 h-72 sm:h-96" />
      </Suspense>
      <p className="mt-4 text-sm leading-relaxed">{draft.explanation}</p>
      {draft.warnings.length > 0 && (
        <div className="mt-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <p className="flex items-center gap-2 font-medium text-amber-800 dark:text-amber-300">
            <AlertTriangle className="size-4" aria-hidden="true" /> Check before you run it
          </p>
          <ul
            aria-label="Warnings"
            className="mt-1.5 list-disc space-y-1 pl-6 text-amber-900 dark:text-amber-200"
          >
            {draft.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      {openError && (
        <p role="alert" className="mt-3 text-destructive text-sm">
          {openError}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse flex-wrap gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onTryAgain} disabled={opening}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
        {publish}
        <Button variant="brand" onClick={onOpen} disabled={opening}>
          {opening ? <Spinner aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
          {opening ? 'Saving…' : 'Open in canvas'}
        </Button>
      </div>
    </section>
  );
}
