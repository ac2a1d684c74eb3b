/**
 * Solara's estimate card: the figures a homeowner asks about first, the monthly production, and every
 * assumption behind them in a dialog. Always labelled a non-binding estimate.
 */
import { countOf } from '@common/plural';
import type { SolaraEstimateCard } from '@common/schemas/solara';
import { Info } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { MonthlyProductionChart } from './monthly-chart';

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

function payback(card: SolaraEstimateCard): string {
  const { paybackYearsLow: low, paybackYearsHigh: high } = card.savings;
  if (low === null) return 'over 25 years';
  if (high === null || high === low) return `about ${low} years`;
  return `${low}–${high} years`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-muted/50 p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
      {note ? <dd className="text-muted-foreground text-xs">{note}</dd> : null}
    </div>
  );
}

export function EstimateCard({ card }: { card: SolaraEstimateCard }) {
  return (
    <section
      aria-label="Your solar estimate"
      className="mt-2 w-full rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Your solar estimate</h3>
        <Badge variant="outline">{card.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label="System size" value={`${card.systemKw} kW`} note={countOf(card.panelCount, 'panel')} />
        <Figure
          label="Production"
          value={`${card.annualKwh.toLocaleString('en-US')} kWh/yr`}
          note={card.offsetPct === null ? undefined : `${card.offsetPct}% of your use`}
        />
        <Figure
          label="Price range"
          value={`${dollars(card.priceRange.low)}–${dollars(card.priceRange.high)}`}
          note={`$${card.priceRange.pricePerWattLow.toFixed(2)}–$${card.priceRange.pricePerWattHigh.toFixed(2)}/W`}
        />
        <Figure label="First-year savings" value={dollars(card.savings.firstYear)} />
        <Figure
          label="Payback"
          value={payback(card)}
          note={`${dollars(card.savings.twentyFiveYear)} over 25 years`}
        />
        <Figure
          label="CO2 avoided"
          value={`${card.co2.tonnesFirstYear} t/yr`}
          note={`${card.co2.tonnesLifetime} t over 25 years`}
        />
      </dl>
      <div className="mt-4">
        <MonthlyProductionChart monthlyKwh={card.monthlyKwh} />
      </div>
      <p className="mt-3 text-muted-foreground text-xs">{card.federalCredit}</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" className="mt-3">
            <Info className="size-4" aria-hidden="true" />
            Assumptions
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>What this estimate assumes</DialogTitle>
            <DialogDescription>
              A non-binding estimate from the weather at {card.station.name} ({card.station.distanceKm} km
              away). An advisor checks your roof before any quote.
            </DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2 text-sm">
            {card.assumptions.map((a) => (
              <div key={a.label} className="grid grid-cols-[8rem_1fr] gap-2">
                <dt className="text-muted-foreground">{a.label}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
            <div className="grid grid-cols-[8rem_1fr] gap-2">
              <dt className="text-muted-foreground">CO2 source</dt>
              <dd>{card.co2.source}</dd>
            </div>
          </dl>
        </DialogContent>
      </Dialog>
    </section>
  );
}
