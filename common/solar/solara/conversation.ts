/**
 * Solara's guided conversation as a pure state machine: `beginSolara` greets, `advanceSolara` reads one
 * message, `resolveSolara` takes what a tool answered. Each returns the next state, what to say, and the tool
 * call needed before going on (a need), if any; `converse` (./converse.ts) drives the two with real tools.
 * Deterministic: the clock, the configuration and the conversation id are given. Everything it says comes
 * from the message catalogue of `config.locale` (./messages), and its readers read that language.
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
import { estimateCard, estimateSummary } from './estimate-card';
import { matchFaq, type SolaraFaqEntry } from './faq';
import { solaraMessages } from './messages';
import {
  isInfoContinue,
  isInfoStop,
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
import { readBuildingType, solaraVariant, variantWording } from './variants';

const wordsOf = (env: SolaraEnv) => solaraMessages(env.config.locale);

export function beginSolara(conversationId: string, env: SolaraEnv): SolaraTurn {
  const fresh = newSolaraState(conversationId);
  const goals = solaraVariant(env.config.variant).defaultGoals;
  const state = goals.length > 0 ? { ...fresh, answers: { ...fresh.answers, goals } } : fresh;
  return reply(state, env, [say(env.config.greeting)], 'zip');
}

/** The variant's own hint for a step's answer not understood, else `fallback`. */
const hintOf = (env: SolaraEnv, step: SolaraStep, fallback: string) =>
  variantWording(env.config).questions[step]?.hint ?? fallback;

/** Not understood: say so and ask again; an optional question is let go after two tries. */
function missed(state: SolaraState, env: SolaraEnv, hint: string): SolaraTurn {
  const turn =
    OPTIONAL_STEPS.includes(state.step) && state.misses >= 1
      ? reply(answered(state, state.step), env, [say(wordsOf(env).replies.letGo)])
      : replyOnly({ ...state, misses: state.misses + 1 }, env, say(hint));
  return { ...turn, missed: true };
}

export function advanceSolara(state: SolaraState, message: string, env: SolaraEnv): SolaraTurn {
  const text = message.trim();
  const lang = env.config.locale;
  const words = wordsOf(env);
  const { hints, replies: said } = words;
  if (isStartOver(text, lang)) return beginSolara(state.conversationId, env);
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
      if (isNo(text, lang) || isInfoStop(text, lang))
        return reply({ ...heard, step: 'done' }, env, [say(said.infoStop)], 'done');
      if (isYes(text, lang) || isInfoContinue(text, lang))
        return reply(answered(heard, 'infoChoice'), env, []);
      return missed(heard, env, hints.infoChoice);
    case 'ownership': {
      const ownership = readOwnership(text, lang);
      if (!ownership) return missed(heard, env, hintOf(env, 'ownership', hints.ownership));
      return setOwnership(heard, ownership, text, env);
    }
    case 'homeType': {
      const homeType = solaraVariant(env.config.variant).building
        ? readBuildingType(text, lang)
        : readHomeType(text, lang);
      if (!homeType) return missed(heard, env, hintOf(env, 'homeType', hints.homeType));
      const next = answered(heard, 'homeType');
      const notes = homeType === 'condo' || homeType === 'multi-family' ? [say(said.sharedRoof)] : [];
      return reply(
        { ...next, answers: { ...next.answers, homeType }, property: { ...next.property, homeType } },
        env,
        notes,
      );
    }
    case 'roofAge': {
      const age = readRoofAge(text, lang);
      if (age === null) return missed(heard, env, hints.roofAge);
      let next = answered(heard, 'roofAge');
      const notes: SolaraMessage[] = [];
      if (age !== 'unknown') {
        next = {
          ...next,
          answers: { ...next.answers, roofAgeYears: age },
          property: { ...next.property, roofAgeYears: age },
        };
        if (age >= 20) notes.push(say(said.oldRoof));
      }
      const shade = readShade(text.replace(/\d+/g, ''), lang);
      const mentionsShade = lang === 'es' ? /sombra|[aá]rbol|\bsol\b/i : /shad|tree|sun/i;
      if (shade && mentionsShade.test(text)) next = withShade(next, shade);
      return reply(next, env, notes);
    }
    case 'shade': {
      const shade = readShade(text, lang);
      if (!shade) return missed(heard, env, hints.shade);
      const notes = shade === 'heavy' ? [say(said.heavyShade)] : [];
      return reply(withShade(heard, shade), env, notes);
    }
    case 'bill':
      return answerBill(heard, text, env);
    case 'goals': {
      const given = solaraVariant(env.config.variant).defaultGoals;
      const goals = [...new Set([...given, ...(isSkip(text, lang) ? [] : readGoals(text, lang))])];
      const next = answered(heard, 'goals');
      return reply({ ...next, answers: { ...next.answers, goals } }, env, []);
    }
    case 'financing': {
      const financing = readFinancing(text, lang);
      if (!financing) return missed(heard, env, hints.financing);
      const next = answered(heard, 'financing');
      const notes = financing === 'lease' || financing === 'ppa' ? [say(words.card.thirdPartyCredit)] : [];
      return reply({ ...next, answers: { ...next.answers, financing } }, env, notes);
    }
    case 'timeline': {
      const timeline = readTimeline(text, lang);
      if (!timeline) return missed(heard, env, hints.timeline);
      const next = answered(heard, 'timeline');
      return reply({ ...next, answers: { ...next.answers, timeline } }, env, []);
    }
    case 'name': {
      const name = readName(text, lang);
      if (!name) return missed(heard, env, hints.name);
      const next = answered(heard, 'name');
      return reply({ ...next, contact: { ...next.contact, name } }, env, []);
    }
    case 'email': {
      const email = readEmail(text);
      if (!email) return missed(heard, env, hints.email);
      const next = answered(heard, 'email');
      return reply({ ...next, contact: { ...next.contact, email } }, env, []);
    }
    case 'phone': {
      if (isSkip(text, lang)) return reply(answered(heard, 'phone'), env, []);
      const phone = readPhone(text);
      if (!phone) return missed(heard, env, hints.phone);
      const next = answered(heard, 'phone');
      return reply({ ...next, contact: { ...next.contact, phone } }, env, []);
    }
    case 'booking':
    case 'pickSlot':
    case 'consent':
      return handleBookingAnswer(heard, text, env);
    case 'done':
      return reply(heard, env, [say(said.doneAgain, [said.startOver])], 'done');
  }
}

function answerFaq(state: SolaraState, entry: SolaraFaqEntry, env: SolaraEnv): SolaraTurn {
  const concerns = [...new Set([...(state.answers.concerns ?? []), entry.id])];
  const next = { ...state, answers: { ...state.answers, concerns } };
  return reply(next, env, [say(entry.answer[env.config.locale ?? 'en'])], state.step);
}

function withShade(state: SolaraState, shade: 'none' | 'some' | 'heavy'): SolaraState {
  const next = answered(state, 'shade');
  return { ...next, answers: { ...next.answers, shade }, property: { ...next.property, shade } };
}

function answerZip(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  const lang = env.config.locale;
  const words = wordsOf(env);
  const zip = readZip(text);
  const address =
    looksLikeAddress(text) && /[a-z]{3,}/i.test(text.replace(/\d{5}(-\d{4})?/, ''))
      ? text.slice(0, 200)
      : undefined;
  let next: SolaraState = address ? { ...state, property: { ...state.property, address } } : state;
  if (!zip)
    return address
      ? reply(next, env, [say(words.replies.zipForAddress)], 'zip')
      : missed(next, env, words.hints.zip);
  // Said along with the ZIP code ("85004, I own a townhouse"): not asked again.
  const homeType = readHomeType(text.replace(/\d/g, ''), lang);
  if (homeType && homeType !== 'single-family')
    next = answered(
      { ...next, answers: { ...next.answers, homeType }, property: { ...next.property, homeType } },
      'homeType',
    );
  // "I rent, 85003": taken once the ZIP code is known good (renting then changes the path).
  const ownership = readOwnership(text, lang);
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
  const homeType = readHomeType(text, env.config.locale);
  // "I own a townhouse": not asked again ("my home" says nothing of the kind of home).
  if (homeType && homeType !== 'single-family')
    next = answered(
      { ...next, answers: { ...next.answers, homeType }, property: { ...next.property, homeType } },
      'homeType',
    );
  if (ownership === 'own' || next.infoOnly) return reply(next, env, []);
  next = { ...next, infoOnly: 'rent' };
  const variantRent = variantWording(env.config).rent;
  return reply(next, env, [say(variantRent?.note ?? wordsOf(env).replies.rentNote)], 'infoChoice');
}

function answerBill(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  const lang = env.config.locale;
  const said = wordsOf(env).replies;
  const bill = readBill(text, lang);
  const zip = state.property.zip!;
  if (!bill) {
    const usage = lang === 'es' ? /\b(consumo|kwh|uso)\b/i : /\b(usage|kwh|use)\b/i;
    if (usage.test(text)) return reply({ ...state, askedUsage: true }, env, [], 'bill');
    return missed(state, env, hintOf(env, 'bill', wordsOf(env).hints.bill));
  }
  const variant = solaraVariant(env.config.variant);
  const wording = variantWording(env.config);
  if (bill.kind === 'unknown') {
    const ask = wording.billUnknown ?? said.billUnknown;
    return replyOnly(state, env, say(ask.text, ask.quickReplies));
  }
  if (bill.kind === 'zero')
    return replyOnly(
      { ...state, askedUsage: false },
      env,
      say(said.zeroBill.text, said.zeroBill.quickReplies),
    );
  if (bill.kind === 'usage') {
    const perKw = state.site?.specificYield ?? 0;
    if (perKw <= 0) return missed(state, env, said.usageFailed);
    const systemKw = Math.min(
      variant.usageMaxKw,
      Math.max(0.5, Math.round((bill.annualKwh / perKw) * 10) / 10),
    );
    return { state, replies: [], need: { kind: 'estimate', request: { zip, systemKw } } };
  }
  if (bill.dollars > 100_000) return missed(state, env, wording.billTooHigh ?? said.billTooHigh);
  const monthlyBill = Math.max(1, bill.dollars);
  const next = { ...state, answers: { ...state.answers, monthlyBill } };
  return { state: next, replies: [], need: { kind: 'estimate', request: { zip, monthlyBill } } };
}

/** What a tool answered, and the conversation going on from it. */
export function resolveSolara(state: SolaraState, outcome: SolaraOutcome, env: SolaraEnv): SolaraTurn {
  const said = wordsOf(env).replies;
  switch (outcome.kind) {
    case 'probe':
      return probed(state, outcome, env);
    case 'estimate': {
      if (!outcome.ok) return reply(state, env, [say(said.estimateFailed(outcome.message))], 'bill');
      const card = estimateCard(outcome.estimate, env.config, { financing: state.answers.financing });
      const place = outcome.estimate.place;
      let next = answered({ ...state, estimate: outcome.estimate, askedUsage: false }, 'bill');
      next = { ...next, property: { ...next.property, lat: place.lat, lon: place.lon } };
      const shown: SolaraMessage = { role: 'assistant', text: estimateSummary(card), card };
      const wording = variantWording(env.config);
      const notes = wording.afterEstimate ? [say(wording.afterEstimate)] : [];
      if (!next.infoOnly) return reply(next, env, [shown, ...notes]);
      const closing =
        next.infoOnly === 'rent'
          ? (wording.rent?.closing ?? said.rentClosing)
          : said.outOfAreaClosing(env.config.brandName);
      return reply({ ...next, step: 'done' }, env, [shown, ...notes, say(closing, [said.startOver])], 'done');
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
  const words = wordsOf(env).replies;
  if (!outcome.ok) {
    const { zip: _, ...property } = state.property;
    return reply({ ...state, property }, env, [say(words.zipFailed(outcome.message))], 'zip');
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
        words.outOfArea(
          env.config.brandName,
          zip,
          describeServiceArea(env.config.serviceArea, env.config.locale),
        ),
      ),
    ],
    'infoChoice',
  );
}
