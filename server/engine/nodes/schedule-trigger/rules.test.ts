import { describe, expect, it } from 'vitest';
import { scheduleRulesOf } from './node-rules';
import { cronRules, isDue, nextTicks } from './rules';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('schedule rules', () => {
  it("turn n8n's intervals into cron patterns, as n8n does", () => {
    const rules = cronRules(
      [
        { field: 'seconds', secondsInterval: 10 },
        { field: 'minutes', minutesInterval: 15 },
        { field: 'hours', hoursInterval: 3, triggerAtMinute: 5 },
        { field: 'days', daysInterval: 1, triggerAtHour: 9, triggerAtMinute: 30 },
        { field: 'weeks', weeksInterval: 1, triggerAtDay: [5, 1], triggerAtHour: 8, triggerAtMinute: 0 },
        { field: 'months', monthsInterval: 2, triggerAtDayOfMonth: 15, triggerAtHour: 0, triggerAtMinute: 0 },
        { field: 'cronExpression', expression: '0 9 * * 1-5' },
      ],
      'UTC',
    );
    expect(rules.map((r) => r.pattern)).toEqual([
      '*/10 * * * * *',
      '0 */15 * * * *',
      '0 5 */3 * * *',
      '0 30 9 */1 * *',
      '0 0 8 * * 1,5',
      '0 0 0 15 */2 *',
      '0 9 * * 1-5',
    ]);
  });

  it('read times in the zone: every day at 09:30 in Zurich is 08:30 UTC in winter', () => {
    const [rule] = cronRules(
      [{ field: 'days', daysInterval: 1, triggerAtHour: 9, triggerAtMinute: 30 }],
      'Europe/Zurich',
    );
    if (!rule) throw new Error('no rule');
    expect(iso(nextTicks(rule, new Date('2026-01-10T12:00:00Z'), 2))).toEqual([
      '2026-01-11T08:30:00.000Z',
      '2026-01-12T08:30:00.000Z',
    ]);
  });

  it("pins croner's daylight-saving behaviour: a skipped 02:30 runs at 03:00 local, others keep their pace", () => {
    const rule = { pattern: '30 2 * * *', timezone: 'Europe/Zurich' };
    // 2026-03-29: Zurich jumps from 02:00 to 03:00; croner runs the skipped 02:30 at 03:00 CEST (01:00 UTC).
    expect(iso(nextTicks(rule, new Date('2026-03-28T12:00:00Z'), 2))).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    const every5 = { pattern: '*/5 * * * *', timezone: 'Europe/Zurich' };
    expect(iso(nextTicks(every5, new Date('2026-03-29T00:52:00Z'), 5))).toEqual([
      '2026-03-29T00:55:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:05:00.000Z',
      '2026-03-29T01:10:00.000Z',
      '2026-03-29T01:15:00.000Z',
    ]);
  });

  it('every 2 weeks skips the weeks in between', () => {
    const [rule] = cronRules(
      [{ field: 'weeks', weeksInterval: 2, triggerAtDay: [1], triggerAtHour: 6, triggerAtMinute: 0 }],
      'UTC',
    );
    if (!rule) throw new Error('no rule');
    const ticks = nextTicks(rule, new Date('2026-01-01T00:00:00Z'), 3);
    expect(ticks.map((d) => d.getUTCDay())).toEqual([1, 1, 1]);
    expect((Number(ticks[1]) - Number(ticks[0])) / 86_400_000).toBe(14);
    expect(isDue({ ...rule }, new Date(Number(ticks[0]) + 7 * 86_400_000))).toBe(false);
  });

  it("default to the workflow's zone and refuse parameters that make no schedule, naming the node", () => {
    const rules = scheduleRulesOf({ name: 'Every morning', parameters: {} }, 'Asia/Tokyo');
    expect(rules).toEqual([{ pattern: '0 0 0 */1 * *', timezone: 'Asia/Tokyo' }]);
    expect(() =>
      scheduleRulesOf(
        {
          name: 'Broken',
          parameters: { rule: { interval: [{ field: 'cronExpression', expression: '99 * * * *' }] } },
        },
        'UTC',
      ),
    ).toThrow(
      'Schedule "Broken": parameter "rule.interval.0.expression" is invalid: The cron expression is not valid',
    );
  });
});
