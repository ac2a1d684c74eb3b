/** What Solara asks at each step, with the quick replies offered, in the conversation's language. Pure. */
import type { SolaraConfig, SolaraMessage, SolaraStep } from '../../schemas/solara';
import type { SolaraState } from './conversation-state';
import { type SolaraPrompt, solaraMessages } from './messages';
import { variantWording } from './variants';

/** The order of the questions; `infoChoice`, `pickSlot`, `consent` and `done` are reached otherwise. */
export const QUESTION_ORDER: readonly SolaraStep[] = [
  'zip',
  'ownership',
  'homeType',
  'roofAge',
  'shade',
  'bill',
  'goals',
  'financing',
  'timeline',
  'name',
  'email',
  'phone',
  'booking',
];

/** Steps a homeowner may leave unanswered: after two answers not understood, Solara moves on. */
export const OPTIONAL_STEPS: readonly SolaraStep[] = [
  'homeType',
  'roofAge',
  'shade',
  'goals',
  'financing',
  'timeline',
];

const firstName = (state: SolaraState) => state.contact.name?.split(' ')[0];

export function question(step: SolaraStep, state: SolaraState, config: SolaraConfig): SolaraMessage {
  const say = (text: string, quickReplies?: string[]): SolaraMessage => ({
    role: 'assistant',
    text,
    ...(quickReplies ? { quickReplies } : {}),
  });
  const ask = (prompt: SolaraPrompt) => say(prompt.text, prompt.quickReplies);
  const q = solaraMessages(config.locale).questions;
  // The variant's wording (a business's building, a battery's purpose); a usage figure asked for keeps its own.
  const worded = variantWording(config).questions[step];
  if (worded && !(step === 'bill' && state.askedUsage)) return say(worded.text, worded.quickReplies);
  switch (step) {
    case 'zip':
      return say(q.zip);
    case 'ownership':
      return ask(q.ownership);
    case 'homeType':
      return ask(q.homeType);
    case 'roofAge':
      return ask(q.roofAge);
    case 'shade':
      return ask(q.shade);
    case 'bill':
      return say(state.askedUsage ? q.billUsage : q.bill);
    case 'goals':
      return ask(q.goals);
    case 'financing':
      return say(
        config.financeProducts.some((p) => p === 'lease' || p === 'ppa')
          ? q.financingThirdParty
          : q.financing,
        [...config.financeProducts.map((p) => q.financeLabels[p]), q.notSure],
      );
    case 'timeline':
      return ask(q.timeline);
    case 'name':
      return say(q.name);
    case 'email':
      return say(q.email(firstName(state)));
    case 'phone':
      return ask(q.phone);
    case 'booking':
      return say(q.booking(config.brandName), q.bookingReplies);
    case 'infoChoice':
      return ask(q.infoChoice);
    case 'pickSlot':
      return say(q.pickSlot, [...state.offered.map((s) => s.label), q.anotherTime]);
    case 'consent':
      return say(q.consent(state.chosen?.label, config.consentText), q.consentReplies);
    case 'done':
      return ask(q.done);
  }
}

/** The first question not answered yet (an info-only conversation ends after the estimate). */
export function nextStep(state: SolaraState): SolaraStep {
  for (const step of QUESTION_ORDER) {
    if (state.answered.includes(step)) continue;
    if (state.infoOnly && QUESTION_ORDER.indexOf(step) > QUESTION_ORDER.indexOf('bill')) return 'done';
    return step;
  }
  return 'done';
}
