/**
 * Success rate and response time per provider as horizontal bars. Plain HTML and CSS (no chart
 * library): a handful of rows, and the figures stay readable text for screen readers.
 */
import type { ProviderStat } from '@common/schemas/assistant';
import { Activity, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatResponseTime, formatSuccessRate } from './format-provider';
import { healthTone } from './provider-health';

const BAR_TONE = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
} as const;

function Bars({
  label,
  rows,
}: {
  label: string;
  rows: { id: string; name: string; share: number; value: string; barClass: string }[];
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2.5">
      {rows.map((row) => (
        <li key={row.id} className="grid grid-cols-[minmax(5rem,9rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate" title={row.name}>
            {row.name}
          </span>
          <span aria-hidden="true" className="h-4 overflow-hidden rounded-md bg-muted">
            <span
              className={cn('block h-full rounded-md transition-[width]', row.barClass)}
              style={{ width: `${Math.max(2, Math.min(100, row.share * 100))}%` }}
            />
          </span>
          <span className="w-20 text-right font-medium tabular-nums">{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

function ChartCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function ProviderCharts({ providers }: { providers: ProviderStat[] }) {
  const slowest = Math.max(1, ...providers.map((p) => p.responseTime));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        icon={<Activity className="size-4 text-primary" aria-hidden="true" />}
        title="Success rate"
        description="Share of calls answered without an error over the last hour."
      >
        <Bars
          label="Success rate by provider"
          rows={providers.map((p) => ({
            id: p.id,
            name: p.name,
            share: p.successRate,
            value: formatSuccessRate(p.successRate),
            barClass: BAR_TONE[healthTone(p)],
          }))}
        />
      </ChartCard>
      <ChartCard
        icon={<Timer className="size-4 text-primary" aria-hidden="true" />}
        title="Response time"
        description="Average time to answer over the last hour; shorter is better."
      >
        <Bars
          label="Response time by provider"
          rows={providers.map((p) => ({
            id: p.id,
            name: p.name,
            share: p.responseTime / slowest,
            value: formatResponseTime(p.responseTime),
            barClass: 'bg-linear-to-r from-brand-from via-brand-via to-brand-to',
          }))}
        />
      </ChartCard>
    </div>
  );
}
