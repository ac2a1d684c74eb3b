/**
 * /workflows/:id/runs/:runId: one run, step by step: each node's status, duration, items in and out, error
 * and logs, the AI models that answered (and a note when not the one the node named), with its input and
 * output as JSON; retry a failed run; open the run on the debugger's canvas.
 */
import type { RunDetail, RunStepView } from '@common/schemas/workflows';
import { ArrowLeft, Bug, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useRetryRun, useRun, useWorkflow } from './api';
import { formatCost, formatDuration, formatTokens, itemCount, triggerLabel } from './format-run';
import { RunStatusBadge } from './status-badges';

const STEP_LOOK: Record<RunStepView['status'], string> = {
  succeeded: 'bg-emerald-500',
  failed: 'bg-red-500',
  waiting: 'bg-amber-500',
};

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <details className="group rounded-lg border border-border">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {label}
      </summary>
      <pre className="max-h-80 overflow-auto border-border border-t bg-muted/40 p-3 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

function StepCard({ step, name, run }: { step: RunStepView; name: string; run: RunDetail }) {
  const runStart = Date.parse(run.startedAt);
  const runEnd = run.finishedAt ? Date.parse(run.finishedAt) : Date.parse(step.finishedAt);
  const span = Math.max(1, runEnd - runStart);
  const left = ((Date.parse(step.startedAt) - runStart) / span) * 100;
  const width = Math.max(1, (step.durationMs / span) * 100);
  return (
    <li className="relative grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('size-2.5 rounded-full', STEP_LOOK[step.status])} aria-hidden="true" />
        <h3 className="font-medium">{name}</h3>
        {step.runIndex > 0 ? (
          <span className="text-muted-foreground text-xs">run {step.runIndex + 1}</span>
        ) : null}
        <RunStatusBadge status={step.status} className="ml-auto" />
      </div>
      <div className="h-1.5 rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn('h-1.5 rounded-full', STEP_LOOK[step.status])}
          style={{ marginLeft: `${Math.min(99, Math.max(0, left))}%`, width: `${Math.min(100, width)}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">Duration</dt>
          <dd className="tabular-nums">{formatDuration(step.durationMs)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Items in → out</dt>
          <dd className="tabular-nums">
            {itemCount(step.input)} → {itemCount(step.output)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Tries</dt>
          <dd className="tabular-nums">{step.tries}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Tokens · cost</dt>
          <dd className="tabular-nums">
            {step.usage ? `${formatTokens(step.usage)} · ${formatCost(step.usage.costUsd)}` : '—'}
          </dd>
        </div>
      </dl>
      {step.usage?.models.length ? (
        <p className="text-muted-foreground text-xs">Answered by {step.usage.models.join(', ')}</p>
      ) : null}
      {step.usage?.notes?.map((note) => (
        <p
          key={note}
          role="note"
          className="rounded-lg border border-amber-500/40 bg-amber-500/5 p-3 text-sm"
        >
          {note}
        </p>
      ))}
      {step.error ? (
        <p role="note" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <span className="font-medium">Error: </span>
          {step.error.message}
        </p>
      ) : null}
      {step.logs.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Logs</h4>
          <pre className="max-h-48 overflow-auto rounded-lg bg-muted/40 p-3 text-xs">
            {step.logs.join('\n')}
          </pre>
        </div>
      ) : null}
      <div className="grid gap-2 md:grid-cols-2">
        <JsonBlock label="Input" value={step.input} />
        <JsonBlock label="Output" value={step.output} />
      </div>
    </li>
  );
}

function RunDetailBody({ id, runId }: { id: string; runId: string }) {
  const run = useRun(id, runId);
  const workflow = useWorkflow(id);
  const retry = useRetryRun(id);
  const names = new Map(workflow.data?.draft.nodes.map((n) => [n.id, n.name]) ?? []);
  const back = (
    <Button asChild variant="ghost">
      <Link to={`/workflows/${id}`}>
        <ArrowLeft aria-hidden="true" /> Executions
      </Link>
    </Button>
  );
  if (run.isPending) {
    return (
      <>
        <AccountScreenHeader subtitle="Loading the run…" actions={back} />
        <div role="status" aria-label="Loading the run" className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      </>
    );
  }
  if (run.isError) {
    return (
      <>
        <AccountScreenHeader subtitle="This run could not be opened." actions={back} />
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4">
          {serverMessage(run.error) ?? 'It could not be loaded.'}
        </div>
      </>
    );
  }
  const r = run.data;
  const onRetry = () =>
    retry.mutate(runId, {
      onSuccess: (next) =>
        toast({
          title: next.status === 'succeeded' ? 'The retry succeeded' : `The retry ended: ${next.status}`,
          description: 'It went on from the node that failed.',
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not retry',
          description: serverMessage(error) ?? 'Try again in a moment.',
        }),
    });
  return (
    <>
      <AccountScreenHeader
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-foreground">{workflow.data?.name ?? 'Workflow'}</span>
            <RunStatusBadge status={r.status} />
            <span>
              {triggerLabel(r.trigger)} · {r.versionNumber ? `version ${r.versionNumber}` : 'draft'} · started{' '}
              {new Date(r.startedAt).toLocaleString()} · {formatDuration(r.durationMs)}
            </span>
          </span>
        }
        actions={
          <>
            {back}
            <Button asChild variant="outline">
              <Link to={`/builder-enhanced?workflow=${id}&run=${runId}`}>
                <Bug aria-hidden="true" /> Open on canvas
              </Link>
            </Button>
            {r.status === 'failed' ? (
              <Button variant="brand" onClick={onRetry} disabled={retry.isPending}>
                <RotateCcw aria-hidden="true" />{' '}
                {retry.isPending ? 'Retrying…' : 'Retry from the failed node'}
              </Button>
            ) : null}
          </>
        }
      />
      {r.error ? (
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <span className="font-medium">
            This run failed{r.error.nodeId ? ` at “${names.get(r.error.nodeId) ?? r.error.nodeId}”` : ''}:{' '}
          </span>
          {r.error.message}
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">Steps</dt>
          <dd className="tabular-nums">{r.steps.length}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Duration</dt>
          <dd className="tabular-nums">{formatDuration(r.durationMs)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Tokens</dt>
          <dd className="tabular-nums">{formatTokens(r.usage)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Cost</dt>
          <dd className="tabular-nums">{formatCost(r.usage?.costUsd)}</dd>
        </div>
      </dl>
      <section aria-labelledby="steps-heading" className="grid gap-3">
        <h2 id="steps-heading" className="font-semibold text-xl">
          Steps
        </h2>
        {r.steps.length === 0 ? (
          <p className="text-muted-foreground">No node has run yet.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Steps">
            {r.steps.map((step) => (
              <StepCard key={step.seq} step={step} name={names.get(step.nodeId) ?? step.nodeId} run={r} />
            ))}
          </ol>
        )}
        <JsonBlock label="Result of the run" value={r.result} />
      </section>
    </>
  );
}

export function RunDetailView() {
  const { id = '', runId = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      {isLoading ? (
        <AccountScreenHeader subtitle="Loading…" />
      ) : user ? (
        <RunDetailBody id={id} runId={runId} />
      ) : (
        <>
          <AccountScreenHeader subtitle="One run of a workflow, step by step." />
          <SignInPrompt
            title="Sign in to see this run"
            description="Workflows and their runs belong to your account."
          />
        </>
      )}
    </AccountScreen>
  );
}
