import type { Proposal } from '@common/schemas/solar-proposals';
import { cn } from '@/lib/cn';
import { FinanceChart } from './finance-chart';
import { FinanceTable } from './finance-table';
import { ProposalOptionCard } from './proposal-option-card';

/** The three options side by side and the finance comparison; what both views show. */
export function ProposalOptionsGrid({ proposal, large = false }: { proposal: Proposal; large?: boolean }) {
  return (
    <div className="grid gap-4">
      <div className={cn('grid gap-3 md:grid-cols-3', large && 'gap-6')}>
        {proposal.options.map((o) => (
          <ProposalOptionCard key={o.id} option={o} large={large} />
        ))}
      </div>
      <h3 className={cn('font-semibold text-sm', large && 'text-xl')}>Ways to pay</h3>
      <FinanceTable options={proposal.options} large={large} />
      <FinanceChart options={proposal.options} />
      <details className="text-muted-foreground text-xs">
        <summary className="cursor-pointer">Disclosures and assumptions</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {proposal.options.map((o) => (
            <li key={o.id}>
              Option {o.id}: {o.finance.disclosure.join(' ')}
            </li>
          ))}
          {proposal.options[0] ? <li>{proposal.options[0].finance.federalCreditNote}</li> : null}
          {proposal.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>
            Sized for {proposal.site.annualUseKwh.toLocaleString('en-US')} kWh a year at $
            {proposal.site.rate.toFixed(3)}
            /kWh ({proposal.site.rateSource}); weather from {proposal.site.station}.
          </li>
        </ul>
      </details>
    </div>
  );
}
