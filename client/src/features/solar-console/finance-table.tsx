import type { ProposalOption } from '@common/schemas/solar-proposals';
import { cn } from '@/lib/cn';
import { dollarsAndCents, dollarsOfCents } from './money';

type Row = { method: string; cell: (o: ProposalOption) => string; detail: (o: ProposalOption) => string };

const ROWS: Row[] = [
  {
    method: 'Cash',
    cell: (o) => dollarsOfCents(o.finance.cash.netCostCents),
    detail: (o) =>
      o.finance.cash.federalCreditCents > 0
        ? `after a ${dollarsOfCents(o.finance.cash.federalCreditCents)} federal credit`
        : 'paid up front',
  },
  {
    method: 'Loan',
    cell: (o) => `${dollarsAndCents(o.finance.loan.monthlyPaymentCents)}/mo`,
    detail: (o) => {
      const l = o.finance.loan;
      return `${l.termYears} years at ${l.aprPct}% (${l.aprWithFeePct.toFixed(2)}% APR with the dealer fee); dealer fee ${dollarsOfCents(l.dealerFeeCents)} (${l.dealerFeePct}%) added to the loan; ${dollarsOfCents(l.totalPaidCents)} paid in all`;
    },
  },
  {
    method: 'Lease',
    cell: (o) =>
      o.finance.lease ? `${dollarsAndCents(o.finance.lease.firstMonthlyPaymentCents)}/mo` : 'No quote',
    detail: (o) =>
      o.finance.lease
        ? `${o.finance.lease.termYears} years, +${o.finance.lease.escalatorPct}% a year; ${dollarsOfCents(o.finance.lease.totalPaidCents)} paid in all`
        : 'Enter the leasing company’s payment to compare',
  },
  {
    method: 'PPA',
    cell: (o) => (o.finance.ppa ? `$${o.finance.ppa.firstRatePerKwh.toFixed(3)}/kWh` : 'No quote'),
    detail: (o) =>
      o.finance.ppa
        ? `${o.finance.ppa.termYears} years, +${o.finance.ppa.escalatorPct}% a year; ${dollarsOfCents(o.finance.ppa.totalPaidCents)} paid in all`
        : 'Enter the provider’s rate to compare',
  },
];

/** The finance comparison: each way to pay for each option, with the loan's dealer fee on its own line. */
export function FinanceTable({
  options,
  large = false,
}: {
  options: readonly ProposalOption[];
  large?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full min-w-[36rem] border-collapse text-sm', large && 'text-base')}>
        <caption className="sr-only">Ways to pay, by option</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3 font-medium">
              Pay by
            </th>
            {options.map((o) => (
              <th key={o.id} scope="col" className="py-2 pr-3 font-medium">
                Option {o.id}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.method} className="border-b align-top last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {r.method}
              </th>
              {options.map((o) => (
                <td key={o.id} className="py-2 pr-3">
                  <span className="font-medium tabular-nums">{r.cell(o)}</span>
                  <span className="block text-muted-foreground text-xs">{r.detail(o)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
