/**
 * The booking-hours editor's rows as a person edits them ("09:00", a weekday, a zone) and as the API takes
 * them (minutes after midnight, ISO weekday). Pure, no React.
 */
import { MINUTES_PER_DAY, type SolarAvailabilityRow } from '@common/schemas/solar-leads';

/** ISO 8601 weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface WindowDraft {
  /** Stable across edits and removals, for React's keys. */
  key: string;
  weekday: number;
  /** "HH:MM", as an <input type="time"> gives it. */
  from: string;
  to: string;
  slotMinutes: string;
  timezone: string;
}

/** The browser's own IANA time zone, the default for a new window. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every time zone the browser knows, with `include` (a saved row's zone) kept even if it is not listed. */
export function timeZoneChoices(include: readonly string[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...include])].sort();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight as "HH:MM"; the end of the day (1,440) reads as "00:00", midnight. */
export function timeOfMinutes(minutes: number): string {
  const m = minutes % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** "HH:MM" as minutes after midnight, or NaN when it is not a time. */
export function minutesOfTime(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

let drafts = 0;
const nextKey = () => {
  drafts += 1;
  return `window-${drafts}`;
};

export function draftOf(row: SolarAvailabilityRow): WindowDraft {
  return {
    key: nextKey(),
    weekday: row.weekday,
    from: timeOfMinutes(row.startMinute),
    to: timeOfMinutes(row.endMinute),
    slotMinutes: String(row.slotMinutes),
    timezone: row.timezone,
  };
}

/** A new window: the weekday after the last one's (Monday first), same hours and zone, else 9 to 5 here. */
export function newDraft(after: WindowDraft | undefined, timezone = browserTimeZone()): WindowDraft {
  if (!after) return { key: nextKey(), weekday: 1, from: '09:00', to: '17:00', slotMinutes: '60', timezone };
  return { ...after, key: nextKey(), weekday: (after.weekday % 7) + 1 };
}

/** What the API takes. An end of "00:00" is midnight at the end of the day; a blank length is NaN for the schema to refuse. */
export function rowOf(draft: WindowDraft): SolarAvailabilityRow {
  const end = minutesOfTime(draft.to);
  return {
    weekday: draft.weekday,
    startMinute: minutesOfTime(draft.from),
    endMinute: end === 0 ? MINUTES_PER_DAY : end,
    slotMinutes: draft.slotMinutes.trim() === '' ? Number.NaN : Number(draft.slotMinutes),
    timezone: draft.timezone,
  };
}

/** The slots a week of windows offers (each window cut into whole slots). */
export function slotsPerWeek(rows: readonly SolarAvailabilityRow[]): number {
  return rows.reduce(
    (sum, r) => sum + Math.max(0, Math.floor((r.endMinute - r.startMinute) / r.slotMinutes)),
    0,
  );
}

export type WindowField = 'weekday' | 'from' | 'to' | 'slotMinutes' | 'timezone';
const FIELD_OF_KEY: Record<string, WindowField> = {
  weekday: 'weekday',
  startMinute: 'from',
  endMinute: 'to',
  slotMinutes: 'slotMinutes',
  timezone: 'timezone',
};

/**
 * Where an issue of the schema (`rows.2.endMinute`, `rows.2`) shows: `"2.to"` beside a field, `"2"` under
 * its window, `""` above the list.
 */
export function windowErrorKey(path: string): string {
  const match = /^rows\.(\d+)(?:\.(\w+))?/.exec(path);
  if (!match) return '';
  const field = match[2] ? FIELD_OF_KEY[match[2]] : undefined;
  return field ? `${match[1]}.${field}` : (match[1] ?? '');
}
