/**
 * The Schedule Trigger's rules in n8n's shape (`rule.interval[]`, each with a `field`) and what they mean
 * as cron patterns for croner. Like n8n, an interval becomes a cron pattern, so "every 2 days" restarts on
 * the 1st of each month (`*\/2` in the day field) and "every 3 hours" at midnight. Weeks between triggers
 * count whole weeks since 1970-01-05 (a Monday) in the rule's zone, so no state is needed between ticks.
 */
import { Cron } from 'croner';
import { DateTime } from 'luxon';
import { z } from 'zod';

const hour = z.number().int().min(0).max(23).default(0);
const minute = z.number().int().min(0).max(59).default(0);

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true });
    return true;
  } catch {
    return false;
  }
}

export const intervalSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('seconds'), secondsInterval: z.number().int().min(1).max(59).default(30) }),
  z.object({ field: z.literal('minutes'), minutesInterval: z.number().int().min(1).max(59).default(5) }),
  z.object({
    field: z.literal('hours'),
    hoursInterval: z.number().int().min(1).max(23).default(1),
    triggerAtMinute: minute,
  }),
  z.object({
    field: z.literal('days'),
    daysInterval: z.number().int().min(1).max(31).default(1),
    triggerAtHour: hour,
    triggerAtMinute: minute,
  }),
  z.object({
    field: z.literal('weeks'),
    weeksInterval: z.number().int().min(1).max(52).default(1),
    /** 0 = Sunday … 6 = Saturday. */
    triggerAtDay: z.array(z.number().int().min(0).max(6)).default([0]),
    triggerAtHour: hour,
    triggerAtMinute: minute,
  }),
  z.object({
    field: z.literal('months'),
    monthsInterval: z.number().int().min(1).max(12).default(1),
    triggerAtDayOfMonth: z.number().int().min(1).max(31).default(1),
    triggerAtHour: hour,
    triggerAtMinute: minute,
  }),
  z.object({
    field: z.literal('cronExpression'),
    /** Five fields (minute hour day month weekday) or six with seconds first. */
    expression: z
      .string()
      .trim()
      .min(1)
      .refine(isCronPattern, 'The cron expression is not valid (e.g. "0 9 * * 1-5": 09:00 on weekdays).'),
  }),
]);
export type ScheduleInterval = z.output<typeof intervalSchema>;

/** One timer: a croner pattern in a zone; `weeksInterval` > 1 skips the weeks in between. */
export interface CronRule {
  pattern: string;
  timezone: string;
  weeksInterval?: number;
}

function patternOf(interval: ScheduleInterval): string {
  switch (interval.field) {
    case 'seconds':
      return `*/${interval.secondsInterval} * * * * *`;
    case 'minutes':
      return `0 */${interval.minutesInterval} * * * *`;
    case 'hours':
      return `0 ${interval.triggerAtMinute} */${interval.hoursInterval} * * *`;
    case 'days':
      return `0 ${interval.triggerAtMinute} ${interval.triggerAtHour} */${interval.daysInterval} * *`;
    case 'weeks': {
      const days = interval.triggerAtDay.length > 0 ? [...interval.triggerAtDay].sort().join(',') : '*';
      return `0 ${interval.triggerAtMinute} ${interval.triggerAtHour} * * ${days}`;
    }
    case 'months':
      return `0 ${interval.triggerAtMinute} ${interval.triggerAtHour} ${interval.triggerAtDayOfMonth} */${interval.monthsInterval} *`;
    case 'cronExpression':
      return interval.expression;
  }
}

export function cronRules(intervals: ScheduleInterval[], timezone: string): CronRule[] {
  return intervals.map((interval) => ({
    pattern: patternOf(interval),
    timezone,
    ...(interval.field === 'weeks' && interval.weeksInterval > 1
      ? { weeksInterval: interval.weeksInterval }
      : {}),
  }));
}

/** Whether a tick of `rule` at `at` runs the workflow (only "every N weeks" ever says no). */
export function isDue(rule: CronRule, at: Date): boolean {
  if (!rule.weeksInterval) return true;
  const local = DateTime.fromJSDate(at, { zone: rule.timezone });
  const day = Date.UTC(local.year, local.month - 1, local.day) / 86_400_000;
  // Day 4 is 1970-01-05, a Monday: weeks run Monday to Sunday.
  return Math.floor((day - 4) / 7) % rule.weeksInterval === 0;
}

/** The next `count` ticks of `rule` after `from` that run the workflow. */
export function nextTicks(rule: CronRule, from: Date, count: number): Date[] {
  const cron = new Cron(rule.pattern, { timezone: rule.timezone, paused: true });
  const ticks: Date[] = [];
  let previous = from;
  // Bounded: "every 52 weeks" on one weekday needs at most 52 candidates per tick.
  for (let tries = 0; ticks.length < count && tries < count * 400; tries++) {
    const next = cron.nextRun(previous);
    if (!next) break;
    if (isDue(rule, next)) ticks.push(next);
    previous = next;
  }
  return ticks;
}
