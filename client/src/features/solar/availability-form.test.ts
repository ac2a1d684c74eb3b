import { describe, expect, it } from 'vitest';
import {
  draftOf,
  minutesOfTime,
  newDraft,
  rowOf,
  slotsPerWeek,
  timeOfMinutes,
  windowErrorKey,
} from './availability-form';

describe('booking-hours rows', () => {
  it('reads and writes times of day, the end of the day as midnight', () => {
    expect(timeOfMinutes(9 * 60 + 5)).toBe('09:05');
    expect(timeOfMinutes(1440)).toBe('00:00');
    expect(minutesOfTime('17:30')).toBe(1050);
    expect(minutesOfTime('')).toBeNaN();
    const row = { weekday: 7, startMinute: 600, endMinute: 1440, slotMinutes: 45, timezone: 'UTC' };
    expect(rowOf(draftOf(row))).toEqual(row);
    expect(rowOf({ ...draftOf(row), slotMinutes: ' ' }).slotMinutes).toBeNaN();
  });

  it('adds the next day after the last window, Sunday wrapping to Monday', () => {
    const sunday = draftOf({
      weekday: 7,
      startMinute: 600,
      endMinute: 720,
      slotMinutes: 30,
      timezone: 'UTC',
    });
    const next = newDraft(sunday);
    expect(next).toMatchObject({ weekday: 1, from: '10:00', to: '12:00', timezone: 'UTC' });
    expect(next.key).not.toBe(sunday.key);
    expect(newDraft(undefined, 'Europe/Paris')).toMatchObject({ weekday: 1, from: '09:00', to: '17:00' });
  });

  it('counts whole slots only', () => {
    expect(
      slotsPerWeek([
        { weekday: 1, startMinute: 540, endMinute: 600 + 50, slotMinutes: 30, timezone: 'UTC' },
        { weekday: 2, startMinute: 540, endMinute: 1020, slotMinutes: 60, timezone: 'UTC' },
      ]),
    ).toBe(3 + 8);
  });

  it('puts each issue beside its field, under its window or above the list', () => {
    expect(windowErrorKey('rows.2.endMinute')).toBe('2.to');
    expect(windowErrorKey('rows.0.startMinute')).toBe('0.from');
    expect(windowErrorKey('rows.1')).toBe('1');
    expect(windowErrorKey('rows')).toBe('');
  });
});
