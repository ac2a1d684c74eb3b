/**
 * What the console knows about a homeowner and what is still to ask: the Solara lead's answers merged with
 * the CRM contact and property (a manual deal has only the latter). Pure.
 */
import { countOf } from '@common/plural';
import type { CrmContact, CrmProperty } from '@common/schemas/solar-crm';
import type { SolarLead } from '@common/schemas/solar-leads';
import { SOLARA_FAQ } from '@common/solar/solara/faq';
import {
  FINANCING_LABELS,
  formatDollars,
  OWNERSHIP_LABELS,
  SHADE_LABELS,
  TIMELINE_LABELS,
} from '@/features/solar';

export interface HomeownerFacts {
  lead: SolarLead | null;
  contact: Pick<CrmContact, 'name' | 'email' | 'phone'>;
  property: Pick<CrmProperty, 'address' | 'city' | 'state' | 'zip' | 'monthlyBillCents'> | null;
}

export type QualificationField =
  | 'ownership'
  | 'roofAge'
  | 'shade'
  | 'bill'
  | 'financing'
  | 'timeline'
  | 'email'
  | 'phone';

export interface MissingField {
  field: QualificationField;
  label: string;
  /** What the rep can say to learn it. */
  ask: string;
}

const ASK: Record<QualificationField, Omit<MissingField, 'field'>> = {
  ownership: { label: 'Home ownership', ask: 'Do you own the home, or rent it?' },
  roofAge: {
    label: 'Roof age',
    ask: 'About how old is the roof? If it needs replacing soon, it is cheaper to do that first.',
  },
  shade: { label: 'Shade', ask: 'Do trees or buildings shade the roof during the middle of the day?' },
  bill: { label: 'Monthly electric bill', ask: 'What is your electric bill in a typical month?' },
  financing: {
    label: 'Financing',
    ask: 'Would you pay cash, or prefer a loan, a lease or a power purchase agreement?',
  },
  timeline: { label: 'Timeline', ask: 'When would you like the system installed?' },
  email: { label: 'E-mail address', ask: 'What e-mail address should the proposal go to?' },
  phone: { label: 'Phone number', ask: 'What is the best number to reach you on?' },
};

const billDollars = (f: HomeownerFacts): number | undefined =>
  f.lead?.answers.monthlyBill ??
  (f.property?.monthlyBillCents == null ? undefined : f.property.monthlyBillCents / 100);

/** The qualification fields nobody has answered yet, in the order a rep would ask them. */
export function missingFields(f: HomeownerFacts): MissingField[] {
  const a = f.lead?.answers ?? {};
  const p = f.lead?.property ?? {};
  const known: Record<QualificationField, boolean> = {
    ownership: (a.ownership ?? p.ownership) !== undefined,
    roofAge: (a.roofAgeYears ?? p.roofAgeYears) !== undefined,
    shade: (a.shade ?? p.shade) !== undefined,
    bill: billDollars(f) !== undefined,
    financing: a.financing !== undefined && a.financing !== 'unsure',
    timeline: a.timeline !== undefined,
    email: Boolean(f.contact.email ?? f.lead?.contact.email),
    phone: Boolean(f.contact.phone ?? f.lead?.contact.phone),
  };
  return (Object.keys(ASK) as QualificationField[])
    .filter((field) => !known[field])
    .map((field) => ({ field, ...ASK[field] }));
}

export interface RaisedConcern {
  id: string;
  question: string;
}

/** The FAQ questions the homeowner raised with Solara, in English, unknown ids left out. */
export function raisedConcerns(lead: SolarLead | null): RaisedConcern[] {
  const ids = lead?.answers.concerns ?? [];
  return ids.flatMap((id) => {
    const entry = SOLARA_FAQ.find((e) => e.id === id);
    return entry ? [{ id, question: entry.question.en }] : [];
  });
}

/** The conversation in a few lines, label and value; a line with nothing known is left out. */
export function summaryRows(f: HomeownerFacts): [string, string][] {
  const a = f.lead?.answers ?? {};
  const p = f.lead?.property ?? {};
  const ownership = a.ownership ?? p.ownership;
  const roofAge = a.roofAgeYears ?? p.roofAgeYears;
  const shade = a.shade ?? p.shade;
  const bill = billDollars(f);
  const place =
    p.address ??
    ([f.property?.address, f.property?.city, f.property?.state].filter(Boolean).join(', ') || undefined);
  const zip = p.zip ?? f.property?.zip;
  const home = [a.homeType ?? p.homeType, ownership && OWNERSHIP_LABELS[ownership].toLowerCase()]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | undefined][] = [
    ['Who', f.contact.name || f.lead?.contact.name],
    ['Where', [place, zip].filter(Boolean).join(' ') || undefined],
    ['Home', home || undefined],
    ['Bill', bill === undefined ? undefined : `${formatDollars(bill)} a month`],
    ['Roof', roofAge === undefined ? undefined : `${countOf(roofAge, 'year')} old`],
    ['Shade', shade && SHADE_LABELS[shade]],
    ['Goals', a.goals?.length ? a.goals.join('; ') : undefined],
    ['Financing', a.financing && FINANCING_LABELS[a.financing]],
    ['Timeline', a.timeline && TIMELINE_LABELS[a.timeline]],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}
