/**
 * Solara's estimate card: the figures a homeowner asks about first, the monthly production, and every
 * assumption behind them in a dialog. Always labelled a non-binding estimate.
 */
import type { SolaraEstimateCard } from '@common/schemas/solara';
import { dollars, solaraMessages } from '@common/solar/solara';
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

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-muted/50 p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
      {note ? <dd className="text-muted-foreground text-xs">{note}</dd> : null}
    </div>
  );
}

/** The card, labelled in the conversation's language (the card says which). */
export function EstimateCard({ card }: { card: SolaraEstimateCard }) {
  const { ui } = solaraMessages(card.locale);
  return (
    <section
      aria-label={ui.estimateTitle}
      lang={card.locale ?? 'en'}
      className="mt-2 w-full rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{ui.estimateTitle}</h3>
        <Badge variant="outline">{card.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label={ui.systemSize} value={`${card.systemKw} kW`} note={ui.panels(card.panelCount)} />
        <Figure
          label={ui.production}
          value={ui.kwhPerYear(card.annualKwh)}
          note={card.offsetPct === null ? undefined : ui.ofYourUse(card.offsetPct)}
        />
        <Figure
          label={ui.priceRange}
          value={`${dollars(card.priceRange.low)}–${dollars(card.priceRange.high)}`}
          note={`$${card.priceRange.pricePerWattLow.toFixed(2)}–$${card.priceRange.pricePerWattHigh.toFixed(2)}/W`}
        />
        <Figure label={ui.firstYearSavings} value={dollars(card.savings.firstYear)} />
        <Figure
          label={ui.payback}
          value={ui.paybackValue(card.savings.paybackYearsLow, card.savings.paybackYearsHigh)}
          note={ui.overYears(dollars(card.savings.twentyFiveYear))}
        />
        <Figure
          label={ui.co2Avoided}
          value={ui.tonnesPerYear(card.co2.tonnesFirstYear)}
          note={ui.overYears(`${card.co2.tonnesLifetime} t`)}
        />
      </dl>
      <div className="mt-4">
        <MonthlyProductionChart monthlyKwh={card.monthlyKwh} locale={card.locale} />
      </div>
      <p className="mt-3 text-muted-foreground text-xs">{card.federalCredit}</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" className="mt-3">
            <Info className="size-4" aria-hidden="true" />
            {ui.assumptions}
          </Button>
        </DialogTrigger>
        <DialogContent lang={card.locale ?? 'en'}>
          <DialogHeader>
            <DialogTitle>{ui.assumptionsTitle}</DialogTitle>
            <DialogDescription>
              {ui.assumptionsIntro(card.station.name, card.station.distanceKm)}
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
              <dt className="text-muted-foreground">{ui.co2Source}</dt>
              <dd>{card.co2.source}</dd>
            </div>
          </dl>
        </DialogContent>
      </Dialog>
    </section>
  );
}
