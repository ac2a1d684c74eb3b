/**
 * The slot maths, pure: an owner's weekly windows (weekday, minutes after local midnight, IANA zone) laid
 * over a range of instants, cut into slots, minus the past and what is booked.
 *
 * Slots are real durations: a 60-minute slot is 60 minutes even on a day the clocks change. A slot whose
 * local start does not exist (02:30 when clocks spring forward) is skipped; one whose local start happens
 * twice (01:30 when they fall back) is offered once, at its first occurrence.
 */
import type { SolarAvailabilityRow } from '@common/schemas/solar-leads';
import { DateTime } from 'luxon';

export interface Slot {
  start: Date;
  end: Date;
  /** The zone of the window it came from: the time as the owner and homeowner read it. */
  timezone: string;
}

export interface Interval {
  start: Date;
  end: Date;
}

const overlaps = (a: Interval, b: Interval) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** A local time the clocks pass twice (Luxon picks the later): its first occurrence. */
function firstOccurrence(local: DateTime): DateTime {
  for (const shiftMinutes of [60, 30]) {
    const earlier = local.minus({ minutes: shiftMinutes });
    if (earlier.hour === local.hour && earlier.minute === local.minute && earlier.day === local.day)
      return earlier;
  }
  return local;
}

/** Every slot of the windows that starts in [from, to), in order; overlapping slots are offered once. */
export function windowSlots(rows: readonly SolarAvailabilityRow[], range: { from: Date; to: Date }): Slot[] {
  const slots: Slot[] = [];
  for (const row of rows) {
    // The local days that can hold a slot starting in the range, with a day's margin on each side.
    const first = DateTime.fromJSDate(range.from, { zone: row.timezone }).startOf('day').minus({ days: 1 });
    const last = DateTime.fromJSDate(range.to, { zone: row.timezone }).startOf('day').plus({ days: 1 });
    for (let day = first; day <= last; day = day.plus({ days: 1 })) {
      if (day.weekday !== row.weekday) continue;
      for (let m = row.startMinute; m + row.slotMinutes <= row.endMinute; m += row.slotMinutes) {
        const wanted = { hour: Math.floor(m / 60), minute: m % 60 };
        const local = DateTime.fromObject(
          { year: day.year, month: day.month, day: day.day, ...wanted },
          { zone: row.timezone },
        );
        // Luxon moves a time the clocks skip forward: that local time does not exist, so no slot.
        if (local.hour !== wanted.hour || local.minute !== wanted.minute) continue;
        const start = firstOccurrence(local).toJSDate();
        if (start < range.from || start >= range.to) continue;
        slots.push({
          start,
          end: new Date(start.getTime() + row.slotMinutes * 60_000),
          timezone: row.timezone,
        });
      }
    }
  }
  slots.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  const offered: Slot[] = [];
  for (const slot of slots) {
    const previous = offered[offered.length - 1];
    if (!previous || !overlaps(previous, slot)) offered.push(slot);
  }
  return offered;
}

/** The slots that start after `now` and overlap no booked interval. */
export function openSlotsOf(slots: readonly Slot[], booked: readonly Interval[], now: Date): Slot[] {
  return slots.filter((s) => s.start > now && !booked.some((b) => overlaps(s, b)));
}
