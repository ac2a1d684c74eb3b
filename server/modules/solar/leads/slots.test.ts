import type { SolarAvailabilityRow } from '@common/schemas/solar-leads';
import { describe, expect, it } from 'vitest';
import { openSlotsOf, windowSlots } from './slots';

const NY = 'America/New_York';
const row = (r: Partial<SolarAvailabilityRow>): SolarAvailabilityRow => ({
  weekday: 1,
  startMinute: 9 * 60,
  endMinute: 12 * 60,
  slotMinutes: 60,
  timezone: NY,
  ...r,
});
const iso = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());
const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

describe('windowSlots', () => {
  it('cuts a Monday 9:00-12:00 window into three hour slots, in local time on both sides of DST', () => {
    // 2026-03-08 (a Sunday) New York springs forward: EST (−5) before, EDT (−4) after.
    const slots = windowSlots([row({})], range('2026-03-01T00:00:00Z', '2026-03-15T00:00:00Z'));
    expect(iso(slots)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T16:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
    ]);
    expect(slots[0]!.end.toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(slots.every((s) => s.timezone === NY)).toBe(true);
  });

  it('skips a slot the clocks jump over and keeps real 60-minute slots around it', () => {
    // Sunday 2026-03-08: 01:00 EST, then 02:00 does not exist, then 03:00 EDT.
    const slots = windowSlots(
      [row({ weekday: 7, startMinute: 60, endMinute: 4 * 60 })],
      range('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z'),
    );
    expect(iso(slots)).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
  });

  it('offers a local time the clocks pass twice once, at its first occurrence', () => {
    // Sunday 2026-11-01: 01:00-02:00 happens in EDT (05:00Z) and again in EST (06:00Z).
    const slots = windowSlots(
      [row({ weekday: 7, startMinute: 0, endMinute: 4 * 60 })],
      range('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'),
    );
    expect(iso(slots)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it('keeps only slots that start in [from, to) and fit the window', () => {
    const slots = windowSlots(
      [row({ startMinute: 9 * 60, endMinute: 11 * 60 + 30, slotMinutes: 45 })],
      range('2026-03-02T14:45:00Z', '2026-03-02T16:15:00Z'),
    );
    // 9:00, 9:45, 10:30 local (EST); 11:15 would end after 11:30. From 9:45 on, before 11:15.
    expect(iso(slots)).toEqual(['2026-03-02T14:45:00.000Z', '2026-03-02T15:30:00.000Z']);
  });

  it('merges windows of several zones in order and offers overlapping slots once', () => {
    const slots = windowSlots(
      [row({}), row({ timezone: 'Europe/London', startMinute: 14 * 60, endMinute: 16 * 60 })],
      range('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z'),
    );
    // London's 14:00 and 15:00 (GMT) are New York's 9:00 and 10:00 (EST): each offered once.
    expect(iso(slots)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T16:00:00.000Z',
    ]);
  });
});

describe('openSlotsOf', () => {
  const slots = windowSlots([row({})], range('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z'));

  it('drops the past and what overlaps a booking', () => {
    const open = openSlotsOf(
      slots,
      [{ start: new Date('2026-03-02T15:30:00Z'), end: new Date('2026-03-02T16:30:00Z') }],
      new Date('2026-03-02T14:00:00Z'),
    );
    // 14:00Z starts now (not after), 15:00Z and 16:00Z overlap the booking.
    expect(iso(open)).toEqual([]);
    expect(iso(openSlotsOf(slots, [], new Date('2026-03-02T13:59:59Z')))).toHaveLength(3);
  });
});
