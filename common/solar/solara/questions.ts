/** What Solara asks at each step, with the quick replies offered. Pure. */
import type { SolaraConfig, SolaraFinanceProduct, SolaraMessage, SolaraStep } from '../../schemas/solara';
import type { SolaraState } from './conversation-state';
import { solaraVariant } from './variants';

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

export const BOOKING_REPLIES = ['Tomorrow morning', 'Next Tuesday afternoon', 'No thanks'];

const FINANCE_LABELS: Record<SolaraFinanceProduct, string> = {
  cash: 'Cash',
  loan: 'Loan',
  lease: 'Lease',
  ppa: 'PPA',
};

const firstName = (state: SolaraState) => state.contact.name?.split(' ')[0];

export function question(step: SolaraStep, state: SolaraState, config: SolaraConfig): SolaraMessage {
  const say = (text: string, quickReplies?: string[]): SolaraMessage => ({
    role: 'assistant',
    text,
    ...(quickReplies ? { quickReplies } : {}),
  });
  // The variant's wording (a business's building, a battery's purpose); a usage figure asked for keeps its own.
  const worded = solaraVariant(config.variant).questions[step];
  if (worded && !(step === 'bill' && state.askedUsage)) return say(worded.text, worded.quickReplies);
  switch (step) {
    case 'zip':
      return say('What’s your ZIP code? (Your address with its ZIP code works too.)');
    case 'ownership':
      return say('Do you own your home, or rent it?', ['I own it', 'I rent']);
    case 'homeType':
      return say('What kind of home is it?', ['Single-family house', 'Townhouse', 'Condo', 'Mobile home']);
    case 'roofAge':
      return say('About how old is the roof?', [
        'Less than 5 years',
        'About 10 years',
        'About 20 years',
        'Not sure',
      ]);
    case 'shade':
      return say('How much shade does the roof get during the day?', [
        'No shade',
        'Some shade',
        'Heavy shade',
      ]);
    case 'bill':
      return state.askedUsage
        ? say('How many kWh does your bill show, for a month or for a year? (“900 kWh a month”)')
        : say('What’s your average monthly electric bill? A rough figure is fine.');
    case 'goals':
      return say('What matters most to you with solar?', [
        'Lower my bill',
        'Clean energy',
        'Backup power',
        'Home value',
      ]);
    case 'financing':
      return say(
        config.financeProducts.some((p) => p === 'lease' || p === 'ppa')
          ? 'If you go ahead, how would you like to pay? (With a lease or PPA a company owns the panels, and you pay for them monthly or for their power.)'
          : 'If you go ahead, how would you like to pay?',
        [...config.financeProducts.map((p) => FINANCE_LABELS[p]), 'Not sure'],
      );
    case 'timeline':
      return say('When would you like it installed?', [
        'As soon as possible',
        'Within 3 months',
        'Within 6 months',
        'Just researching',
      ]);
    case 'name':
      return say('A few details so an advisor can follow up. What’s your name?');
    case 'email':
      return say(`Thanks${firstName(state) ? `, ${firstName(state)}` : ''}. What’s your e-mail address?`);
    case 'phone':
      return say('And a phone number? You can skip this.', ['Skip']);
    case 'booking':
      return say(
        `Would you like a free consultation with a ${config.brandName} advisor, to check the roof and firm up these numbers? Tell me when suits you, like “next Tuesday afternoon” or “tomorrow at 10”.`,
        BOOKING_REPLIES,
      );
    case 'infoChoice':
      return say('Shall I go on with an estimate for information?', [
        'Continue for information',
        'That’s all, thanks',
      ]);
    case 'pickSlot':
      return say('Which time suits you?', [...state.offered.map((s) => s.label), 'Another time']);
    case 'consent':
      return say(
        `${state.chosen?.label ?? 'That time'}. Before I book it, please read: “${config.consentText}” Do you agree?`,
        ['I agree, book it', 'No'],
      );
    case 'done':
      return say('Thanks for chatting. Say “start over” for a new estimate.', ['Start over']);
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
