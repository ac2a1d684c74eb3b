/**
 * /fleet: every deployment of the signed-in person with its status, live version, surfaces (and where its
 * chat widget loads), runs over the
 * last hour, runs/min, error rate, p95 latency and cost today (refreshed every 10 s); pause and resume, roll
 * back or forward, logs, snippets, settings and the change log; and the API keys. A table on wide screens,
 * cards on narrow ones.
 */
import { countOf } from '@common/plural';
import type { DeploymentSurface } from '@common/schemas/deployments';
import type { FleetDeployment } from '@common/schemas/fleet';
import {
  Code2,
  History,
  MoreHorizontal,
  Pause,
  Play,
  Rocket,
  ScrollText,
  Settings2,
  Undo2,
  Workflow,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Sparkline } from '@/components/charts';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useFleet, useUpdateDeployment } from './api';
import { ApiKeysSection } from './api-keys';
import { ChangesDialog } from './changes-dialog';
import { LogsDrawer } from './logs-drawer';
import { SettingsDialog, SURFACE_LABELS } from './settings-dialog';
import { SnippetsDialog } from './snippets-dialog';
import { VersionDialog } from './version-dialog';
import { WidgetReachLine } from './widget-reach-line';

type Open = { kind: 'version' | 'changes' | 'logs' | 'snippets' | 'settings'; id: string } | null;

export const formatRate = (perMinute: number) =>
  perMinute === 0 ? '0' : perMinute < 10 ? perMinute.toFixed(1) : String(Math.round(perMinute));
export const formatPercent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;
export const formatMs = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
export const formatUsd = (usd: number) => (usd === 0 ? '$0' : usd < 0.01 ? '<$0.01' : `$${usd.toFixed(2)}`);

function errorTone(rate: number | null) {
  if (rate === null || rate === 0) return 'text-muted-foreground';
  if (rate < 0.05) return 'text-amber-700 dark:text-amber-400';
  return 'font-medium text-red-700 dark:text-red-400';
}

function StatusBadge({ status }: { status: FleetDeployment['status'] }) {
  return status === 'active' ? (
    <Badge variant="brand" className="gap-1">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" /> Active
    </Badge>
  ) : (
    <Badge variant="outline" className="gap-1 border-amber-500/50 text-amber-800 dark:text-amber-300">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" /> Paused
    </Badge>
  );
}

function VersionLabel({ d }: { d: FleetDeployment }) {
  return (
    <span className="whitespace-nowrap">
      v{d.versionNumber}
      {d.latestVersion !== d.versionNumber ? (
        <span className="text-muted-foreground"> (latest v{d.latestVersion})</span>
      ) : null}
    </span>
  );
}

function SurfaceChips({ surfaces }: { surfaces: DeploymentSurface[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Surfaces">
      {surfaces.map((s) => (
        <li key={s}>
          <Badge variant="secondary" className="px-2 font-normal">
            {SURFACE_LABELS[s]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Actions({
  d,
  open,
  compact = false,
}: {
  d: FleetDeployment;
  open: (kind: NonNullable<Open>['kind']) => void;
  /** A phone's card: the buttons stay on one line. */
  compact?: boolean;
}) {
  const update = useUpdateDeployment();
  const paused = d.status === 'paused';
  const size = compact ? 'px-2.5' : undefined;
  return (
    <div
      className={cn(
        'flex items-center gap-1.5',
        compact ? 'flex-nowrap justify-start' : 'flex-nowrap justify-end',
      )}
    >
      <Button
        variant="outline"
        size="sm"
        className={size}
        aria-label={`${paused ? 'Resume' : 'Pause'} ${d.slug}`}
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: d.id, body: { status: paused ? 'active' : 'paused' } },
            {
              onSuccess: () => toast({ title: paused ? `${d.slug} is live again` : `${d.slug} is paused` }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: paused ? 'Could not resume' : 'Could not pause',
                  description: serverMessage(error) ?? 'Try again.',
                }),
            },
          )
        }
      >
        {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {paused ? 'Resume' : 'Pause'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Change version of ${d.slug}`}
        onClick={() => open('version')}
      >
        <Undo2 aria-hidden="true" /> Version
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={size}
        aria-label={`Logs of ${d.slug}`}
        onClick={() => open('logs')}
      >
        <ScrollText aria-hidden="true" /> Logs
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`More actions for ${d.slug}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => open('snippets')}>
            <Code2 aria-hidden="true" /> Snippets
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open('settings')}>
            <Settings2 aria-hidden="true" /> Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open('changes')}>
            <History aria-hidden="true" /> Change log
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function Figures({ d }: { d: FleetDeployment }) {
  const s = d.stats;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground text-xs">Runs/min</dt>
        <dd className="tabular-nums">{formatRate(s.runsPerMinute)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground text-xs">Errors</dt>
        <dd className={cn('tabular-nums', errorTone(s.errorRate))}>{formatPercent(s.errorRate)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground text-xs">p95</dt>
        <dd className="tabular-nums">{formatMs(s.p95Ms)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground text-xs">Cost today</dt>
        <dd className="tabular-nums">{formatUsd(s.costTodayUsd)}</dd>
      </div>
    </dl>
  );
}

const sparkLabel = (d: FleetDeployment) =>
  `Runs per minute of ${d.slug}, last hour (${countOf(d.stats.runsLastHour, 'run')})`;

function FleetTable({ deployments, open }: { deployments: FleetDeployment[]; open: (o: Open) => void }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border bg-card xl:block">
      <table
        className="w-full text-sm [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap"
        aria-label="Deployments"
      >
        <thead className="border-border border-b text-left text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Deployment
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Version
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Runs (1 h)
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Runs/min
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Errors
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              p95
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Cost today
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deployments.map((d) => (
            <tr key={d.id} className="border-border border-b last:border-0" aria-label={d.slug}>
              <td className="max-w-64 whitespace-normal! px-4 py-3 align-top">
                <div className="font-medium">{d.workflowName || d.slug}</div>
                <div className="mb-1.5 text-muted-foreground text-xs">
                  <code>{d.slug}</code>
                  {d.stats.lastRunAt ? ` · last run ${formatDateTime(d.stats.lastRunAt)}` : ' · no runs yet'}
                </div>
                <SurfaceChips surfaces={d.surfaces} />
                <WidgetReachLine d={d} />
              </td>
              <td className="px-3 py-3 align-top">
                <StatusBadge status={d.status} />
              </td>
              <td className="px-3 py-3 align-top">
                <VersionLabel d={d} />
              </td>
              <td className="px-3 py-3 align-top">
                <Sparkline values={d.stats.runsSeries} label={sparkLabel(d)} />
              </td>
              <td className="px-3 py-3 text-right align-top tabular-nums">
                {formatRate(d.stats.runsPerMinute)}
              </td>
              <td className={cn('px-3 py-3 text-right align-top tabular-nums', errorTone(d.stats.errorRate))}>
                {formatPercent(d.stats.errorRate)}
              </td>
              <td className="px-3 py-3 text-right align-top tabular-nums">{formatMs(d.stats.p95Ms)}</td>
              <td className="px-3 py-3 text-right align-top tabular-nums">
                {formatUsd(d.stats.costTodayUsd)}
                {d.stats.earnedToday !== '0' ? (
                  <div className="text-muted-foreground text-xs">+{d.stats.earnedToday} AIZ</div>
                ) : null}
              </td>
              <td className="px-4 py-3 align-top">
                <Actions d={d} open={(kind) => open({ kind, id: d.id })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FleetCards({ deployments, open }: { deployments: FleetDeployment[]; open: (o: Open) => void }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Deployments">
      {deployments.map((d) => (
        <li key={d.id} aria-label={d.slug}>
          <Card>
            <CardContent className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <div className="truncate font-medium">{d.workflowName || d.slug}</div>
                  <div className="text-muted-foreground text-xs">
                    <code>{d.slug}</code> · <VersionLabel d={d} />
                  </div>
                </div>
                <StatusBadge status={d.status} />
              </div>
              <div>
                <SurfaceChips surfaces={d.surfaces} />
                <WidgetReachLine d={d} />
              </div>
              <div className="flex items-center gap-3">
                <Sparkline values={d.stats.runsSeries} label={sparkLabel(d)} width={140} />
                <span className="text-muted-foreground text-xs">
                  {countOf(d.stats.runsLastHour, 'run')} in the last hour
                </span>
              </div>
              <Figures d={d} />
              <Actions d={d} compact open={(kind) => open({ kind, id: d.id })} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function EmptyFleet() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        <Rocket aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">Nothing deployed yet</h2>
        <p className="max-w-lg text-muted-foreground text-sm">
          Choose “Publish and deploy” in the header of any builder: the workflow or agent gets a REST
          endpoint, an OpenAI-compatible endpoint, an MCP server and the pages its trigger offers, all listed
          here.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/workflows">
              <Workflow aria-hidden="true" /> Your workflows
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/builder-advanced">Open the builder</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function FleetLoading() {
  return (
    <div role="status" aria-label="Loading deployments" className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

function SignedInFleet() {
  const fleet = useFleet();
  const [tab, setTab] = useState('deployments');
  const [opened, setOpened] = useState<Open>(null);
  const deployments = fleet.data?.deployments ?? [];
  const find = (kind: NonNullable<Open>['kind']) =>
    opened?.kind === kind ? (deployments.find((d) => d.id === opened.id) ?? null) : null;
  const close = () => setOpened(null);
  return (
    <>
      <AccountScreenHeader subtitle="Every deployment, how it is doing, and the keys that call it. Figures refresh every 10 seconds." />
      <Tabs value={tab} onValueChange={setTab} className="grid gap-6">
        <TabsList className="w-full max-w-sm" aria-label="Fleet">
          <TabsTrigger value="deployments">Deployments</TabsTrigger>
          <TabsTrigger value="keys">API keys</TabsTrigger>
        </TabsList>
        <TabsContent value="deployments" className="grid gap-4">
          {fleet.isPending ? (
            <FleetLoading />
          ) : fleet.isError ? (
            <div role="alert" className="grid gap-2">
              <p className="text-destructive text-sm">
                {serverMessage(fleet.error) ?? 'The fleet could not be loaded.'}
              </p>
              <Button variant="outline" className="w-fit" onClick={() => void fleet.refetch()}>
                Try again
              </Button>
            </div>
          ) : deployments.length === 0 ? (
            <EmptyFleet />
          ) : (
            <>
              <FleetTable deployments={deployments} open={setOpened} />
              <FleetCards deployments={deployments} open={setOpened} />
            </>
          )}
        </TabsContent>
        <TabsContent value="keys">
          <ApiKeysSection deployments={deployments.map((d) => ({ id: d.id, slug: d.slug }))} />
        </TabsContent>
      </Tabs>
      <VersionDialog deployment={find('version')} onClose={close} />
      <ChangesDialog deployment={find('changes')} onClose={close} />
      <LogsDrawer deployment={find('logs')} onClose={close} />
      <SnippetsDialog deployment={find('snippets')} onClose={close} />
      <SettingsDialog deployment={find('settings')} onClose={close} />
    </>
  );
}

export function FleetView() {
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      {isLoading ? (
        <>
          <AccountScreenHeader subtitle="Loading your deployments…" />
          <FleetLoading />
        </>
      ) : user ? (
        <SignedInFleet />
      ) : (
        <>
          <AccountScreenHeader subtitle="Every agent you deploy, how it is doing, and the keys that call it." />
          <SignInPrompt
            icon={Rocket}
            title="Sign in to see your fleet"
            description="Sign in with a one-time code sent to your e-mail, or create an account to get started."
          />
        </>
      )}
    </AccountScreen>
  );
}
