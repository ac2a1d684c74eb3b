/**
 * The qualification score of a solar lead, 0 to 100: how likely a consultation turns into an installed
 * system. Pure. Seven parts add up to 100; an unknown answer earns a little, less than an average one,
 * so a lead that answered well outranks one that answered nothing.
 *
 * | part       | points                                                                 | unknown |
 * | ---------- | ---------------------------------------------------------------------- | ------: |
 * | ownership  | own 25, rent 0                                                         |       8 |
 * | bill ($/mo)| ≥ 250: 20, ≥ 150: 15, ≥ 100: 10, ≥ 50: 5, less: 0                      |       4 |
 * | roof age   | ≤ 10 years: 10, ≤ 20: 6, older: 2 (a new roof first)                   |       4 |
 * | shade      | none 10, some 6, heavy 0                                               |       4 |
 * | timeline   | asap 15, 3months 12, 6months 7, later 2                                |       4 |
 * | financing  | cash 10, loan 8, lease 6, ppa 6, unsure 3                              |       2 |
 * | contact    | name 2, e-mail 4, phone 4                                              |       0 |
 *
 * A renter cannot sign for a roof they do not own: their score is capped at 30 whatever else they said.
 */
import type { SolarLeadAnswers, SolarLeadContact } from '@common/schemas/solar-leads';

export const RENTER_SCORE_CAP = 30;

function billPoints(bill: number | undefined): number {
  if (bill === undefined) return 4;
  if (bill >= 250) return 20;
  if (bill >= 150) return 15;
  if (bill >= 100) return 10;
  if (bill >= 50) return 5;
  return 0;
}

function roofPoints(years: number | undefined): number {
  if (years === undefined) return 4;
  if (years <= 10) return 10;
  if (years <= 20) return 6;
  return 2;
}

const OWNERSHIP = { own: 25, rent: 0 } as const;
const SHADE = { none: 10, some: 6, heavy: 0 } as const;
const TIMELINE = { asap: 15, '3months': 12, '6months': 7, later: 2 } as const;
const FINANCING = { cash: 10, loan: 8, lease: 6, ppa: 6, unsure: 3 } as const;

/** The score of these answers and contact details (0 to 100, whole). */
export function scoreLead(answers: SolarLeadAnswers, contact: SolarLeadContact = {}): number {
  const points =
    (answers.ownership ? OWNERSHIP[answers.ownership] : 8) +
    billPoints(answers.monthlyBill) +
    roofPoints(answers.roofAgeYears) +
    (answers.shade ? SHADE[answers.shade] : 4) +
    (answers.timeline ? TIMELINE[answers.timeline] : 4) +
    (answers.financing ? FINANCING[answers.financing] : 2) +
    (contact.name ? 2 : 0) +
    (contact.email ? 4 : 0) +
    (contact.phone ? 4 : 0);
  const capped = answers.ownership === 'rent' ? Math.min(points, RENTER_SCORE_CAP) : points;
  return Math.max(0, Math.min(100, Math.round(capped)));
}
