/** "Agents and workflows": how many of each, the five most recently changed, and ways to make more. */
import { countOf } from '@common/plural';
import type { WorkflowListItem } from '@common/schemas/workflow-list';
import { Blocks, Bot, LayoutTemplate, Plus, Sparkles, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CardEmpty, CardError, RowsSkeleton } from './card-states';
import { useWorkflowsOverview } from './overview-api';
import { relativeTime } from './overview-format';
import { RUN_LOOK, RunStatusIcon, WorkflowStatusPill } from './run-status';

function WorkflowRow({ workflow }: { workflow: WorkflowListItem }) {
  const KindIcon = workflow.kind === 'agent' ? Bot : Workflow;
  const lastRun = workflow.lastRun;
  return (
    <li>
      <Link
        to={`/workflows/${workflow.id}`}
        className="-mx-2 flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KindIcon
            className="size-4"
            role="img"
            aria-label={workflow.kind === 'agent' ? 'Agent' : 'Workflow'}
          />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-sm">{workflow.name}</span>
          <span className="flex items-center gap-1 truncate text-muted-foreground text-xs">
            {lastRun ? (
              <>
                <RunStatusIcon status={lastRun.status} className="size-3.5" />
                <span>
                  {RUN_LOOK[lastRun.status].label} {relativeTime(lastRun.startedAt)}
                </span>
              </>
            ) : (
              <span>Never run · changed {relativeTime(workflow.updatedAt)}</span>
            )}
          </span>
        </span>
        <WorkflowStatusPill status={workflow.status} />
      </Link>
    </li>
  );
}

/** Besides the agent builder: the canvas, describe-it and the templates. */
const OTHER_STARTS = [
  { to: '/builder-advanced', icon: Workflow, label: 'Draw on the canvas' },
  { to: '/workflow-builder', icon: Sparkles, label: 'Describe it in words' },
  // The templates gallery sits under "Describe it".
  { to: '/workflow-builder', icon: LayoutTemplate, label: 'Start from a template' },
];

function EmptyWorkflows() {
  return (
    <CardEmpty title="You have not built anything yet">
      <p className="text-muted-foreground">
        Make your first agent in a few steps: give it instructions, tools and knowledge, then run it.
      </p>
      <Button asChild size="sm" className="self-start">
        <Link to="/builder">
          <Bot aria-hidden="true" />
          Build your first agent
        </Link>
      </Button>
      <ul aria-label="Other ways to start" className="flex flex-col">
        {OTHER_STARTS.map(({ to, icon: Icon, label }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </CardEmpty>
  );
}

export function WorkflowsCard() {
  const overview = useWorkflowsOverview();
  const data = overview.data;
  return (
    <Card className="flex flex-col" aria-labelledby="dashboard-workflows">
      <CardHeader>
        <CardTitle id="dashboard-workflows" className="flex items-center gap-2 text-lg">
          <Blocks className="size-5 text-primary" aria-hidden="true" />
          Agents and workflows
        </CardTitle>
        <CardDescription>
          {data
            ? `${countOf(data.agents, 'agent')} · ${countOf(data.workflows, 'workflow')}`
            : 'What you have built, most recently changed first.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {overview.isError ? (
          <CardError what="Your agents and workflows" onRetry={() => void overview.refetch()} />
        ) : !data ? (
          <RowsSkeleton label="Loading agents and workflows" />
        ) : data.recent.length === 0 ? (
          <EmptyWorkflows />
        ) : (
          <>
            <ul aria-label="Recently changed" className="flex flex-col">
              {data.recent.map((workflow) => (
                <WorkflowRow key={workflow.id} workflow={workflow} />
              ))}
            </ul>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to="/builder">
                  <Plus aria-hidden="true" />
                  New agent
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/builder-advanced">
                  <Plus aria-hidden="true" />
                  New workflow
                </Link>
              </Button>
              <Button asChild size="sm" variant="ghost">
                <Link to="/workflows">See all</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
