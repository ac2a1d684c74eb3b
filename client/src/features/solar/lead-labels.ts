/** How a lead reads to its owner: statuses, answers, figures and the week it came in. Pure, no React. */
import { countOf } from '@common/plural';
import type {
  SOLAR_FINANCING,
  SOLAR_OWNERSHIP,
  SOLAR_SHADE,
  SOLAR_TIMELINES,
  SolarLeadAnswers,
  SolarLeadStatus,
  SolarMailDelivery,
} from '@common/schemas/solar-leads';

export const STATUS_LABELS: Record<SolarLeadStatus, string> = {
  new: 'New',
  booked: 'Booked',
  contacted: 'Contacted',
  closed: 'Closed',
};

export const OWNERSHIP_LABELS: Record<(typeof SOLAR_OWNERSHIP)[number], string> = {
  own: 'Owns the home',
  rent: 'Rents',
};

export const SHADE_LABELS: Record<(typeof SOLAR_SHADE)[number], string> = {
  none: 'No shade',
  some: 'Some shade',
  heavy: 'Heavy shade',
};

export const FINANCING_LABELS: Record<(typeof SOLAR_FINANCING)[number], string> = {
  cash: 'Cash',
  loan: 'Loan',
  lease: 'Lease',
  ppa: 'Power purchase agreement',
  unsure: 'Not sure yet',
};

export const TIMELINE_LABELS: Record<(typeof SOLAR_TIMELINES)[number], string> = {
  asap: 'As soon as possible',
  '3months': 'Within 3 months',
  '6months': 'Within 6 months',
  later: 'Later',
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatKw = (kw: number | null) => (kw === null ? '—' : `${oneDecimal.format(kw)} kW`);
export const formatKwh = (kwh: number | null) => (kwh === null ? '—' : `${whole.format(kwh)} kWh`);
export const formatDollars = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : dollars.format(amount);
export const formatTonnes = (t: number) => `${oneDecimal.format(t)} t`;

/** Monday 00:00 of the week `now` is in, in the browser's time zone. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  // getDay: 0 Sunday … 6 Saturday; the week starts on Monday (ISO 8601), as the booking hours do.
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/** How many of the leads came in since this week's Monday. */
export function leadsThisWeek(leads: readonly { createdAt: string }[], now: Date): number {
  const since = startOfWeek(now).getTime();
  return leads.filter((l) => Date.parse(l.createdAt) >= since).length;
}

export type ScoreBand = 'high' | 'medium' | 'low';

/** The qualification score in three bands, for the meter's colour and its words. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 70) return 'high';
  if (score >= 40) return 'medium';
  return 'low';
}

/** One e-mail's fate in words: "Sent", "Failed: the reason", "Skipped: why", or still going out. */
export function mailOutcome(delivery: SolarMailDelivery | undefined): string {
  if (!delivery) return 'Being sent';
  const note = delivery.note ? `: ${delivery.note}` : '';
  if (delivery.status === 'sent') return 'Sent';
  if (delivery.status === 'failed') return `Failed${note}`;
  return `Not sent${note}`;
}

/** The answers a homeowner gave, as label and value pairs, in the order Solara asks them. */
export function answerRows(answers: SolarLeadAnswers): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Home', answers.ownership && OWNERSHIP_LABELS[answers.ownership]],
    ['Home type', answers.homeType],
    ['Roof age', answers.roofAgeYears === undefined ? undefined : countOf(answers.roofAgeYears, 'year')],
    ['Shade', answers.shade && SHADE_LABELS[answers.shade]],
    ['Monthly bill', answers.monthlyBill === undefined ? undefined : formatDollars(answers.monthlyBill)],
    ['Goals', answers.goals?.length ? answers.goals.join('; ') : undefined],
    ['Financing', answers.financing && FINANCING_LABELS[answers.financing]],
    ['Timeline', answers.timeline && TIMELINE_LABELS[answers.timeline]],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== undefined);
}
