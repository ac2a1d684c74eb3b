/** The weighted forecast: open deals' value × their stage's probability, by expected close month, as bars. */
import { countOf } from '@common/plural';
import { BarList } from '@/components/charts';
import { Card } from '@/components/ui/card';
import { formatCents, formatMonth } from './crm-format';
import { CrmError, CrmLoading } from './crm-states';
import { useCrmForecast } from './solar-crm-api';

export function ForecastPanel() {
  const query = useCrmForecast();
  if (query.isError)
    return <CrmError error={query.error} what="The forecast" onRetry={() => void query.refetch()} />;
  if (!query.data) return <CrmLoading label="Loading the forecast" />;
  const { months, totalValueCents, totalWeightedCents } = query.data;
  const sorted = [...months].sort((a, b) => (a.month ?? '9999').localeCompare(b.month ?? '9999'));
  return (
    <section aria-labelledby="crm-forecast" className="grid gap-4">
      <div>
        <h2 id="crm-forecast" className="font-semibold text-xl">
          Weighted forecast
        </h2>
        <p className="text-muted-foreground text-sm">
          Each open deal counts its value times its stage’s probability, in the month it is expected to close.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-lg">
        <Card className="p-4">
          <dt className="text-muted-foreground text-sm">Open pipeline</dt>
          <dd className="font-semibold text-2xl tabular-nums">{formatCents(totalValueCents)}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-muted-foreground text-sm">Weighted</dt>
          <dd className="font-semibold text-2xl tabular-nums" data-testid="forecast-weighted">
            {formatCents(totalWeightedCents)}
          </dd>
        </Card>
      </dl>
      <Card className="p-4">
        <BarList
          label="Weighted value by expected close month"
          empty="No open deals to forecast."
          items={sorted.map((m) => ({
            label: `${formatMonth(m.month)} · ${countOf(m.count, 'deal')}`,
            value: m.weightedCents,
            display: `${formatCents(m.weightedCents)} of ${formatCents(m.valueCents)}`,
          }))}
        />
      </Card>
    </section>
  );
}
