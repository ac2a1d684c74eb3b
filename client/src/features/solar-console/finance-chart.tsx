import type { ProposalOption } from '@common/schemas/solar-proposals';
import { dollarsOfCents } from './money';

const METHODS = [
  { key: 'cash', label: 'Cash', fill: 'fill-emerald-500 dark:fill-emerald-400' },
  { key: 'loan', label: 'Loan', fill: 'fill-sky-500 dark:fill-sky-400' },
  { key: 'lease', label: 'Lease', fill: 'fill-violet-500 dark:fill-violet-400' },
  { key: 'ppa', label: 'PPA', fill: 'fill-amber-500 dark:fill-amber-400' },
] as const;

/** What each way of paying costs in all over its term (cash: the net cost), null when there is no quote. */
export function totalPaid(o: ProposalOption, method: (typeof METHODS)[number]['key']): number | null {
  const f = o.finance;
  if (method === 'cash') return f.cash.netCostCents;
  if (method === 'loan') return f.loan.totalPaidCents;
  if (method === 'lease') return f.lease?.totalPaidCents ?? null;
  return f.ppa?.totalPaidCents ?? null;
}

/** A small grouped bar chart of the total paid, by option and way of paying; the table has the figures. */
export function FinanceChart({ options }: { options: readonly ProposalOption[] }) {
  const values = options.flatMap((o) => METHODS.map((m) => totalPaid(o, m.key) ?? 0));
  const max = Math.max(1, ...values);
  const groupWidth = 100;
  const bar = 18;
  const height = 120;
  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-label="Total paid over the term, by option and way of paying"
        viewBox={`0 0 ${options.length * groupWidth} ${height + 20}`}
        className="h-40 w-full max-w-xl"
      >
        {options.map((o, gi) => (
          <g key={o.id} transform={`translate(${gi * groupWidth + 10},0)`}>
            {METHODS.map((m, mi) => {
              const v = totalPaid(o, m.key);
              const h = v === null ? 0 : (v / max) * height;
              return (
                <rect key={m.key} x={mi * (bar + 2)} y={height - h} width={bar} height={h} className={m.fill}>
                  <title>
                    Option {o.id}, {m.label}: {v === null ? 'no quote' : dollarsOfCents(v)}
                  </title>
                </rect>
              );
            })}
            <text x={40} y={height + 15} textAnchor="middle" className="fill-muted-foreground text-[10px]">
              Option {o.id}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-muted-foreground text-xs">
        {METHODS.map((m) => (
          <span key={m.key} className="inline-flex items-center gap-1">
            <svg aria-hidden="true" className="size-2.5" viewBox="0 0 10 10">
              <rect width="10" height="10" className={m.fill} />
            </svg>
            {m.label}
          </span>
        ))}
        <span>Total paid over the term (cash: net cost).</span>
      </figcaption>
    </figure>
  );
}
