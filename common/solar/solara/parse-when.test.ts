import { describe, expect, it } from 'vitest';
import { readWantedTime, slotLabel } from './parse-when';

const ZONE = 'America/New_York';
/** Sunday 29 Nov 2026, 10:00 in New York (EST, UTC−5). */
const NOW = new Date('2026-11-29T15:00:00Z');
const iso = (d: Date | null | undefined) => d?.toISOString();

describe('reading when a homeowner would like to meet', () => {
  it('reads a day and a part of it in the installer’s zone', () => {
    const tuesday = readWantedTime('next Tuesday afternoon', NOW, ZONE);
    expect(iso(tuesday?.from)).toBe('2026-12-01T17:00:00.000Z');
    expect(iso(tuesday?.to)).toBe('2026-12-01T22:00:00.000Z');
    expect(tuesday?.exact).toBeNull();
    expect(iso(readWantedTime('Friday morning', NOW, ZONE)?.from)).toBe('2026-12-04T13:00:00.000Z');
  });

  it('reads an exact time', () => {
    expect(iso(readWantedTime('tomorrow at 10', NOW, ZONE)?.exact)).toBe('2026-11-30T15:00:00.000Z');
    expect(iso(readWantedTime('Wednesday 2:30 pm', NOW, ZONE)?.exact)).toBe('2026-12-02T19:30:00.000Z');
    // "at 3" is in the afternoon; "at 9" with no day is tomorrow's, 9 having passed.
    expect(iso(readWantedTime('monday at 3', NOW, ZONE)?.exact)).toBe('2026-11-30T20:00:00.000Z');
    expect(iso(readWantedTime('at 9', NOW, ZONE)?.exact)).toBe('2026-11-30T14:00:00.000Z');
  });

  it('reads vague wishes as a week, and knows summer time', () => {
    const soon = readWantedTime('first available', NOW, ZONE);
    expect(iso(soon?.from)).toBe(iso(NOW));
    expect(readWantedTime('no idea', NOW, ZONE)).toBeNull();
    const july = readWantedTime('tomorrow at 10', new Date('2026-07-01T15:00:00Z'), ZONE);
    expect(iso(july?.exact)).toBe('2026-07-02T14:00:00.000Z');
  });

  it('labels a slot as a person reads it', () => {
    expect(slotLabel('2026-12-01T19:00:00Z', ZONE)).toBe('Tue, Dec 1, 2:00 PM');
  });
});
