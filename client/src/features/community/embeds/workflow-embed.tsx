/** A workflow shared as source in a post: its name, format and steps, and "Import" into the person's workflows. */
import { countOf } from '@common/plural';
import { AlertTriangle, Workflow } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useImportSharedWorkflow } from './embeds-api';
import { summarizeWorkflowSource } from './workflow-source';

function ImportButton({ source }: { source: string }) {
  const { isAuthenticated } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const importing = useImportSharedWorkflow();
  if (!isAuthenticated)
    return (
      <Button size="sm" variant="outline" onClick={() => openAuthDialog()}>
        Sign in to import
      </Button>
    );
  const imported = importing.data?.workflow;
  if (imported)
    return (
      <Button size="sm" asChild variant="outline">
        <Link
          to={
            imported.kind === 'agent'
              ? `/builder?workflow=${imported.id}`
              : `/builder-advanced?workflow=${imported.id}`
          }
        >
          Open in the builder
        </Link>
      </Button>
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="brand"
        disabled={importing.isPending}
        onClick={() => importing.mutate(source)}
      >
        {importing.isPending ? 'Importing…' : 'Import'}
      </Button>
      {importing.error ? (
        <p role="alert" className="text-destructive text-xs">
          {serverMessage(importing.error) ?? 'The import failed; try again.'}
        </p>
      ) : null}
    </div>
  );
}

export function WorkflowEmbed({ source }: { source: string }) {
  const summary = useMemo(() => summarizeWorkflowSource(source), [source]);
  if (!summary.ok)
    return (
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {summary.error}
      </p>
    );
  const name = summary.name ?? 'Shared workflow';
  return (
    <aside
      aria-label={`Shared workflow: ${name}`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Workflow className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">{name}</p>
        <p className="text-muted-foreground text-xs">
          {summary.format ? `${summary.format} format` : 'Format decided on import'}
          {summary.nodeCount === null ? '' : ` · ${countOf(summary.nodeCount, 'step')}`}
        </p>
      </div>
      <ImportButton source={source} />
    </aside>
  );
}
