import type { ProposalOption } from '@common/schemas/solar-proposals';
import { formatKw, formatKwh } from '@/features/solar';
import { cn } from '@/lib/cn';
import { dollarsOfCents, percent, perWatt } from './money';

/** One of the three options: its size, offset, battery, price and savings (the floor only in the full view). */
export function ProposalOptionCard({ option, large = false }: { option: ProposalOption; large?: boolean }) {
  return (
    <article
      aria-label={`Option ${option.id}`}
      className={cn('flex flex-col gap-2 rounded-xl border bg-background p-4', large && 'gap-4 p-6')}
    >
      <header>
        <p
          className={cn(
            'font-semibold text-muted-foreground text-xs uppercase tracking-wider',
            large && 'text-sm',
          )}
        >
          Option {option.id}
        </p>
        <h3 className={cn('font-semibold text-lg', large && 'text-3xl')}>{option.label}</h3>
      </header>
      <p className={cn('font-semibold text-2xl tabular-nums', large && 'text-5xl')}>
        {dollarsOfCents(option.priceCents)}
      </p>
      <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm', large && 'text-lg')}>
        <dt className="text-muted-foreground">System</dt>
        <dd className="tabular-nums">{formatKw(option.systemKw)} DC</dd>
        <dt className="text-muted-foreground">Panels</dt>
        <dd className="tabular-nums">
          {option.panels} × {option.moduleWatts} W
        </dd>
        <dt className="text-muted-foreground">Offset</dt>
        <dd className="tabular-nums">{percent(option.offset)} of the year’s use</dd>
        <dt className="text-muted-foreground">Production</dt>
        <dd className="tabular-nums">{formatKwh(option.annualKwh)} the first year</dd>
        <dt className="text-muted-foreground">Battery</dt>
        <dd>
          {option.battery
            ? `${option.batteryCount} × ${option.batteryKwh} kWh (${dollarsOfCents(option.batteryCents)})`
            : 'None'}
        </dd>
        <dt className="text-muted-foreground">First-year savings</dt>
        <dd className="tabular-nums">{dollarsOfCents(option.firstYearSavingsCents)}</dd>
        <dt className="text-muted-foreground">Payback (cash)</dt>
        <dd className="tabular-nums">
          {option.paybackYears === null ? 'Not within 25 years' : `${option.paybackYears.toFixed(1)} years`}
        </dd>
        <dt className="text-muted-foreground">Price per watt</dt>
        <dd className="tabular-nums">{perWatt(option.pricePerWatt)}</dd>
        {option.floorPerWatt !== undefined && option.floorCents !== undefined ? (
          <>
            <dt className="text-muted-foreground">Floor</dt>
            <dd className="tabular-nums" data-testid="floor-price">
              {perWatt(option.floorPerWatt)} ({dollarsOfCents(option.floorCents)})
            </dd>
          </>
        ) : null}
      </dl>
      {option.fromDesign ? (
        <p className="text-muted-foreground text-xs">Sized from the roof design.</p>
      ) : null}
    </article>
  );
}
