/**
 * /analytics: how the person's agents and workflows perform over a range (runs, success rate, latency
 * percentiles, tokens, cost, chat ratings, top errors), per version, two versions side by side, as CSV.
 */
import {
  type BucketStats,
  PERFORMANCE_RANGES,
  type Performance,
  type PerformanceRange,
  type RunStatsView,
  type VersionStats,
} from '@common/schemas/performance';
import { ArrowDownRight, ArrowUpRight, ChartLine, Download, Rocket, Workflow } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BarList, type ChartSeries, LineChart } from '@/components/charts';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { csvUrl, type PerformanceParams, usePerformance } from './api';
import { delta, duration, percent, ratingShare, tokens, usd } from './format';

const RANGE_LABELS: Record<PerformanceRange, string> = {
  '1h': 'Last hour',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

function readParams(search: URLSearchParams): PerformanceParams {
  const range = search.get('range');
  const a = Number(search.get('a'));
  const b = Number(search.get('b'));
  return {
    range: (PERFORMANCE_RANGES as readonly string[]).includes(range ?? '')
      ? (range as PerformanceRange)
      : '24h',
    scope: search.get('scope') === 'all' ? 'all' : 'production',
    ...(search.get('workflow') ? { workflowId: search.get('workflow')! } : {}),
    ...(a > 0 && b > 0 ? { compareA: a, compareB: b } : {}),
  };
}

function writeParams(params: PerformanceParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.range && params.range !== '24h') search.set('range', params.range);
  if (params.scope === 'all') search.set('scope', 'all');
  if (params.workflowId) search.set('workflow', params.workflowId);
  if (params.compareA && params.compareB) {
    search.set('a', String(params.compareA));
    search.set('b', String(params.compareB));
  }
  return search;
}

function timeLabel(range: PerformanceRange) {
  return (t: number) =>
    range === '1h' || range === '24h'
      ? new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
      : new Date(t).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

function RangePicker({
  value,
  onChange,
}: {
  value: PerformanceRange;
  onChange: (r: PerformanceRange) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-card p-0.5">
      <legend className="sr-only">Time range</legend>
      {PERFORMANCE_RANGES.map((range) => (
        <label
          key={range}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === range
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name="analytics-range"
            value={range}
            checked={value === range}
            onChange={() => onChange(range)}
            className="sr-only"
          />
          {RANGE_LABELS[range]}
        </label>
      ))}
    </fieldset>
  );
}

function Tile({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: 'good' | 'bad';
}) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <div className="text-muted-foreground text-xs uppercase tracking-wide">{label}</div>
      <div
        className={cn(
          'mt-1 font-semibold text-2xl tabular-nums',
          tone === 'good' && 'text-success',
          tone === 'bad' && 'text-destructive',
        )}
      >
        {value}
      </div>
      {hint ? <div className="mt-0.5 text-muted-foreground text-xs">{hint}</div> : null}
    </div>
  );
}

function Tiles({ totals }: { totals: RunStatsView }) {
  const rateTone =
    totals.successRate === null
      ? undefined
      : totals.successRate >= 0.95
        ? 'good'
        : totals.successRate < 0.8
          ? 'bad'
          : undefined;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <Tile label="Runs" value={totals.runs.toLocaleString('en-US')} hint={`${totals.failed} failed`} />
      <Tile label="Success rate" value={percent(totals.successRate)} tone={rateTone} />
      <Tile label="Latency p50" value={duration(totals.p50Ms)} hint={`p99 ${duration(totals.p99Ms)}`} />
      <Tile label="Latency p95" value={duration(totals.p95Ms)} />
      <Tile
        label="Tokens"
        value={tokens(totals.inputTokens + totals.outputTokens)}
        hint={`${tokens(totals.inputTokens)} in · ${tokens(totals.outputTokens)} out`}
      />
      <Tile
        label="Cost"
        value={usd(totals.costUsd)}
        hint={`Ratings ${ratingShare(totals.ratingsUp, totals.ratingsDown)}`}
      />
    </div>
  );
}

const points = (series: BucketStats[], pick: (b: BucketStats) => number | null) =>
  series.map((b) => ({ t: Date.parse(b.t), v: pick(b) }));

function Charts({ data }: { data: Performance }) {
  const formatTime = timeLabel(data.range);
  const runs: ChartSeries[] = [
    { name: 'Succeeded', color: 'var(--success)', points: points(data.series, (b) => b.succeeded) },
    { name: 'Failed', color: 'var(--destructive)', points: points(data.series, (b) => b.failed) },
  ];
  const latency: ChartSeries[] = [
    { name: 'p50', color: 'var(--primary)', points: points(data.series, (b) => b.p50Ms) },
    { name: 'p95', color: 'var(--brand-to)', points: points(data.series, (b) => b.p95Ms) },
    {
      name: 'p99',
      color: 'var(--muted-foreground)',
      points: points(data.series, (b) => b.p99Ms),
      dashed: true,
    },
  ];
  const cost: ChartSeries[] = [
    { name: 'Cost (USD)', color: 'var(--solar-to)', points: points(data.series, (b) => b.costUsd) },
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Runs</CardTitle>
        </CardHeader>
        <CardContent>
          <LineChart series={runs} label="Runs per interval, succeeded and failed" formatTime={formatTime} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Latency</CardTitle>
        </CardHeader>
        <CardContent>
          <LineChart
            series={latency}
            label="Latency percentiles per interval"
            formatTime={formatTime}
            formatValue={(v) => duration(v)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Cost</CardTitle>
        </CardHeader>
        <CardContent>
          <LineChart
            series={cost}
            area
            label="AI cost per interval in US dollars"
            formatTime={formatTime}
            formatValue={usd}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function VersionTable({
  versions,
  selected,
  onSelect,
}: {
  versions: VersionStats[];
  selected: string | undefined;
  onSelect: (workflowId: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Runs per agent or workflow and version</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Agent or workflow
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Version
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Runs
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Success
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              p50
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              p95
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Tokens
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Cost
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Ratings
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr
              key={`${v.workflowId}:${v.versionNumber}`}
              className={cn('border-border border-t', selected === v.workflowId && 'bg-accent/40')}
            >
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
                  onClick={() => onSelect(v.workflowId)}
                >
                  {v.workflowName || 'Untitled'}
                </button>
                <span className="ml-2 text-muted-foreground text-xs">
                  {v.kind === 'agent' ? 'Agent' : 'Workflow'}
                </span>
              </td>
              <td className="px-3 py-2 tabular-nums">
                {v.versionNumber === null ? 'Draft' : `v${v.versionNumber}`}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{v.runs}</td>
              <td
                className={cn(
                  'px-3 py-2 text-right tabular-nums',
                  v.successRate !== null && v.successRate < 0.8 && 'text-destructive',
                )}
              >
                {percent(v.successRate)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{duration(v.p50Ms)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{duration(v.p95Ms)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{tokens(v.inputTokens + v.outputTokens)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{usd(v.costUsd)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{ratingShare(v.ratingsUp, v.ratingsDown)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Delta({ a, b, lowerIsBetter }: { a: number | null; b: number | null; lowerIsBetter?: boolean }) {
  const change = delta(a, b);
  if (change === null || Math.abs(change) < 0.005) return null;
  const better = lowerIsBetter ? change < 0 : change > 0;
  const Icon = change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn('ml-1 inline-flex items-center text-xs', better ? 'text-success' : 'text-destructive')}
    >
      <Icon className="size-3" aria-hidden="true" />
      {Math.abs(change * 100).toFixed(0)}%<span className="sr-only">{better ? ' better' : ' worse'}</span>
    </span>
  );
}

function Comparison({ data }: { data: Performance }) {
  if (!data.comparison) return null;
  const [a, b] = data.comparison;
  const rows: {
    label: string;
    a: string;
    b: string;
    raw: [number | null, number | null];
    lower?: boolean;
  }[] = [
    {
      label: 'Runs',
      a: String(a.totals.runs),
      b: String(b.totals.runs),
      raw: [a.totals.runs, b.totals.runs],
    },
    {
      label: 'Success rate',
      a: percent(a.totals.successRate),
      b: percent(b.totals.successRate),
      raw: [a.totals.successRate, b.totals.successRate],
    },
    {
      label: 'Latency p50',
      a: duration(a.totals.p50Ms),
      b: duration(b.totals.p50Ms),
      raw: [a.totals.p50Ms, b.totals.p50Ms],
      lower: true,
    },
    {
      label: 'Latency p95',
      a: duration(a.totals.p95Ms),
      b: duration(b.totals.p95Ms),
      raw: [a.totals.p95Ms, b.totals.p95Ms],
      lower: true,
    },
    {
      label: 'Cost per run',
      a: usd(a.totals.runs ? a.totals.costUsd / a.totals.runs : 0),
      b: usd(b.totals.runs ? b.totals.costUsd / b.totals.runs : 0),
      raw: [
        a.totals.runs ? a.totals.costUsd / a.totals.runs : null,
        b.totals.runs ? b.totals.costUsd / b.totals.runs : null,
      ],
      lower: true,
    },
    {
      label: 'Ratings',
      a: ratingShare(a.totals.ratingsUp, a.totals.ratingsDown),
      b: ratingShare(b.totals.ratingsUp, b.totals.ratingsDown),
      raw: [null, null],
    },
  ];
  const formatTime = timeLabel(data.range);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          v{a.versionNumber} and v{b.versionNumber} side by side
        </CardTitle>
        <CardDescription>
          The change is v{b.versionNumber} against v{a.versionNumber}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Figure
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                v{a.versionNumber}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                v{b.versionNumber}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-border border-t">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {row.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{row.a}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {row.b}
                  <Delta a={row.raw[0]} b={row.raw[1]} lowerIsBetter={row.lower} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <LineChart
          label={`Latency p95 of v${a.versionNumber} and v${b.versionNumber}`}
          formatTime={formatTime}
          formatValue={(v) => duration(v)}
          series={[
            {
              name: `v${a.versionNumber} p95`,
              color: 'var(--muted-foreground)',
              points: points(a.series, (s) => s.p95Ms),
              dashed: true,
            },
            {
              name: `v${b.versionNumber} p95`,
              color: 'var(--primary)',
              points: points(b.series, (s) => s.p95Ms),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function EmptyState({ scope }: { scope: 'production' | 'all' | undefined }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-border border-dashed p-8 text-center sm:p-12">
      <ChartLine className="size-8 text-primary" aria-hidden="true" />
      <h2 className="font-semibold text-xl">No runs in this range</h2>
      <p className="max-w-prose text-muted-foreground">
        {scope === 'all'
          ? 'Nothing ran in this time. Run a workflow in a builder, or deploy one and call it.'
          : 'Deployed calls, webhooks and schedules show here. Deploy a published version and call it, or include test runs.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to="/fleet">
            <Rocket aria-hidden="true" /> Your fleet
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/workflows">
            <Workflow aria-hidden="true" /> Your workflows
          </Link>
        </Button>
      </div>
    </div>
  );
}

function SignedInAnalytics() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = usePerformance(params);
  const set = (change: Partial<PerformanceParams>) =>
    setSearch(writeParams({ ...params, ...change }), { replace: true });
  const data = query.data;
  // The workflows to pick from: the ones with runs in the range (from the unfiltered table when one is picked).
  const everyone = usePerformance({ range: params.range, scope: params.scope });
  const workflows = useMemo(() => {
    const seen = new Map<string, string>();
    for (const v of everyone.data?.versions ?? []) seen.set(v.workflowId, v.workflowName || 'Untitled');
    return [...seen];
  }, [everyone.data]);
  const versionNumbers = useMemo(
    () =>
      [
        ...new Set(
          (data?.versions ?? []).flatMap((v) => (v.versionNumber === null ? [] : [v.versionNumber])),
        ),
      ].sort((x, y) => x - y),
    [data],
  );

  const controls = (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <RangePicker value={params.range ?? '24h'} onChange={(range) => set({ range })} />
        <NativeSelect
          aria-label="Agent or workflow"
          value={params.workflowId ?? ''}
          onChange={(e) =>
            set({ workflowId: e.target.value || undefined, compareA: undefined, compareB: undefined })
          }
          className="w-full sm:w-56"
        >
          <option value="">All agents and workflows</option>
          {workflows.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <span className="flex items-center gap-2 text-sm">
          <Switch
            id="analytics-test-runs"
            checked={params.scope === 'all'}
            onCheckedChange={(checked: boolean) => set({ scope: checked ? 'all' : 'production' })}
          />
          <label htmlFor="analytics-test-runs">Include test runs</label>
        </span>
      </div>
      <Button asChild variant="outline" size="sm">
        <a href={csvUrl(params)} download>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </Button>
    </div>
  );

  if (query.isPending) {
    return (
      <div className="grid gap-4">
        {controls}
        <div role="status" aria-label="Loading analytics" className="grid gap-3">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError || !data) {
    return (
      <div className="grid gap-4">
        {controls}
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
        >
          <p>{serverMessage(query.error) ?? 'The figures could not be loaded.'}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div
      className={cn('grid gap-6 transition-opacity', query.isPlaceholderData && 'opacity-70')}
      aria-busy={query.isFetching}
    >
      {controls}
      {data.totals.runs === 0 ? (
        <EmptyState scope={params.scope} />
      ) : (
        <>
          <Tiles totals={data.totals} />
          <Charts data={data} />
          {params.workflowId && versionNumbers.length >= 2 ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>Compare</span>
              <NativeSelect
                aria-label="First version"
                value={params.compareA ?? ''}
                onChange={(e) =>
                  set({
                    compareA: Number(e.target.value) || undefined,
                    compareB: params.compareB ?? versionNumbers.at(-1),
                  })
                }
                className="w-28"
              >
                <option value="">Version…</option>
                {versionNumbers.map((n) => (
                  <option key={n} value={n}>
                    v{n}
                  </option>
                ))}
              </NativeSelect>
              <span>with</span>
              <NativeSelect
                aria-label="Second version"
                value={params.compareB ?? ''}
                onChange={(e) =>
                  set({
                    compareB: Number(e.target.value) || undefined,
                    compareA: params.compareA ?? versionNumbers[0],
                  })
                }
                className="w-28"
              >
                <option value="">Version…</option>
                {versionNumbers.map((n) => (
                  <option key={n} value={n}>
                    v{n}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <Comparison data={data} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section aria-labelledby="analytics-versions" className="grid min-w-0 gap-2">
              <h2 id="analytics-versions" className="font-semibold text-lg">
                By version
              </h2>
              <VersionTable
                versions={data.versions}
                selected={params.workflowId}
                onSelect={(workflowId) => set({ workflowId, compareA: undefined, compareB: undefined })}
              />
            </section>
            <section aria-labelledby="analytics-errors" className="grid min-w-0 content-start gap-2">
              <h2 id="analytics-errors" className="font-semibold text-lg">
                Top errors
              </h2>
              <BarList
                label="Most frequent errors"
                empty="No failed runs in this range."
                items={data.topErrors.map((e) => ({
                  label: e.nodeId ? `${e.message} (node ${e.nodeId})` : e.message,
                  value: e.count,
                  color: 'var(--destructive)',
                }))}
              />
            </section>
          </div>
        </>
      )}
    </div>
  );
}

export function AnalyticsView() {
  const { user, isLoading } = useCurrentUser();
  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="How your agents and workflows perform: runs, success, latency, tokens, cost and what users think, per version." />
      {isLoading ? (
        <div role="status" aria-label="Loading" className="grid gap-2">
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : user ? (
        <SignedInAnalytics />
      ) : (
        <SignInPrompt
          icon={ChartLine}
          title="Sign in to see your analytics"
          description="Figures for the agents and workflows you run and deploy."
        />
      )}
    </AccountScreen>
  );
}
