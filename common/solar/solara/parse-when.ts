/**
 * When a homeowner would like their consultation, from free text ("next Tuesday afternoon", "tomorrow at
 * 10", "Friday morning", "this week"), read in the installer's time zone: a window to look for open slots
 * in, and the exact time when one was named. Pure: `now` and the zone are given.
 */

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

export function readWantedTime(text: string, now: Date, timeZone: string): WantedTime | null {
  const t = text.toLowerCase();
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

/** A slot as a person reads it in the zone: "Tue, Dec 1, 2:00 PM". */
export function slotLabel(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(startsAt));
}
