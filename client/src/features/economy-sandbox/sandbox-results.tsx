/**
 * A finished run: the end-of-run figures, then supply and circulating, balances by group, the staking APR
 * and the creators' income, with the daily series as CSV.
 */
import { dailySeriesCsv, type EconomySimResult, MILLI_PER_AIZ } from '@common/economy-sim';
import type { EconomySimParams } from '@common/schemas/economy-sim';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ChartSeries, compactNumber, LineChart } from '@/components/charts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { chartPoints, formatSimDay } from './chart-data';
import { CreatorIncomeCard } from './creator-income-card';
import { downloadCsv } from './download-csv';

const AIZ = 1 / MILLI_PER_AIZ;
const aiz = (v: number) => `${compactNumber(v)} AIZ`;
const pct = (v: number) => `${compactNumber(v)}%`;

const GROUPS = [
  ['users', 'Users', 'var(--primary)'],
  ['creators', 'Creators', 'var(--brand-to)'],
  ['staked', 'Staked', 'var(--success)'],
  ['treasury', 'Treasury', 'var(--muted-foreground)'],
  ['rewardsPool', 'Rewards pool', 'var(--solar-from)'],
  ['platformFees', 'Platform fees', 'var(--solar-to)'],
  ['signupPool', 'Signup pool', 'var(--destructive)'],
] as const;

interface SandboxResultsProps {
  result: EconomySimResult;
  params: EconomySimParams;
  ms: number;
}

export function SandboxResults({ result, params, ms }: SandboxResultsProps) {
  const { series, totals } = result;
  const last = result.days - 1;
  const attempts = totals.purchases + totals.runs + totals.unaffordable;
  const supplySeries: ChartSeries[] = [
    { name: 'Supply', color: 'var(--primary)', points: chartPoints(series.supply, AIZ) },
    { name: 'Circulating', color: 'var(--brand-to)', points: chartPoints(series.circulating, AIZ) },
  ];
  const groupSeries: ChartSeries[] = GROUPS.map(([key, name, color]) => ({
    name,
    color,
    points: chartPoints(series[key], AIZ),
  }));
  const aprSeries: ChartSeries[] = [
    { name: 'Flexible (×1.0)', color: 'var(--primary)', points: chartPoints(series.stakingApr, 100) },
    {
      name: '90-day lock (×1.5)',
      color: 'var(--success)',
      points: chartPoints(series.stakingApr, 150),
      dashed: true,
    },
  ];
  const exportCsv = () =>
    downloadCsv(`economy-sandbox-seed-${params.seed}-${result.days}-days.csv`, dailySeriesCsv(result));

  return (
    <div className="flex flex-col gap-6" data-testid="economy-results">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" role="status">
          {result.days.toLocaleString()} days, {totals.usersJoined.toLocaleString()} users simulated in{' '}
          {(ms / 1000).toFixed(2)} s (seed {params.seed}).
          {totals.capReachedDay !== null
            ? ` Growth stopped at ${params.users.max.toLocaleString()} users on day ${totals.capReachedDay + 1}.`
            : ''}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <Figure label="Supply" value={aiz(series.supply[last]! * AIZ)} />
        <Figure label="Circulating" value={aiz(series.circulating[last]! * AIZ)} />
        <Figure label="Staked" value={aiz(series.staked[last]! * AIZ)} />
        <Figure label="Rewards pool left" value={aiz(series.rewardsPool[last]! * AIZ)} />
        <Figure label="Active users" value={series.activeUsers[last]!.toLocaleString()} />
        <Figure
          label="Attempts paid"
          value={attempts === 0 ? '—' : `${Math.round(((attempts - totals.unaffordable) / attempts) * 100)}%`}
          hint={`${compactNumber(totals.runs)} runs, ${compactNumber(totals.purchases)} purchases`}
        />
      </dl>
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartCard
          title="Supply and circulating"
          description="Everything minted, and what is in people’s hands (not staked, not in a pool)."
        >
          <LineChart
            label="Supply and circulating AIZ by day"
            series={supplySeries}
            formatValue={compactNumber}
            formatTime={formatSimDay}
          />
        </ChartCard>
        <ChartCard
          title="Balances by group"
          description="Where every minted AIZ is at each day’s end; the groups add up to the supply."
        >
          <LineChart
            label="AIZ balances by group by day"
            series={groupSeries}
            formatValue={compactNumber}
            formatTime={formatSimDay}
          />
        </ChartCard>
        <ChartCard
          title="Staking APR over time"
          description="Variable: the day’s rewards × 365 ÷ the weighted stake. A lock earns its weight times the flexible rate."
        >
          <LineChart
            label="Staking APR by day, percent"
            series={aprSeries}
            formatValue={pct}
            formatTime={formatSimDay}
          />
        </ChartCard>
        <ChartCard title="Active users and creators" description="People still using the platform each day.">
          <LineChart
            label="Active users and creators by day"
            series={[
              { name: 'Active users', color: 'var(--primary)', points: chartPoints(series.activeUsers) },
              {
                name: 'Active creators',
                color: 'var(--brand-to)',
                points: chartPoints(series.activeCreators),
              },
            ]}
            formatTime={formatSimDay}
          />
        </ChartCard>
      </div>
      <CreatorIncomeCard income={result.creatorIncome} />
    </div>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-1 font-semibold text-lg tabular-nums">{value}</dd>
      {hint ? <dd className="text-muted-foreground text-xs">{hint}</dd> : null}
    </div>
  );
}

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="font-semibold leading-tight tracking-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
