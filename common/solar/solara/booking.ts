/**
 * Booking a consultation from free text: a wanted time ("next Tuesday afternoon") → the owner's open slots
 * in that window → one chosen → the consent text shown → on "I agree", the lead saved, then the slot booked.
 * A slot taken meanwhile offers the next ones. Declining keeps the lead without consent: nobody calls. Pure.
 */
import type { SolaraSlot } from '../../schemas/solara';
import { leadDraft, type SolaraOutcome, type SolaraState, type SolaraTurn } from './conversation-state';
import { isNo, isYes } from './parse-answers';
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

const wantsAnother = (text: string) => /\b(another|other|different|none|later|earlier)\b/i.test(text);

export function handleBookingAnswer(state: SolaraState, text: string, env: SolaraEnv): SolaraTurn {
  if (state.step === 'consent') return answerConsent(state, text, env);
  if (state.step === 'pickSlot') {
    const chosen = pickOffered(state.offered, text, env.config.timeZone);
    if (chosen) return reply({ ...state, chosen }, env, [], 'consent');
    if (isNo(text) || wantsAnother(text)) {
      const wanted = readWantedTime(text, env.now, env.config.timeZone);
      if (!wanted) return reply({ ...state, offered: [] }, env, [], 'booking');
    }
  }
  if (isNo(text)) return declineBooking(state, env);
  const wanted = readWantedTime(text, env.now, env.config.timeZone);
  if (!wanted)
    return missedTime(
      { ...state, misses: state.misses + 1 },
      env,
      say(
        'Sorry, I didn’t catch a day or time. Try “Friday morning”, “tomorrow at 10” or “first available”.',
        ['First available', 'Tomorrow morning', 'No thanks'],
      ),
    );
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

/** A slot offered, by its label, its number ("the second"), or its time ("2pm", "the 10:30 one"). */
function pickOffered(offered: SolaraSlot[], text: string, timeZone: string): SolaraSlot | null {
  const t = text.trim().toLowerCase();
  const byLabel = offered.find((s) => s.label.toLowerCase() === t);
  if (byLabel) return byLabel;
  const ordinals = ['first', 'second', 'third', 'fourth'];
  const index = ordinals.findIndex((word) => new RegExp(`\\b${word}\\b`).test(t));
  if (index >= 0) return offered[index] ?? null;
  const number = /^(?:#|number |option )?([1-4])$/.exec(t);
  if (number) return offered[Number(number[1]) - 1] ?? null;
  const clock = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/.exec(t);
  if (!clock) return null;
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
  if (isYes(text) && state.chosen) {
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
  if (isNo(text) || wantsAnother(text))
    return replyOnly(
      { ...state, chosen: null },
      env,
      say('No problem, I won’t book it. Would another time suit you? Tell me when, or say “no thanks”.', [
        'First available',
        'Next week',
        'No thanks',
      ]),
      'booking',
    );
  return replyOnly(state, env, say('Please say “I agree” to book this time, or “no”.'));
}

function declineBooking(state: SolaraState, env: SolaraEnv): SolaraTurn {
  const next = answered({ ...state, chosen: null, offered: [] }, 'booking');
  if (state.leadId)
    return reply(
      { ...next, step: 'done' },
      env,
      [say('No problem. Thanks for chatting!', ['Start over'])],
      'done',
    );
  return {
    state: { ...next, consent: null },
    replies: [],
    need: { kind: 'saveLead', lead: leadDraft({ ...next, consent: null }) },
  };
}

export function handleBookingOutcome(state: SolaraState, outcome: SolaraOutcome, env: SolaraEnv): SolaraTurn {
  switch (outcome.kind) {
    case 'slots': {
      if (!outcome.ok)
        return reply(
          state,
          env,
          [say('I couldn’t look up open times just now. Please try again in a minute.')],
          'booking',
        );
      return offerSlots(state, outcome.slots, env);
    }
    case 'saveLead': {
      if (!outcome.ok)
        return reply(
          state,
          env,
          [say('I couldn’t save your details just now. Please try again in a minute.')],
          state.step,
        );
      const next = { ...state, leadId: outcome.leadId };
      // Saved on declining a booking: nothing more to do.
      if (!next.consent || !next.chosen)
        return reply(
          { ...next, step: 'done' },
          env,
          [
            say(
              'No problem. Your estimate is saved with your details; without your consent nobody will call or text you. Thanks for chatting!',
              ['Start over'],
            ),
          ],
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
            replies: [say('Sorry, that time was just taken.')],
            need: {
              kind: 'slots',
              from: state.wanted.from,
              to: new Date(Date.parse(state.wanted.from) + LOOK_AHEAD_DAYS * DAY_MS).toISOString(),
            },
          };
        }
        return reply(state, env, [say(`I couldn’t book it: ${outcome.message}`)], 'booking');
      }
      const a = outcome.appointment;
      const appointment = { ...a, label: slotLabel(a.startsAt, env.config.timeZone) };
      const next = answered({ ...state, appointment, step: 'done' }, 'booking');
      const to = state.contact.email ? ` A confirmation goes to ${state.contact.email}.` : '';
      return reply(
        next,
        env,
        [
          {
            role: 'assistant',
            text: `You’re booked: ${appointment.label}. A ${env.config.brandName} advisor will go through your estimate with you.${to}`,
            card: { kind: 'booked', appointment },
            quickReplies: ['Start over'],
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
export const DEMONSTRATION_NO_HOURS =
  'This is the platform’s own Solara, a demonstration: no installer takes consultations here yet, so there is no time to book. Your estimate above is yours to keep. Installers put their own Solara on their website, where it books consultations into their hours.';

function offerSlots(
  state: SolaraState,
  slots: { startsAt: string; endsAt: string }[],
  env: SolaraEnv,
): SolaraTurn {
  const zone = env.config.timeZone;
  const now = env.now.getTime();
  const open = slots
    .filter((s) => Date.parse(s.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((s) => ({ startsAt: s.startsAt, endsAt: s.endsAt, label: slotLabel(s.startsAt, zone) }));
  if (open.length === 0 && env.config.demonstration)
    return reply(
      { ...answered({ ...state, offered: [], chosen: null }, 'booking'), step: 'done' },
      env,
      [say(DEMONSTRATION_NO_HOURS, ['Start over'])],
      'done',
    );
  if (open.length === 0)
    return reply(
      { ...state, offered: [] },
      env,
      [
        say('There are no open times in the next two weeks. Would you like to try later dates?', [
          'Next week',
          'No thanks',
        ]),
      ],
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
  const lead =
    inWindow.length > 0
      ? wanted?.exact
        ? 'That exact time isn’t open, but these are:'
        : 'These times are open:'
      : 'Nothing is open then. The nearest open times are:';
  const next = { ...state, offered, chosen: null };
  return reply(
    next,
    env,
    [{ role: 'assistant', text: lead, card: { kind: 'slots', slots: offered } }],
    'pickSlot',
  );
}
