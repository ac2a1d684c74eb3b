import type { MonitorSnapshot } from '@common/schemas/monitor';
import { Activity, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { type ChartSeries, LineChart } from '@/components/charts';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatBytes, formatCount, formatMs, formatPercent, formatRate } from './format';
import { MonitorTiles } from './tiles';
import { type MonitorConnection, type MonitorState, useMonitorStream } from './use-monitor-stream';

const CONNECTION: Record<MonitorConnection, { text: string; dot: string }> = {
  connecting: { text: 'Connecting…', dot: 'bg-muted-foreground/60' },
  live: { text: 'Live, every second', dot: 'bg-success animate-pulse motion-reduce:animate-none' },
  reconnecting: { text: 'Connection lost, reconnecting…', dot: 'bg-amber-500' },
};

function ConnectionBadge({ connection }: { connection: MonitorConnection }) {
  const { text, dot } = CONNECTION[connection];
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm',
        connection === 'reconnecting' && 'border-amber-500/40 bg-amber-500/10',
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
      {text}
    </p>
  );
}

function Providers({ providers }: { providers: MonitorSnapshot['providers'] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">AI providers</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border text-sm">
          {providers.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="flex min-w-40 items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-2 rounded-full',
                    !p.enabled ? 'bg-muted-foreground/40' : p.healthy ? 'bg-success' : 'bg-destructive',
                  )}
                />
                {p.name}
                <span className="font-normal text-muted-foreground">
                  {!p.enabled
                    ? 'off'
                    : p.healthy
                      ? 'healthy'
                      : p.cooldownMs > 0
                        ? 'cooling down'
                        : 'unhealthy'}
                </span>
              </span>
              <span className="text-muted-foreground">{p.model}</span>
              <span className="tabular-nums">{formatPercent(p.successRate)} success</span>
              <span className="tabular-nums">{formatMs(p.responseTimeMs)} mean</span>
              <span className="tabular-nums">{formatCount(p.calls)} recent calls</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** One chart card over the last hour; points are centred in their sampling interval. */
function HourChart({
  title,
  points,
  series,
  format,
}: {
  title: string;
  points: MonitorState['points'];
  series: { name: string; color: string; value: (p: MonitorState['points'][number]) => number | null }[];
  format: (value: number) => string;
}) {
  const chartSeries: ChartSeries[] = series.map((s) => ({
    name: s.name,
    color: s.color,
    points: points.map((p) => ({ t: (p.at + p.seconds / 2) * 1000, v: s.value(p) })),
  }));
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <LineChart
          series={chartSeries}
          label={`${title}, last hour`}
          formatValue={format}
          area={series.length === 1}
        />
      </CardContent>
    </Card>
  );
}

function Charts({ points }: { points: MonitorState['points'] }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
      <HourChart
        title="Requests per second"
        points={points}
        format={(v) => `${formatRate(v)} req/s`}
        series={[{ name: 'requests', color: 'var(--primary)', value: (p) => p.requestsPerSecond }]}
      />
      <HourChart
        title="Latency"
        points={points}
        format={(v) => formatMs(v)}
        series={[
          { name: 'p50', color: 'var(--primary)', value: (p) => p.p50Ms },
          { name: 'p95', color: 'var(--brand-to)', value: (p) => p.p95Ms },
          { name: 'p99', color: 'var(--solar-to)', value: (p) => p.p99Ms },
        ]}
      />
      <HourChart
        title="Error rate (5xx)"
        points={points}
        format={(v) => formatPercent(v)}
        series={[{ name: 'errors', color: 'var(--destructive)', value: (p) => p.errorRate }]}
      />
      <HourChart
        title="Runs"
        points={points}
        format={(v) => formatCount(v)}
        series={[
          { name: 'active', color: 'var(--success)', value: (p) => p.activeRuns },
          { name: 'queued', color: 'var(--solar-from)', value: (p) => p.queueDepth },
        ]}
      />
      <HourChart
        title="Memory"
        points={points}
        format={(v) => formatBytes(v)}
        series={[
          { name: 'RSS', color: 'var(--brand-from)', value: (p) => p.rssBytes },
          { name: 'heap used', color: 'var(--brand-to)', value: (p) => p.heapUsedBytes },
        ]}
      />
    </div>
  );
}

function LiveMonitor() {
  const { connection, snapshot, points } = useMonitorStream(true);
  return (
    <>
      <AccountScreenHeader
        subtitle="Requests, latency, errors, runs, queue, providers, database, Redis and memory of this server, live."
        actions={<ConnectionBadge connection={connection} />}
      />
      {snapshot ? (
        <>
          <MonitorTiles snapshot={snapshot} />
          <Charts points={points} />
          <Providers providers={snapshot.providers} />
        </>
      ) : (
        <div role="status" aria-label="Loading the figures" className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-56 rounded-xl" />
        </div>
      )}
    </>
  );
}

export const FOR_ADMINS_TITLE = 'The system monitor is for administrators';

/** A signed-in person who is not an administrator: why not, and where their own figures are. */
function ForAdmins() {
  return (
    <>
      <AccountScreenHeader subtitle="Requests, latency, errors, runs, queue, providers, database and memory, live." />
      <Card className="mx-auto max-w-lg text-center">
        <CardHeader className="items-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ShieldAlert className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-2 font-semibold text-xl leading-tight tracking-tight">{FOR_ADMINS_TITLE}</h2>
          <CardDescription>
            It shows the whole server's figures, every account's traffic. Your own agents and workflows have
            theirs: each deployment's calls, success rate and latency on Fleet, your runs over time on
            Analytics.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to="/fleet">Fleet</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/analytics">Analytics</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}

/** /monitor: the live system view for administrators; why not for others; a sign-in prompt for visitors. */
export function MonitorView() {
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      {isLoading ? (
        <>
          <AccountScreenHeader subtitle="Loading…" />
          <Skeleton role="status" aria-label="Loading" className="h-48 rounded-xl" />
        </>
      ) : user?.role === 'admin' ? (
        <LiveMonitor />
      ) : user ? (
        <ForAdmins />
      ) : (
        <>
          <AccountScreenHeader subtitle="Requests, latency, errors, runs, queue, providers, database and memory, live." />
          <SignInPrompt
            icon={Activity}
            title="Sign in to see the system monitor"
            description="The live figures of this server are for its administrators."
          />
        </>
      )}
    </AccountScreen>
  );
}
