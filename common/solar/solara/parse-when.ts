/**
 * When a homeowner would like their consultation, from free text ("next Tuesday afternoon", "tomorrow at
 * 10", "Friday morning", "this week"; in Spanish "el próximo martes por la tarde", "mañana a las 10",
 * "pasado mañana"), read in the installer's time zone: a window to look for open slots in, and the exact time
 * when one was named. Pure: `now` and the zone are given.
 */
import type { SolaraLocale } from '../../schemas/solara';
import { fold } from './parse-answers';

export interface WantedTime {
  from: Date;
  to: Date;
  /** A time of day was named ("at 10", "2:30 pm"): the slot starting then is the one wanted. */
  exact: Date | null;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY_SHORT = /\b(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)\b/;
const PARTS: Readonly<Record<string, [number, number]>> = {
  morning: [8, 12],
  noon: [11, 14],
  lunch: [11, 14],
  afternoon: [12, 17],
  evening: [17, 20],
  tonight: [17, 20],
};
/** Office hours when only a day is named. */
const WORKDAY: [number, number] = [8, 18];

interface LocalDate {
  y: number;
  m: number;
  d: number;
  weekday: number;
}

/** The zone's offset from UTC at `at`, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time in the zone stands for. */
export function zonedInstant(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(date.y, date.m - 1, date.d, hour, minute);
  const first = guess - offsetMs(new Date(guess), timeZone);
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/** The calendar day of `at` in the zone. */
export function localDate(at: Date, timeZone: string): LocalDate {
  const shifted = new Date(at.getTime() + offsetMs(at, timeZone));
  return {
    y: shifted.getUTCFullYear(),
    m: shifted.getUTCMonth() + 1,
    d: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d) + days * DAY_MS);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), weekday: t.getUTCDay() };
}

/** "10", "10am", "2:30 pm", "14:00", "noon": hours and minutes, or null. */
function readClock(t: string): { hour: number; minute: number } | null {
  if (/\bnoon\b/.test(t) && !/\bafternoon\b/.test(t)) return { hour: 12, minute: 0 };
  const match =
    /\b(?:at|@|around|about)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/.exec(t) ??
    /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)/.exec(t) ??
    /\b(\d{1,2}):(\d{2})\b()/.exec(t);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.replace(/\./g, '');
  if (hour > 23 || minute > 59) return null;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  else if (meridiem === 'am' && hour === 12) hour = 0;
  // "at 3" means the afternoon: nobody books a consultation at 3 in the night.
  else if (!meridiem && hour >= 1 && hour <= 7) hour += 12;
  return { hour, minute };
}

/** The day named: today, tomorrow, a weekday ("next Tuesday"), or null when none is. */
function readDay(t: string, today: LocalDate): LocalDate | null {
  if (/\bday after tomorrow\b/.test(t)) return addDays(today, 2);
  if (/\b(tomorrow|tmrw|tmr)\b/.test(t)) return addDays(today, 1);
  if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(t)) return today;
  const inDays = /\bin (\d{1,2}) days?\b/.exec(t);
  if (inDays) return addDays(today, Number(inDays[1]));
  let weekday = WEEKDAYS.findIndex((name) => new RegExp(`\\b${name}s?\\b`).test(t));
  if (weekday < 0) {
    const short = WEEKDAY_SHORT.exec(t)?.[1];
    if (short) weekday = WEEKDAYS.findIndex((name) => name.startsWith(short.slice(0, 3)));
  }
  if (weekday < 0) return null;
  // "Tuesday" and "next Tuesday" are the coming one, never today; "next week Tuesday" too.
  const ahead = (weekday - today.weekday + 7) % 7 || 7;
  return addDays(today, ahead);
}

/**
 * Spanish said the English way, phrase by phrase, for the reader below: "mañana por la mañana" → "tomorrow
 * morning", "a las 2 de la tarde" → "at 2 pm", "el martes que viene" → "tuesday". Order matters: "pasado
 * mañana" before "mañana", "de la mañana" (a part of the day) before "mañana" (tomorrow).
 */
const SPANISH_WHEN: readonly [RegExp, string][] = [
  [/\b(\d{1,2})(:\d{2})?\s*(?:h|hrs|horas)?\s*de la (tarde|noche)\b/g, ' $1$2 pm '],
  [/\b(\d{1,2})(:\d{2})?\s*(?:h|hrs|horas)?\s*de la (manana|madrugada)\b/g, ' $1$2 am '],
  [/\b(?:a la|a las|sobre las|como a las|tipo)\s+(\d{1,2})/g, ' at $1'],
  [/\bmediodia\b/g, ' noon '],
  [/\bpasado manana\b/g, ' day after tomorrow '],
  [/\besta manana\b/g, ' this morning '],
  [/\besta tarde\b/g, ' this afternoon '],
  [/\besta noche\b/g, ' tonight '],
  [/\b(?:por|de|en|a) la manana\b/g, ' morning '],
  [/\b(?:por|de|en|a) la tarde\b/g, ' afternoon '],
  [/\b(?:por|de|en|a) la noche\b/g, ' evening '],
  [/\bmanana\b/g, ' tomorrow '],
  [/\bhoy\b/g, ' today '],
  [/\ben (\d{1,2}) dias?\b/g, ' in $1 days '],
  [/\b(?:la )?(?:proxima semana|semana que viene|semana proxima)\b/g, ' next week '],
  [/\besta semana\b/g, ' this week '],
  [
    /\b(lo antes posible|cuanto antes|lo mas pronto posible|primera disponible|primer horario|cuando sea|a cualquier hora|cualquier dia|pronto)\b/g,
    ' first available ',
  ],
  [/\blunes\b/g, ' monday '],
  [/\bmartes\b/g, ' tuesday '],
  [/\bmiercoles\b/g, ' wednesday '],
  [/\bjueves\b/g, ' thursday '],
  [/\bviernes\b/g, ' friday '],
  [/\bsabados?\b/g, ' saturday '],
  [/\bdomingos?\b/g, ' sunday '],
  [/\btarde\b/g, ' afternoon '],
  [/\bnoche\b/g, ' evening '],
];

/** Spanish words in English, for the reader; the rest (numbers, "10:30") stays as written. */
export function spanishWhen(text: string): string {
  let t = fold(text);
  for (const [pattern, english] of SPANISH_WHEN) t = t.replace(pattern, english);
  return t.replace(/\s+/g, ' ').trim();
}

export function readWantedTime(
  text: string,
  now: Date,
  timeZone: string,
  locale: SolaraLocale = 'en',
): WantedTime | null {
  const t = locale === 'es' ? spanishWhen(text) : text.toLowerCase();
  const today = localDate(now, timeZone);
  const day = readDay(t, today);
  const clock = readClock(t);
  const part = Object.entries(PARTS).find(([word]) => new RegExp(`\\b${word}\\b`).test(t))?.[1];

  if (day || clock || part) {
    let on = day ?? today;
    if (clock) {
      let exact = zonedInstant(on, clock.hour, clock.minute, timeZone);
      // "at 10" with no day: the next 10 o'clock.
      if (!day && exact.getTime() <= now.getTime()) {
        on = addDays(on, 1);
        exact = zonedInstant(on, clock.hour, clock.minute, timeZone);
      }
      return {
        from: zonedInstant(on, WORKDAY[0], 0, timeZone),
        to: zonedInstant(on, 23, 59, timeZone),
        exact,
      };
    }
    const [start, end] = part ?? WORKDAY;
    let from = zonedInstant(on, start, 0, timeZone);
    let to = zonedInstant(on, end, 0, timeZone);
    if (!day && to.getTime() <= now.getTime()) {
      on = addDays(on, 1);
      from = zonedInstant(on, start, 0, timeZone);
      to = zonedInstant(on, end, 0, timeZone);
    }
    return { from, to, exact: null };
  }
  if (/\bnext week\b/.test(t)) {
    const monday = addDays(today, (1 - today.weekday + 7) % 7 || 7);
    return {
      from: zonedInstant(monday, 0, 0, timeZone),
      to: zonedInstant(addDays(monday, 7), 0, 0, timeZone),
      exact: null,
    };
  }
  if (/\b(this week|any ?time|whenever|soon|asap|as soon as possible|earliest|first available|any)\b/.test(t))
    return { from: now, to: new Date(now.getTime() + 7 * DAY_MS), exact: null };
  return null;
}

/** A slot as a person reads it in the zone: "Tue, Dec 1, 2:00 PM"; in Spanish "martes 1 de diciembre, 14:00". */
export function slotLabel(startsAt: string, timeZone: string, locale: SolaraLocale = 'en'): string {
  if (locale === 'es') {
    const parts = new Intl.DateTimeFormat('es-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(startsAt));
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('weekday')} ${get('day')} de ${get('month')}, ${Number(get('hour'))}:${get('minute')}`;
  }
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(startsAt));
}
