/** "Deployments": each deployment's status, version and how it did in the last 24 hours. */
import { ArrowUpCircle, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CardEmpty, CardError, RowsSkeleton } from './card-states';
import { type DeploymentHealth, useDeploymentsOverview } from './overview-api';
import { formatDuration, formatSuccessRate, type Health, successHealth } from './overview-format';
import { pill } from './run-status';

const HEALTH_TEXT: Record<Health, string> = {
  good: 'text-emerald-600 dark:text-emerald-400',
  fair: 'text-amber-600 dark:text-amber-400',
  poor: 'text-red-600 dark:text-red-400',
  none: 'text-muted-foreground',
};

function Figure({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className={cn('font-medium text-sm tabular-nums', className)}>{value}</dd>
    </div>
  );
}

function DeploymentRow({ item }: { item: DeploymentHealth }) {
  const { deployment, stats } = item;
  const active = deployment.status === 'active';
  const rate = stats?.successRate ?? null;
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={deployment.workflowName}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-sm" title={deployment.slug}>
          {deployment.workflowName}
        </span>
        <span
          className={cn(
            pill,
            active
              ? 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
              : 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300',
          )}
        >
          {active ? 'Active' : 'Paused'}
        </span>
        <span className={cn(pill, 'border-border text-foreground')}>v{deployment.versionNumber}</span>
        {deployment.latestVersion > deployment.versionNumber ? (
          <span className={cn(pill, 'border-primary/30 bg-primary/10 text-primary')}>
            <ArrowUpCircle className="size-3.5" aria-hidden="true" />v{deployment.latestVersion} available
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Figure term="Runs 24h" value={(stats?.runs ?? 0).toLocaleString('en-US')} />
        <Figure term="Success" value={formatSuccessRate(rate)} className={HEALTH_TEXT[successHealth(rate)]} />
        <Figure term="p95" value={formatDuration(stats?.p95Ms ?? null)} />
      </dl>
    </li>
  );
}

function EmptyDeployments() {
  return (
    <CardEmpty title="Nothing deployed yet">
      <p className="text-muted-foreground">
        Publish a version of an agent or workflow, then deploy it: it gets a REST API, a webhook, a chat
        widget for your site, an OpenAI-compatible endpoint and an MCP server, all under one name.
      </p>
      <Button asChild size="sm" variant="outline" className="self-start">
        <Link to="/workflows">Go to your workflows</Link>
      </Button>
    </CardEmpty>
  );
}

export function DeploymentsCard() {
  const overview = useDeploymentsOverview();
  const items = overview.data;
  return (
    <Card className="flex flex-col" aria-labelledby="dashboard-deployments">
      <CardHeader>
        <CardTitle id="dashboard-deployments" className="flex items-center gap-2 text-lg">
          <Rocket className="size-5 text-primary" aria-hidden="true" />
          Deployments
        </CardTitle>
        <CardDescription>Live agents and workflows, and how they did in the last 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {overview.isError ? (
          <CardError what="Your deployments" onRetry={() => void overview.refetch()} />
        ) : !items ? (
          <RowsSkeleton label="Loading deployments" rows={2} />
        ) : items.length === 0 ? (
          <EmptyDeployments />
        ) : (
          <>
            <ul aria-label="Deployments" className="-my-3 divide-y divide-border">
              {items.map((item) => (
                <DeploymentRow key={item.deployment.id} item={item} />
              ))}
            </ul>
            <Button asChild size="sm" variant="outline" className="mt-auto self-start">
              <Link to="/fleet">Manage in the fleet</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
