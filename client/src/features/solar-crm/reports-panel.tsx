/** Reports of a pipeline: the funnel with each step's conversion, days spent per stage, and speed to lead. */
import { countOf } from '@common/plural';
import { BarList } from '@/components/charts';
import { Card } from '@/components/ui/card';
import { useCrmReports } from './crm-admin-api';
import { formatMinutes, formatShare } from './crm-format';
import { CrmError, CrmLoading } from './crm-states';

const days = (n: number | null) => (n === null ? '—' : `${Math.round(n * 10) / 10} d`);

export function ReportsPanel({ pipelineId }: { pipelineId: string | null }) {
  const query = useCrmReports(pipelineId);
  if (query.isError)
    return <CrmError error={query.error} what="The reports" onRetry={() => void query.refetch()} />;
  if (!query.data) return <CrmLoading label="Loading the reports" />;
  const { funnel, cycleTime, speedToLead } = query.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="grid content-start gap-3 p-4">
        <h2 className="font-semibold">Funnel</h2>
        <p className="text-muted-foreground text-sm">
          Of the deals created, how many reached each stage, and the share of the stage before that did.
        </p>
        <BarList
          label="Deals that reached each stage"
          empty="No deals in this period."
          items={funnel.map((f) => ({
            label: f.name,
            value: f.reached,
            display: `${f.reached.toLocaleString('en-US')} · ${formatShare(f.conversion)}`,
          }))}
        />
      </Card>
      <Card className="grid content-start gap-3 p-4">
        <h2 className="font-semibold">Speed to lead</h2>
        <p className="text-muted-foreground text-sm">
          From a Solara lead’s arrival to the first call, e-mail, meeting or note by a person.
        </p>
        <dl className="grid grid-cols-3 gap-3">
          <div>
            <dt className="text-muted-foreground text-sm">Median</dt>
            <dd className="font-semibold text-2xl tabular-nums" data-testid="speed-median">
              {formatMinutes(speedToLead.medianMinutes)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">90th percentile</dt>
            <dd className="font-semibold text-2xl tabular-nums">{formatMinutes(speedToLead.p90Minutes)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Answered</dt>
            <dd className="font-semibold text-2xl tabular-nums">
              {speedToLead.answered.toLocaleString('en-US')} / {countOf(speedToLead.leads, 'lead')}
            </dd>
          </div>
        </dl>
      </Card>
      <Card className="grid content-start gap-3 p-4 lg:col-span-2">
        <h2 className="font-semibold">Cycle time per stage</h2>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Days deals spent in each stage</caption>
            <thead className="text-left text-muted-foreground text-xs">
              <tr>
                <th className="py-1.5 pr-3 font-medium">Stage</th>
                <th className="py-1.5 pr-3 font-medium">Finished stays</th>
                <th className="py-1.5 pr-3 font-medium">Median</th>
                <th className="py-1.5 font-medium">Mean</th>
              </tr>
            </thead>
            <tbody>
              {cycleTime.map((c) => (
                <tr key={c.stageId} className="border-t">
                  <td className="py-1.5 pr-3">{c.name}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{c.stays.toLocaleString('en-US')}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{days(c.medianDays)}</td>
                  <td className="py-1.5 tabular-nums">{days(c.meanDays)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
