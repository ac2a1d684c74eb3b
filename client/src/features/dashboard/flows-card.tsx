/** "Spending and earnings": AIZ in and out of the account over the last 30 days, by kind of transfer. */
import type { LedgerFlows } from '@common/schemas/ledger';
import { ArrowDownLeft, ArrowUpRight, Scale } from 'lucide-react';
import { BarList } from '@/components/charts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatAizAmount } from '@/lib/format';
import { CardEmpty, CardError, RowsSkeleton } from './card-states';
import { FLOW_DAYS, useLedgerFlows } from './overview-api';
import { flowKindLabel } from './overview-format';

const bars = (flows: LedgerFlows['earned'], color: string) =>
  flows.map((flow) => ({
    label: flowKindLabel(flow.kind),
    value: Number(flow.amount),
    display: `${formatAizAmount(flow.amount)} AIZ`,
    color,
  }));

interface SideProps {
  title: 'Earned' | 'Spent';
  total: string;
  flows: LedgerFlows['earned'];
  color: string;
  Icon: typeof ArrowDownLeft;
  tone: string;
}

/** One side's total and its bars per kind; the bars take the card's full width so labels stay readable. */
function Side({ title, total, flows, color, Icon, tone }: SideProps) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <Icon className={`size-4 ${tone}`} aria-hidden="true" />
          {title}
        </p>
        <p className="font-semibold text-xl tabular-nums">
          {formatAizAmount(total)} <span className="font-medium text-muted-foreground text-sm">AIZ</span>
        </p>
      </div>
      <BarList
        items={bars(flows, color)}
        label={`${title} by kind`}
        empty={title === 'Earned' ? 'Nothing earned.' : 'Nothing spent.'}
      />
    </section>
  );
}

export function FlowsCard() {
  const flows = useLedgerFlows();
  const data = flows.data;
  return (
    <Card className="flex flex-col" aria-labelledby="dashboard-flows">
      <CardHeader>
        <CardTitle id="dashboard-flows" className="flex items-center gap-2 text-lg">
          <Scale className="size-5 text-primary" aria-hidden="true" />
          Spending and earnings ({FLOW_DAYS} days)
        </CardTitle>
        <CardDescription>AIZ that came in and went out, by kind.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {flows.isError ? (
          <CardError what="Your spending and earnings" onRetry={() => void flows.refetch()} />
        ) : !data ? (
          <RowsSkeleton label="Loading spending and earnings" rows={2} />
        ) : data.earned.length === 0 && data.spent.length === 0 ? (
          <CardEmpty title={`No AIZ moved in the last ${FLOW_DAYS} days`}>
            <p className="text-muted-foreground">
              When people call your paid deployments you earn AIZ here; calling others' spends it.
            </p>
          </CardEmpty>
        ) : (
          <div className="flex flex-col gap-5">
            <Side
              title="Earned"
              total={data.totalEarned}
              flows={data.earned}
              color="var(--success)"
              Icon={ArrowDownLeft}
              tone="text-success"
            />
            <Side
              title="Spent"
              total={data.totalSpent}
              flows={data.spent}
              color="var(--primary)"
              Icon={ArrowUpRight}
              tone="text-primary"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
