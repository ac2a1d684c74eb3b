/** "Recent runs": the latest runs across every workflow, each linking to its detail. */
import type { RecentRun } from '@common/schemas/recent-runs';
import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CardEmpty, CardError, RowsSkeleton } from './card-states';
import { useRecentRuns } from './overview-api';
import { formatCost, formatDuration, relativeTime, triggerLabel } from './overview-format';
import { RUN_LOOK, RunStatusIcon } from './run-status';

function RunRow({ run }: { run: RecentRun }) {
  return (
    <li>
      <Link
        to={`/workflows/${run.workflowId}/runs/${run.id}`}
        className="-mx-2 flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <RunStatusIcon status={run.status} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-sm">{run.workflowName}</span>
          <span className="block truncate text-muted-foreground text-xs">
            <span className={RUN_LOOK[run.status].className}>{RUN_LOOK[run.status].label}</span> ·{' '}
            {triggerLabel(run.trigger)} · <time dateTime={run.startedAt}>{relativeTime(run.startedAt)}</time>
          </span>
        </span>
        <span className="shrink-0 text-right text-xs tabular-nums">
          <span className="block">{formatDuration(run.durationMs)}</span>
          <span className="block text-muted-foreground">{formatCost(run.costUsd)}</span>
        </span>
      </Link>
    </li>
  );
}

export function RecentRunsCard() {
  const runs = useRecentRuns();
  return (
    <Card className="flex flex-col" aria-labelledby="dashboard-runs">
      <CardHeader>
        <CardTitle id="dashboard-runs" className="flex items-center gap-2 text-lg">
          <Activity className="size-5 text-primary" aria-hidden="true" />
          Recent runs
        </CardTitle>
        <CardDescription>The latest runs of all your agents and workflows.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {runs.isPending ? (
          <RowsSkeleton label="Loading recent runs" />
        ) : runs.isError ? (
          <CardError what="Your recent runs" onRetry={() => void runs.refetch()} />
        ) : runs.data.runs.length === 0 ? (
          <CardEmpty title="No runs yet">
            <p className="text-muted-foreground">
              Runs appear here when you test an agent in a builder, when a trigger fires or when someone calls
              a deployment.
            </p>
            <Button asChild size="sm" variant="outline" className="self-start">
              <Link to="/builder">Try an agent in the builder</Link>
            </Button>
          </CardEmpty>
        ) : (
          <ul aria-label="Recent runs" className="flex flex-col">
            {runs.data.runs.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
