/** /workflows/:id: one workflow's executions, newest first, filtered by status and paged; run it now. */
import { countOf } from '@common/plural';
import { RUN_STATUSES, type RunSummary } from '@common/schemas/workflows';
import { ArrowLeft, Play, SquareArrowOutUpRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useRunNow, useRuns, useWorkflow } from './api';
import { formatCost, formatDuration, formatTokens, relativeTime, triggerLabel } from './format-run';
import { builderHref } from './list-params';
import { RunStatusBadge, WorkflowStatusBadge } from './status-badges';
import { useNarrowScreen } from './use-narrow-screen';

const PAGE = 20;
const STATUS_LABELS: Record<RunSummary['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  waiting: 'Waiting',
};

function RunRows({ workflowId, runs }: { workflowId: string; runs: RunSummary[] }) {
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  return narrow ? (
    <ul className="grid gap-2" aria-label="Executions">
      {runs.map((r) => (
        <li key={r.id}>
          <Link
            to={`/workflows/${workflowId}/runs/${r.id}`}
            className="grid gap-2 rounded-xl border border-border bg-card p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex items-center justify-between gap-2">
              <RunStatusBadge status={r.status} />
              <span className="text-muted-foreground text-sm">{relativeTime(r.startedAt)}</span>
            </span>
            <span className="flex flex-wrap gap-x-3 text-muted-foreground text-xs">
              <span>{triggerLabel(r.trigger)}</span>
              <span>{formatDuration(r.durationMs)}</span>
              {r.usage ? (
                <span>
                  {formatTokens(r.usage)} tokens · {formatCost(r.usage.costUsd)}
                </span>
              ) : null}
              <span>{r.versionNumber ? `v${r.versionNumber}` : 'draft'}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  ) : (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Executions</caption>
        <thead className="border-border border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Trigger
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Started
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Duration
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Tokens
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Cost
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((r) => (
            <tr
              key={r.id}
              className="cursor-pointer border-border border-b last:border-0 hover:bg-accent/30"
              onClick={() => navigate(`/workflows/${workflowId}/runs/${r.id}`)}
            >
              <td className="px-4 py-3">
                <RunStatusBadge status={r.status} />
              </td>
              <td className="px-4 py-3">
                {triggerLabel(r.trigger)}
                <span className="text-muted-foreground">
                  {' '}
                  · {r.versionNumber ? `v${r.versionNumber}` : 'draft'}
                </span>
              </td>
              <td className="px-4 py-3">
                <time dateTime={r.startedAt} title={new Date(r.startedAt).toLocaleString()}>
                  {relativeTime(r.startedAt)}
                </time>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatDuration(r.durationMs)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatTokens(r.usage)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCost(r.usage?.costUsd)}</td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/workflows/${workflowId}/runs/${r.id}`}
                  className="rounded text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={(e) => e.stopPropagation()}
                >
                  Details<span className="sr-only"> of the run started {relativeTime(r.startedAt)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Executions({ id }: { id: string }) {
  const navigate = useNavigate();
  const workflow = useWorkflow(id);
  const [status, setStatus] = useState<RunSummary['status'] | ''>('');
  const [page, setPage] = useState(1);
  const runs = useRuns(id, { ...(status ? { status } : {}), limit: PAGE, offset: (page - 1) * PAGE });
  const runNow = useRunNow(id);
  const onRun = () =>
    runNow.mutate(undefined, {
      onSuccess: (run) => navigate(`/workflows/${id}/runs/${run.id}`),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not run',
          description: serverMessage(error) ?? 'Try again in a moment.',
        }),
    });

  if (workflow.isError) {
    return (
      <>
        <AccountScreenHeader subtitle="This workflow could not be opened." />
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
        >
          <p>{serverMessage(workflow.error) ?? 'It could not be loaded.'}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/workflows">Back to your workflows</Link>
          </Button>
        </div>
      </>
    );
  }
  const wf = workflow.data;
  let body: ReactNode;
  if (runs.isPending) {
    body = (
      <div role="status" aria-label="Loading executions" className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 rounded-xl" />
        ))}
      </div>
    );
  } else if (runs.isError) {
    body = (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
      >
        <p>{serverMessage(runs.error) ?? 'The executions could not be loaded.'}</p>
        <Button variant="outline" size="sm" onClick={() => void runs.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (runs.data.runs.length === 0) {
    body = (
      <p className="rounded-xl border border-border border-dashed p-8 text-center text-muted-foreground">
        {status ? 'No execution has this status.' : 'No executions yet. Run it now, or call its trigger.'}
      </p>
    );
  } else {
    const pages = Math.max(1, Math.ceil(runs.data.total / PAGE));
    body = (
      <>
        <RunRows workflowId={id} runs={runs.data.runs} />
        {pages > 1 ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              Page {page} of {pages} · {countOf(runs.data.total, 'execution')}
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <>
      <AccountScreenHeader
        subtitle={
          wf ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-foreground">{wf.name}</span>
              <span>· {wf.kind === 'agent' ? 'Agent' : 'Workflow'}</span>
              <WorkflowStatusBadge
                status={
                  wf.activeVersion !== null ? 'active' : wf.latestVersion !== null ? 'published' : 'draft'
                }
              />
            </span>
          ) : (
            'Loading the workflow…'
          )
        }
        actions={
          <>
            <Button asChild variant="ghost">
              <Link to="/workflows">
                <ArrowLeft aria-hidden="true" /> All workflows
              </Link>
            </Button>
            {wf ? (
              <Button asChild variant="outline">
                <Link to={builderHref(wf)}>
                  <SquareArrowOutUpRight aria-hidden="true" /> Open
                </Link>
              </Button>
            ) : null}
            <Button variant="brand" onClick={onRun} disabled={runNow.isPending || !wf}>
              <Play aria-hidden="true" /> {runNow.isPending ? 'Running…' : 'Run now'}
            </Button>
          </>
        }
      />
      <div className="flex items-center gap-2">
        <NativeSelect
          aria-label="Filter by status"
          className="w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RunSummary['status'] | '');
            setPage(1);
          }}
        >
          <option value="">Any status</option>
          {RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        {runs.data ? (
          <span className="text-muted-foreground text-sm">{countOf(runs.data.total, 'execution')}</span>
        ) : null}
      </div>
      {body}
    </>
  );
}

export function ExecutionsView() {
  const { id = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      {isLoading ? (
        <AccountScreenHeader subtitle="Loading…" />
      ) : user ? (
        <Executions id={id} />
      ) : (
        <>
          <AccountScreenHeader subtitle="A workflow's runs: status, trigger, duration and cost." />
          <SignInPrompt
            title="Sign in to see this workflow's executions"
            description="Workflows and their runs belong to your account."
          />
        </>
      )}
    </AccountScreen>
  );
}
