/**
 * Solara's guided conversation as a pure state machine: `beginSolara` greets, `advanceSolara` reads one
 * message, `resolveSolara` takes what a tool answered. Each returns the next state, what to say, and the tool
 * call needed before going on (a need), if any; `converse` (./converse.ts) drives the two with real tools.
 * Deterministic: the clock, the configuration and the conversation id are given.
 */
import type { SolaraMessage, SolaraStep } from '../../schemas/solara';
import { handleBookingAnswer, handleBookingOutcome } from './booking';
import {
  newSolaraState,
  type SolaraOutcome,
  type SolaraState,
  type SolaraTurn,
  withTranscript,
} from './conversation-state';
import { estimateCard, estimateSummary, THIRD_PARTY_CREDIT } from './estimate-card';
import { matchFaq, type SolaraFaqEntry } from './faq';
import {
  isNo,
  isSkip,
  isStartOver,
  isYes,
  looksLikeAddress,
  readBill,
  readEmail,
  readFinancing,
  readGoals,
  readHomeType,
  readName,
  readOwnership,
  readPhone,
  readRoofAge,
  readShade,
  readTimeline,
  readZip,
} from './parse-answers';
import { OPTIONAL_STEPS } from './questions';
import { answered, reply, replyOnly, type SolaraEnv, say } from './reply';
import { describeServiceArea, inServiceArea } from './service-area';
import { readBuildingType, solaraVariant } from './variants';

export function beginSolara(conversationId: string, env: SolaraEnv): SolaraTurn {
  const fresh = newSolaraState(conversationId);
  const goals = solaraVariant(env.config.variant).defaultGoals;
  const state = goals.length > 0 ? { ...fresh, answers: { ...fresh.answers, goals } } : fresh;
  return reply(state, env, [say(env.config.greeting)], 'zip');
}

/** The variant's own hint for a step's answer not understood, else `fallback`. */
const hintOf = (env: SolaraEnv, step: SolaraStep, fallback: string) =>
  solaraVariant(env.config.variant).questions[step]?.hint ?? fallback;

/** Not understood: say so and ask again; an optional question is let go after two tries. */
function missed(state: SolaraState, env: SolaraEnv, hint: string): SolaraTurn {
  const turn =
    OPTIONAL_STEPS.includes(state.step) && state.misses >= 1
      ? reply(answered(state, state.step), env, [say('No problem, I’ll leave that for the advisor.')])
      : replyOnly({ ...state, misses: state.misses + 1 }, env, say(hint));
  return { ...turn, missed: true };
}

export function advanceSolara(state: SolaraState, message: string, env: SolaraEnv): SolaraTurn {
  const text = message.trim();
  if (isStartOver(text)) return beginSolara(state.conversationId, env);
  const heard = withTranscript(state, 'user', text, env.now);
  if (text === '') return reply(heard, env, [], heard.step);
  // A question or worry in place of an answer ("what if I sell the house?"): the curated answer, then the
  // question again. Recorded for the advisor.
  const faq = matchFaq(text);
  if (faq) return answerFaq(heard, faq, env);
  switch (heard.step) {
    case 'zip':
      return answerZip(heard, text, env);
    case 'infoChoice':
      if (isNo(text) || /\b(that's all|thats all|that’s all|bye|stop)\b/i.test(text))
        return reply(
          { ...heard, step: 'done' },
          env,
          [say('Thanks for stopping by. Good luck with your energy plans!')],
          'done',
        );
      if (isYes(text) || /\b(continue|information|go on|estimate)\b/i.test(text))
        return reply(answered(heard, 'infoChoice'), env, []);
      return missed(heard, env, 'Just say “continue” for an estimate for information, or “that’s all”.');
    case 'ownership': {
      const ownership = readOwnership(text);
      if (!ownership)
        return missed(
          heard,
          env,
          hintOf(env, 'ownership', 'Sorry, I didn’t catch that. Do you own the home, or rent it?'),
        );
      return setOwnership(heard, ownership, text, env);
    }
    case 'homeType': {
      const homeType = solaraVariant(env.config.variant).building
        ? readBuildingType(text)
        : readHomeType(text);
      if (!homeType)
        return missed(
          heard,
          env,
          hintOf(env, 'homeType', 'Sorry, I didn’t catch that: a house, townhouse, condo or mobile home?'),
        );
      const next = answered(heard, 'homeType');
      const notes =
        homeType === 'condo' || homeType === 'multi-family'
          ? [
              say(
                'With a shared roof, the building’s owners or association usually have to agree; an advisor can help with that.',
              ),
            ]
          : [];
      return reply(
        { ...next, answers: { ...next.answers, homeType }, property: { ...next.property, homeType } },
        env,
        notes,
      );
    }
    case 'roofAge': {
      const age = readRoofAge(text);
      if (age === null)
        return missed(heard, env, 'Sorry, I didn’t catch that. Roughly how many years old is the roof?');
      let next = answered(heard, 'roofAge');
      const notes: SolaraMessage[] = [];
      if (age !== 'unknown') {
        next = {
          ...next,
          answers: { ...next.answers, roofAgeYears: age },
          property: { ...next.property, roofAgeYears: age },
        };
        if (age >= 20)
          notes.push(
            say('A roof that old may need replacing before panels go on; an advisor would check it first.'),
          );
      }
      const shade = readShade(text.replace(/\d+/g, ''));
      if (shade && /shad|tree|sun/i.test(text)) next = withShade(next, shade);
      return reply(next, env, notes);
    }
    case 'shade': {
      const shade = readShade(text);
      if (!shade)
        return missed(heard, env, 'Sorry, I didn’t catch that: no shade, some shade, or heavy shade?');
      const notes =
        shade === 'heavy'
          ? [
              say(
                'Heavy shade cuts what panels make. The estimate assumes typical losses; an advisor would measure yours.',
              ),
            ]
          : [];
      return reply(withShade(heard, shade), env, notes);
    }
    case 'bill':
      return answerBill(heard, text, env);
    case 'goals': {
      const given = solaraVariant(env.config.variant).defaultGoals;
      const goals = [...new Set([...given, ...(isSkip(text) ? [] : readGoals(text))])];
      const next = answered(heard, 'goals');
      return reply({ ...next, answers: { ...next.answers, goals } }, env, []);
    }
    case 'financing': {
      const financing = readFinancing(text);
      if (!financing)
        return missed(heard, env, 'Sorry, I didn’t catch that: cash, a loan, a lease, a PPA, or not sure?');
      const next = answered(heard, 'financing');
      const notes = financing === 'lease' || financing === 'ppa' ? [say(THIRD_PARTY_CREDIT)] : [];
      return reply({ ...next, answers: { ...next.answers, financing } }, env, notes);
    }
    case 'timeline': {
      const timeline = readTimeline(text);
      if (!timeline)
        return missed(heard, env, 'Sorry, I didn’t catch that. Soon, within a few months, or later?');
      const next = answered(heard, 'timeline');
      return reply({ ...next, answers: { ...next.answers, timeline } }, env, []);
    }
    case 'name': {
      const name = readName(text);
      if (!name) return missed(heard, env, 'What name should the advisor use?');
      const next = answered(heard, 'name');
      return reply({ ...next, contact: { ...next.contact, name } }, env, []);
    }
    case 'email': {
      const email = readEmail(text);
      if (!email)
        return missed(
          heard,
          env,
          'That doesn’t look like an e-mail address. Could you check it? I send the estimate and any booking there.',
        );
      const next = answered(heard, 'email');
      return reply({ ...next, contact: { ...next.contact, email } }, env, []);
    }
    case 'phone': {
      if (isSkip(text)) return reply(answered(heard, 'phone'), env, []);
      const phone = readPhone(text);
      if (!phone)
        return missed(
          heard,
          env,
          'That doesn’t look like a US phone number (ten digits). Try again, or say “skip”.',
        );
      const next = answered(heard, 'phone');
      return reply({ ...next, contact: { ...next.contact, phone } }, env, []);
    }
    case 'booking':
    case 'pickSlot':
    case 'consent':
      return handleBookingAnswer(heard, text, env);
    case 'done':
      return reply(
        heard,
        env,
        [say('Thanks for chatting! Say “start over” for a new estimate.', ['Start over'])],
        'done',
      );
  }
}

function answerFaq(state: SolaraState, entry: SolaraFaqEntry, env: SolaraEnv): SolaraTurn {
  const concerns = [...new Set([...(state.answers.concerns ?? []), entry.id])];
  const next = { ...state, answers: { ...state.answers, concerns } };
  return reply(next, env, [say(entry.answer.en)], state.step);
}

function withShade(state: SolaraState, shade: 'none' | 'some' | 'heavy'): SolaraState {
  const next = answered(state, 'shade');
  return { ...next, answers: { ...next.answers, shade }, property: { ...next.property, shade } };
}

function answerZip(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  const zip = readZip(text);
  const address =
    looksLikeAddress(text) && /[a-z]{3,}/i.test(text.replace(/\d{5}(-\d{4})?/, ''))
      ? text.slice(0, 200)
      : undefined;
  let next: SolaraState = address ? { ...state, property: { ...state.property, address } } : state;
  if (!zip)
    return address
      ? reply(
          next,
          env,
          [say('Thanks. What’s the ZIP code there? I use it to find your local sunshine data.')],
          'zip',
        )
      : missed(next, env, 'I need a five-digit ZIP code to find your local sunshine data, like 85004.');
  // Said along with the ZIP code ("85004, I own a townhouse"): not asked again.
  const homeType = readHomeType(text.replace(/\d/g, ''));
  if (homeType && homeType !== 'single-family')
    next = answered(
      { ...next, answers: { ...next.answers, homeType }, property: { ...next.property, homeType } },
      'homeType',
    );
  // "I rent, 85003": taken once the ZIP code is known good (renting then changes the path).
  const ownership = readOwnership(text);
  if (ownership) next = { ...next, answers: { ...next.answers, ownership } };
  next = { ...next, property: { ...next.property, zip } };
  return { state: next, replies: [], need: { kind: 'probe', request: { zip, systemKw: 1 } } };
}

function setOwnership(
  state: SolaraState,
  ownership: 'own' | 'rent',
  text: string,
  env: SolaraEnv,
): SolaraTurn {
  let next = answered(state, 'ownership');
  next = { ...next, answers: { ...next.answers, ownership }, property: { ...next.property, ownership } };
  const homeType = readHomeType(text);
  // "I own a townhouse": not asked again ("my home" says nothing of the kind of home).
  if (homeType && homeType !== 'single-family')
    next = answered(
      { ...next, answers: { ...next.answers, homeType }, property: { ...next.property, homeType } },
      'homeType',
    );
  if (ownership === 'own' || next.infoOnly) return reply(next, env, []);
  next = { ...next, infoOnly: 'rent' };
  const variantRent = solaraVariant(env.config.variant).rent;
  return reply(
    next,
    env,
    [
      say(
        variantRent?.note ??
          'Thanks for saying so. Since you rent, panels on the roof are your landlord’s decision. Two paths work for renters: ask your landlord (some share the savings with tenants), or community solar, where you subscribe to part of a local solar farm and get credits on your bill, with no roof needed, where your state offers it. I can still estimate what this home could make, for information only, with no sales call.',
      ),
    ],
    'infoChoice',
  );
}

const ZERO_BILL =
  'A $0 bill usually means solar or credits already cover your use, or someone else pays it, so there is nothing to save from it. To size a system I need what you’d pay without that: a typical monthly bill, or the kWh your bill shows.';

function answerBill(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  const bill = readBill(text);
  const zip = state.property.zip!;
  if (!bill) {
    if (/\b(usage|kwh|use)\b/i.test(text)) return reply({ ...state, askedUsage: true }, env, [], 'bill');
    return missed(
      state,
      env,
      hintOf(
        env,
        'bill',
        'Sorry, I didn’t catch that. About how much is the electric bill a month, in dollars?',
      ),
    );
  }
  const variant = solaraVariant(env.config.variant);
  if (bill.kind === 'unknown' && variant.building)
    return replyOnly(
      state,
      env,
      say(
        'A rough figure is fine, or the kWh the bill shows. About how much does the business pay a month?',
        ['About $500', 'About $2,000', 'About $5,000'],
      ),
    );
  if (bill.kind === 'unknown')
    return replyOnly(
      state,
      env,
      say('A rough figure is fine: most homes pay $100–$250 a month. About how much is yours?', [
        'About $100',
        'About $150',
        'About $250',
      ]),
    );
  if (bill.kind === 'zero')
    return replyOnly(
      { ...state, askedUsage: false },
      env,
      say(ZERO_BILL, ['Size from my usage', 'About $100', 'About $150']),
    );
  if (bill.kind === 'usage') {
    const perKw = state.site?.specificYield ?? 0;
    if (perKw <= 0)
      return missed(
        state,
        env,
        'Sorry, I could not size from usage here. What’s the monthly bill in dollars?',
      );
    const systemKw = Math.min(
      variant.usageMaxKw,
      Math.max(0.5, Math.round((bill.annualKwh / perKw) * 10) / 10),
    );
    return { state, replies: [], need: { kind: 'estimate', request: { zip, systemKw } } };
  }
  if (bill.dollars > 100_000)
    return missed(
      state,
      env,
      variant.building
        ? 'That seems too high for a monthly bill. What’s a typical month, in dollars?'
        : 'That seems too high for a home’s monthly bill. What’s a typical month, in dollars?',
    );
  const monthlyBill = Math.max(1, bill.dollars);
  const next = { ...state, answers: { ...state.answers, monthlyBill } };
  return { state: next, replies: [], need: { kind: 'estimate', request: { zip, monthlyBill } } };
}

/** What a tool answered, and the conversation going on from it. */
export function resolveSolara(state: SolaraState, outcome: SolaraOutcome, env: SolaraEnv): SolaraTurn {
  switch (outcome.kind) {
    case 'probe':
      return probed(state, outcome, env);
    case 'estimate': {
      if (!outcome.ok)
        return reply(
          state,
          env,
          [say(`I couldn’t make the estimate: ${outcome.message} Could you give the bill again?`)],
          'bill',
        );
      const card = estimateCard(outcome.estimate, env.config, { financing: state.answers.financing });
      const place = outcome.estimate.place;
      let next = answered({ ...state, estimate: outcome.estimate, askedUsage: false }, 'bill');
      next = { ...next, property: { ...next.property, lat: place.lat, lon: place.lon } };
      const shown: SolaraMessage = { role: 'assistant', text: estimateSummary(card), card };
      const variant = solaraVariant(env.config.variant);
      const notes = variant.afterEstimate ? [say(variant.afterEstimate)] : [];
      if (!next.infoOnly) return reply(next, env, [shown, ...notes]);
      const closing =
        next.infoOnly === 'rent'
          ? (variant.rent?.closing ??
            'That’s for information only: since you rent, I won’t book a sales call. If your landlord is interested, they can chat with me for a quote of their own; community solar is the other path where your state offers it.')
          : `That’s for information only: ${env.config.brandName} doesn’t install in your area, so I won’t book a consultation.`;
      return reply({ ...next, step: 'done' }, env, [shown, ...notes, say(closing, ['Start over'])], 'done');
    }
    default:
      return handleBookingOutcome(state, outcome, env);
  }
}

function probed(
  state: SolaraState,
  outcome: Extract<SolaraOutcome, { kind: 'probe' }>,
  env: SolaraEnv,
): SolaraTurn {
  const zip = state.property.zip ?? '';
  if (!outcome.ok) {
    const { zip: _, ...property } = state.property;
    return reply(
      { ...state, property },
      env,
      [say(`${outcome.message} Could you check the ZIP code?`)],
      'zip',
    );
  }
  const e = outcome.estimate;
  let next = answered(
    { ...state, site: { specificYield: e.specificYield, stationName: e.station.name } },
    'zip',
  );
  const said = next.answers.ownership;
  if (inServiceArea(env.config.serviceArea, zip))
    return said ? setOwnership(next, said, '', env) : reply(next, env, []);
  next = { ...next, infoOnly: 'outOfArea' };
  if (said) next = answered({ ...next, property: { ...next.property, ownership: said } }, 'ownership');
  return reply(
    next,
    env,
    [
      say(
        `${env.config.brandName} doesn’t install in ZIP code ${zip}: we work in ${describeServiceArea(env.config.serviceArea)}. I can still estimate what solar would do there, for information only.`,
      ),
    ],
    'infoChoice',
  );
}
