/**
 * Slot filling for the pattern library: each slot takes the request's own value when it says one, and
 * otherwise a clearly marked placeholder together with a warning that names what to fill in.
 */
import type { RequestWords, ScheduleSlot } from './request-words';

export const PLACEHOLDER_EMAIL = 'you@example.com';
export const PLACEHOLDER_URL = 'https://example.com/api';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export class Slots {
  readonly warnings: string[] = [];
  private emailIndex = 0;
  private urlIndex = 0;

  constructor(readonly words: RequestWords) {}

  /** The next e-mail address of the request, in order; a placeholder (and a warning) when none is left. */
  email(role: string): string {
    const found = this.words.emails[this.emailIndex++];
    if (found) return found;
    this.warnings.push(`No e-mail address for ${role} in your request: replace ${PLACEHOLDER_EMAIL}.`);
    return PLACEHOLDER_EMAIL;
  }

  url(role: string): string {
    const found = this.words.urls[this.urlIndex++];
    if (found) return found;
    this.warnings.push(`No URL for ${role} in your request: replace ${PLACEHOLDER_URL}.`);
    return PLACEHOLDER_URL;
  }

  /** The schedule said, or `fallback` with a warning. */
  schedule(fallback: ScheduleSlot): ScheduleSlot {
    if (this.words.schedule) return this.words.schedule;
    this.warnings.push(
      `No schedule in your request: it runs ${describeSchedule(fallback)}; change it on the trigger.`,
    );
    return fallback;
  }

  list(found: string[], fallback: string[], what: string): string[] {
    if (found.length >= 2) return found.slice(0, 10).map(capitalise);
    this.warnings.push(`No ${what} in your request: using ${fallback.join(', ')}.`);
    return fallback;
  }

  /** The first quoted string, else `fallback`. */
  quoted(fallback: string): string {
    return this.words.quoted[0] ?? fallback;
  }
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function describeSchedule(s: ScheduleSlot): string {
  switch (s.kind) {
    case 'minutes':
      return s.every === 1 ? 'every minute' : `every ${s.every} minutes`;
    case 'hours':
      return s.every === 1 ? 'every hour' : `every ${s.every} hours`;
    case 'days':
      return `every day at ${pad(s.hour)}:${pad(s.minute)}`;
    case 'weeks':
      return `every ${s.days.map((d) => WEEKDAY_NAMES[d]).join(', ')} at ${pad(s.hour)}:${pad(s.minute)}`;
    case 'months':
      return `on day ${s.dayOfMonth} of every month at ${pad(s.hour)}:${pad(s.minute)}`;
  }
}

/** The Schedule Trigger's `rule` (n8n's shape) for a schedule slot. */
export function scheduleRule(s: ScheduleSlot): Record<string, unknown> {
  switch (s.kind) {
    case 'minutes':
      return { interval: [{ field: 'minutes', minutesInterval: s.every }] };
    case 'hours':
      return { interval: [{ field: 'hours', hoursInterval: s.every, triggerAtMinute: s.minute }] };
    case 'days':
      return {
        interval: [{ field: 'days', daysInterval: 1, triggerAtHour: s.hour, triggerAtMinute: s.minute }],
      };
    case 'weeks':
      return {
        interval: [
          {
            field: 'weeks',
            weeksInterval: 1,
            triggerAtDay: s.days,
            triggerAtHour: s.hour,
            triggerAtMinute: s.minute,
          },
        ],
      };
    case 'months':
      return {
        interval: [
          {
            field: 'months',
            monthsInterval: 1,
            triggerAtDayOfMonth: s.dayOfMonth,
            triggerAtHour: s.hour,
            triggerAtMinute: s.minute,
          },
        ],
      };
  }
}

/** A webhook path: the pattern's base and a short hash of the request, so one request gives one path. */
export function webhookPath(base: string, request: string): string {
  let hash = 2166136261;
  for (let i = 0; i < request.length; i++) hash = Math.imul(hash ^ request.charCodeAt(i), 16777619);
  return `${base}-${(hash >>> 0).toString(36).slice(0, 6)}`;
}

/** A field name as a key: "Company size" → "company_size". */
export function fieldKey(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'field'
  );
}

/** The text classifier's "Other" output: after its ten category outputs. */
export const CLASSIFIER_OTHER_OUTPUT = 10;
