/**
 * Booking a consultation from free text: a wanted time ("next Tuesday afternoon") → the owner's open slots
 * in that window → one chosen → the consent text shown → on "I agree", the lead saved, then the slot booked.
 * A slot taken meanwhile offers the next ones. Declining keeps the lead without consent: nobody calls. Pure.
 */
import type { SolaraSlot } from '../../schemas/solara';
import { leadDraft, type SolaraOutcome, type SolaraState, type SolaraTurn } from './conversation-state';
import { solaraMessages } from './messages';
import { fold, isNo, isYes } from './parse-answers';
import { readWantedTime, slotLabel } from './parse-when';
import { answered, reply, replyOnly, type SolaraEnv, say } from './reply';

const DAY_MS = 86_400_000;
/** How far past the wanted window open slots are looked for, when the window has none. */
const LOOK_AHEAD_DAYS = 14;
const OFFER_MAX = 4;

const missedTime = (...args: Parameters<typeof replyOnly>): SolaraTurn => ({
  ...replyOnly(...args),
  missed: true,
});

const wantsAnother = (text: string, locale: SolaraEnv['config']['locale']) =>
  locale === 'es'
    ? /\b(otra|otro|otros|otras|diferente|ninguna|ninguno|mas tarde|mas temprano|antes)\b/.test(fold(text))
    : /\b(another|other|different|none|later|earlier)\b/i.test(text);

export function handleBookingAnswer(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  const lang = env.config.locale;
  if (state.step === 'consent') return answerConsent(state, text, env);
  if (state.step === 'pickSlot') {
    const chosen = pickOffered(state.offered, text, env.config.timeZone, lang);
    if (chosen) return reply({ ...state, chosen }, env, [], 'consent');
    if (isNo(text, lang) || wantsAnother(text, lang)) {
      const wanted = readWantedTime(text, env.now, env.config.timeZone, lang);
      if (!wanted) return reply({ ...state, offered: [] }, env, [], 'booking');
    }
  }
  if (isNo(text, lang)) return declineBooking(state, env);
  const wanted = readWantedTime(text, env.now, env.config.timeZone, lang);
  if (!wanted) {
    const hint = solaraMessages(lang).hints.time;
    return missedTime({ ...state, misses: state.misses + 1 }, env, say(hint.text, hint.quickReplies));
  }
  const from = new Date(Math.max(wanted.from.getTime(), env.now.getTime()));
  const to = new Date(Math.max(wanted.to.getTime(), from.getTime() + LOOK_AHEAD_DAYS * DAY_MS));
  return {
    state: {
      ...state,
      wanted: {
        from: from.toISOString(),
        to: wanted.to.toISOString(),
        exact: wanted.exact?.toISOString() ?? null,
      },
    },
    replies: [],
    need: { kind: 'slots', from: from.toISOString(), to: to.toISOString() },
  };
}

/**
 * A slot offered, by its label, its number ("the second", "la segunda"), or its time ("2pm", "the 10:30 one",
 * "la de las 14:00").
 */
function pickOffered(
  offered: SolaraSlot[],
  text: string,
  timeZone: string,
  locale: SolaraEnv['config']['locale'],
): SolaraSlot | null {
  const t = locale === 'es' ? fold(text) : text.trim().toLowerCase();
  const byLabel = offered.find((s) => (locale === 'es' ? fold(s.label) : s.label.toLowerCase()) === t);
  if (byLabel) return byLabel;
  const ordinals =
    locale === 'es'
      ? ['primer[oa]?', 'segund[oa]', 'tercer[oa]?', 'cuart[oa]']
      : ['first', 'second', 'third', 'fourth'];
  const index = ordinals.findIndex((word) => new RegExp(`\\b${word}\\b`).test(t));
  if (index >= 0) return offered[index] ?? null;
  const number = /^(?:#|number |option |opcion |la |el )?([1-4])$/.exec(t);
  if (number) return offered[Number(number[1]) - 1] ?? null;
  const clock = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/.exec(t);
  if (!clock) return null;
  if (locale === 'es') {
    // Spanish labels read the 24-hour clock ("14:00"); "las 2" is 2 in the afternoon as much as "14".
    const matches = offered.filter((s) => {
      const time = /(\d{1,2}):(\d{2})$/.exec(s.label);
      if (!time) return false;
      const hour = Number(time[1]);
      const said = Number(clock[1]);
      const hourMatches =
        clock[3] === 'pm'
          ? (said % 12) + 12 === hour
          : clock[3] === 'am'
            ? said % 12 === hour
            : said === hour || said + 12 === hour;
      return hourMatches && (clock[2] === undefined || clock[2] === time[2]);
    });
    return matches.length === 1 ? matches[0]! : null;
  }
  const matches = offered.filter((s) => {
    const label = slotLabel(s.startsAt, timeZone).toLowerCase();
    const time = /(\d{1,2}):(\d{2}) (am|pm)/.exec(label);
    if (!time) return false;
    return (
      time[1] === String(Number(clock[1])) &&
      (clock[2] === undefined || clock[2] === time[2]) &&
      (clock[3] === undefined || clock[3] === time[3])
    );
  });
  return matches.length === 1 ? matches[0]! : null;
}

function answerConsent(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  const lang = env.config.locale;
  const m = solaraMessages(lang).booking;
  if (isYes(text, lang) && state.chosen) {
    const consent = { text: env.config.consentText, at: env.now.toISOString() };
    const next = { ...state, consent };
    if (state.leadId)
      return {
        state: next,
        replies: [],
        need: {
          kind: 'book',
          leadId: state.leadId,
          startsAt: state.chosen.startsAt,
          consentText: consent.text,
        },
      };
    return { state: next, replies: [], need: { kind: 'saveLead', lead: leadDraft(next) } };
  }
  if (isNo(text, lang) || wantsAnother(text, lang))
    return replyOnly(
      { ...state, chosen: null },
      env,
      say(m.declined.text, m.declined.quickReplies),
      'booking',
    );
  return replyOnly(state, env, say(solaraMessages(lang).hints.consent));
}

function declineBooking(state: SolaraState, env: SolaraEnv): SolaraTurn {
  const words = solaraMessages(env.config.locale);
  const next = answered({ ...state, chosen: null, offered: [] }, 'booking');
  if (state.leadId)
    return reply(
      { ...next, step: 'done' },
      env,
      [say(words.booking.notBooked, [words.replies.startOver])],
      'done',
    );
  return {
    state: { ...next, consent: null },
    replies: [],
    need: { kind: 'saveLead', lead: leadDraft({ ...next, consent: null }) },
  };
}

export function handleBookingOutcome(state: SolaraState, outcome: SolaraOutcome, env: SolaraEnv): SolaraTurn {
  const words = solaraMessages(env.config.locale);
  const m = words.booking;
  switch (outcome.kind) {
    case 'slots': {
      if (!outcome.ok) return reply(state, env, [say(m.slotsFailed)], 'booking');
      return offerSlots(state, outcome.slots, env);
    }
    case 'saveLead': {
      if (!outcome.ok) return reply(state, env, [say(m.saveFailed)], state.step);
      const next = { ...state, leadId: outcome.leadId };
      // Saved on declining a booking: nothing more to do.
      if (!next.consent || !next.chosen)
        return reply(
          { ...next, step: 'done' },
          env,
          [say(m.declinedSaved, [words.replies.startOver])],
          'done',
        );
      return {
        state: next,
        replies: [],
        need: {
          kind: 'book',
          leadId: outcome.leadId,
          startsAt: next.chosen.startsAt,
          consentText: next.consent.text,
        },
      };
    }
    case 'book': {
      if (!outcome.ok) {
        if (outcome.taken && state.wanted) {
          const sorry = { ...state, chosen: null };
          return {
            state: sorry,
            replies: [say(m.taken)],
            need: {
              kind: 'slots',
              from: state.wanted.from,
              to: new Date(Date.parse(state.wanted.from) + LOOK_AHEAD_DAYS * DAY_MS).toISOString(),
            },
          };
        }
        return reply(state, env, [say(m.bookFailed(outcome.message))], 'booking');
      }
      const a = outcome.appointment;
      const appointment = { ...a, label: slotLabel(a.startsAt, env.config.timeZone, env.config.locale) };
      const next = answered({ ...state, appointment, step: 'done' }, 'booking');
      return reply(
        next,
        env,
        [
          {
            role: 'assistant',
            text: m.booked(appointment.label, env.config.brandName, state.contact.email),
            card: { kind: 'booked', appointment },
            quickReplies: [words.replies.startOver],
          },
        ],
        'done',
      );
    }
    default:
      return reply(state, env, [], state.step);
  }
}

/** The platform's own Solara with no open hours: nobody would take the consultation, so none is booked. */
export const DEMONSTRATION_NO_HOURS = solaraMessages('en').booking.demonstrationNoHours;

function offerSlots(
  state: SolaraState,
  slots: { startsAt: string; endsAt: string }[],
  env: SolaraEnv,
): SolaraTurn {
  const zone = env.config.timeZone;
  const words = solaraMessages(env.config.locale);
  const m = words.booking;
  const now = env.now.getTime();
  const open = slots
    .filter((s) => Date.parse(s.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((s) => ({
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      label: slotLabel(s.startsAt, zone, env.config.locale),
    }));
  if (open.length === 0 && env.config.demonstration)
    return reply(
      { ...answered({ ...state, offered: [], chosen: null }, 'booking'), step: 'done' },
      env,
      [say(m.demonstrationNoHours, [words.replies.startOver])],
      'done',
    );
  if (open.length === 0)
    return reply(
      { ...state, offered: [] },
      env,
      [say(m.noOpenTimes.text, m.noOpenTimes.quickReplies)],
      'booking',
    );
  const wanted = state.wanted;
  if (wanted?.exact) {
    const exact = open.find((s) => Date.parse(s.startsAt) === Date.parse(wanted.exact!));
    if (exact) return reply({ ...state, offered: [exact], chosen: exact }, env, [], 'consent');
  }
  const inWindow = wanted
    ? open.filter(
        (s) =>
          Date.parse(s.startsAt) >= Date.parse(wanted.from) && Date.parse(s.startsAt) < Date.parse(wanted.to),
      )
    : open;
  const offered = (inWindow.length > 0 ? inWindow : open).slice(0, OFFER_MAX);
  const lead = inWindow.length > 0 ? (wanted?.exact ? m.exactNotOpen : m.open) : m.nearest;
  const next = { ...state, offered, chosen: null };
  return reply(
    next,
    env,
    [{ role: 'assistant', text: lead, card: { kind: 'slots', slots: offered } }],
    'pickSlot',
  );
}
