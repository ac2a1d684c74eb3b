/**
 * The three options as a radio group: size, modelled production and offset, price, first-year savings, and the
 * finance comparison (cash; the loan with its dealer fee on its own line and both APRs; lease or PPA when
 * quoted), then the disclosure lines as the contract will state them.
 */
import type { ProposalOption } from '@common/schemas/solar-proposals';
import { cn } from '@/lib/cn';
import { dollars } from './money';

function Finance({ option }: { option: ProposalOption }) {
  const { cash, loan, lease, ppa } = option.finance;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Cash</dt>
      <dd>
        {dollars(cash.netCostCents)}
        {cash.federalCreditCents > 0 ? ` after a ${dollars(cash.federalCreditCents)} federal credit` : ''}
      </dd>
      <dt className="text-muted-foreground">Loan</dt>
      <dd>
        {dollars(loan.monthlyPaymentCents, true)} a month for {loan.termYears} years ({loan.aprPct}% APR;{' '}
        {loan.aprWithFeePct}% counting the {dollars(loan.dealerFeeCents)} dealer fee added to the loan),{' '}
        {dollars(loan.totalPaidCents)} in all
      </dd>
      {lease ? (
        <>
          <dt className="text-muted-foreground">Lease</dt>
          <dd>
            {dollars(lease.firstMonthlyPaymentCents, true)} a month, rising {lease.escalatorPct}% a year for{' '}
            {lease.termYears} years, {dollars(lease.totalPaidCents)} in all
          </dd>
        </>
      ) : null}
      {ppa ? (
        <>
          <dt className="text-muted-foreground">PPA</dt>
          <dd>
            ${ppa.firstRatePerKwh.toFixed(3)}/kWh, rising {ppa.escalatorPct}% a year for {ppa.termYears}{' '}
            years, about {dollars(ppa.totalPaidCents)} in all
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function OptionPicker({
  options,
  value,
  onChange,
  disabled,
}: {
  options: ProposalOption[];
  value: string | null;
  onChange: (id: ProposalOption['id']) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">Choose an option</legend>
      {options.map((o) => (
        <label
          key={o.id}
          className={cn(
            'flex cursor-pointer gap-3 rounded-lg border border-border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === o.id && 'border-primary bg-primary/5',
          )}
        >
          <input
            type="radio"
            name="option"
            value={o.id}
            checked={value === o.id}
            onChange={() => onChange(o.id)}
            className="mt-1"
          />
          <div className="flex flex-col gap-2">
            <span className="font-medium">
              Option {o.id}: {o.label}
            </span>
            <span className="text-sm">
              {o.systemKw.toFixed(1)} kW ({o.panels} panels of {o.moduleWatts} W)
              {o.battery ? ` with a ${o.batteryKwh} kWh battery` : ''}; about{' '}
              {o.annualKwh.toLocaleString('en-US')} kWh in the first year ({Math.round(o.offset * 100)}% of
              your use); price {dollars(o.priceCents)}; first-year savings about{' '}
              {dollars(o.firstYearSavingsCents)}
              {o.paybackYears === null ? '' : `; pays back in about ${o.paybackYears} years (cash)`}.
            </span>
            <Finance option={o} />
            <ul className="list-disc pl-5 text-muted-foreground text-xs">
              {o.finance.disclosure.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </label>
      ))}
    </fieldset>
  );
}
