/**
 * The form-first layout's questions (/solar-ai-agent-old): the same questions Solara asks, as a form, and the
 * answer each of its fields gives at each step of the same conversation. The options are Solara's own quick
 * replies, so its readers understand every one.
 */
import type { SolaraStep } from '@common/schemas/solara';

export const OWNERSHIP_OPTIONS = ['I own it', 'I rent'] as const;
export const HOME_TYPE_OPTIONS = ['Single-family house', 'Townhouse', 'Condo', 'Mobile home'] as const;
export const ROOF_AGE_OPTIONS = [
  'Less than 5 years',
  'About 10 years',
  'About 20 years',
  'Not sure',
] as const;
export const SHADE_OPTIONS = ['No shade', 'Some shade', 'Heavy shade'] as const;
export const GOAL_OPTIONS = ['Lower my bill', 'Clean energy', 'Backup power', 'Home value'] as const;
export const FINANCING_OPTIONS = ['Cash', 'Loan', 'Lease', 'PPA', 'Not sure'] as const;
export const TIMELINE_OPTIONS = [
  'As soon as possible',
  'Within 3 months',
  'Within 6 months',
  'Just researching',
] as const;

export interface SolaraFormValues {
  zip: string;
  ownership: string;
  homeType: string;
  roofAge: string;
  shade: string;
  bill: string;
  goals: string[];
  financing: string;
  timeline: string;
}

export const EMPTY_FORM: SolaraFormValues = {
  zip: '',
  ownership: '',
  homeType: '',
  roofAge: '',
  shade: '',
  bill: '',
  goals: [],
  financing: '',
  timeline: '',
};

export type SolaraFormErrors = Partial<Record<keyof SolaraFormValues, string>>;

/** What is missing or wrong, by field (goals are optional). */
export function formErrors(values: SolaraFormValues): SolaraFormErrors {
  const errors: SolaraFormErrors = {};
  if (!/^\d{5}$/.test(values.zip.trim())) errors.zip = 'Enter a five-digit ZIP code.';
  const bill = Number(values.bill);
  if (values.bill.trim() === '' || !Number.isFinite(bill) || bill < 0)
    errors.bill = 'Enter your average monthly bill in dollars.';
  for (const key of ['ownership', 'homeType', 'roofAge', 'shade', 'financing', 'timeline'] as const)
    if (values[key] === '') errors[key] = 'Choose one.';
  return errors;
}

/**
 * The message that answers each step from the form. A renter's estimate is for information: the form asks
 * for an estimate, so it goes on with one.
 */
export function formAnswers(values: SolaraFormValues): Partial<Record<SolaraStep, string>> {
  return {
    zip: values.zip.trim(),
    ownership: values.ownership,
    infoChoice: 'Continue for information',
    homeType: values.homeType,
    roofAge: values.roofAge,
    shade: values.shade,
    bill: `$${Number(values.bill)}`,
    goals: values.goals.length > 0 ? values.goals.join(', ') : 'skip',
    financing: values.financing,
    timeline: values.timeline,
  };
}
