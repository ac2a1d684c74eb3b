/** The creators' income at the end of a run: how many earned how much (a histogram) and the percentiles. */
import type { CreatorIncomeDistribution } from '@common/economy-sim';
import { BarList, compactNumber } from '@/components/charts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.1 ? 1 : 0)}%`;

export function CreatorIncomeCard({ income }: { income: CreatorIncomeDistribution }) {
  const { percentiles: q } = income;
  const rows: [string, number][] = [
    ['Median (p50)', q.p50],
    ['p10', q.p10],
    ['p25', q.p25],
    ['p75', q.p75],
    ['p90', q.p90],
    ['p99', q.p99],
    ['Highest', q.max],
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-tight tracking-tight">Creators’ income distribution</h2>
        <CardDescription>
          What each of {income.creators.toLocaleString()} creators earned over the run, after the platform
          fee.
          {income.creators > 0
            ? ` The top tenth took ${percent(income.topTenthShare)} of it; ${percent(income.zeroShare)} earned nothing.`
            : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <BarList
          label="Creators by income over the run (AIZ)"
          items={income.histogram.map((b) => ({
            label: b.label === '0' ? 'Nothing' : `${b.label} AIZ`,
            value: b.creators,
            display: b.creators.toLocaleString(),
          }))}
          empty="No creators in this run."
        />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" aria-label="Income percentiles">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2 border-border border-b pb-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{compactNumber(value)} AIZ</dd>
            </div>
          ))}
          <div className="flex justify-between gap-2 border-border border-b pb-1">
            <dt className="text-muted-foreground">Mean</dt>
            <dd className="font-medium tabular-nums">{compactNumber(income.mean)} AIZ</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
