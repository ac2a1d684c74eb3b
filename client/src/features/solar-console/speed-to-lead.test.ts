import { describe, expect, it } from 'vitest';
import { firstTouchAt, formatElapsed, speedBand, speedToLead } from './speed-to-lead';

describe('speed to lead', () => {
  it('stops at the earliest call, e-mail, meeting or note, never at a system activity', () => {
    expect(
      firstTouchAt([
        { kind: 'created', at: '2026-11-29T10:00:00.000Z' },
        { kind: 'stage_changed', at: '2026-11-29T10:01:00.000Z' },
        { kind: 'email', at: '2026-11-29T10:09:00.000Z' },
        { kind: 'call', at: '2026-11-29T10:04:00.000Z' },
      ]),
    ).toBe('2026-11-29T10:04:00.000Z');
    expect(firstTouchAt([{ kind: 'proposal_sent', at: '2026-11-29T10:00:00.000Z' }])).toBeNull();
  });

  it('bands the wait green under 5 minutes, amber under an hour, red after', () => {
    expect(speedBand(4 * 60_000 + 59_000)).toBe('green');
    expect(speedBand(5 * 60_000)).toBe('amber');
    expect(speedBand(59 * 60_000)).toBe('amber');
    expect(speedBand(60 * 60_000)).toBe('red');
  });

  it('runs until the first touch and then stays put', () => {
    const arrived = '2026-11-29T10:00:00.000Z';
    const now = Date.parse('2026-11-29T11:00:00.000Z');
    expect(speedToLead(arrived, null, now)).toEqual({ running: true, elapsedMs: 3_600_000, band: 'red' });
    expect(speedToLead(arrived, '2026-11-29T10:03:00.000Z', now)).toEqual({
      running: false,
      elapsedMs: 180_000,
      band: 'green',
    });
  });

  it('writes the time short', () => {
    expect(formatElapsed(42_000)).toBe('0:42');
    expect(formatElapsed(12 * 60_000 + 5_000)).toBe('12:05');
    expect(formatElapsed(3 * 3_600_000 + 4 * 60_000 + 9_000)).toBe('3:04:09');
    expect(formatElapsed(2 * 86_400_000 + 5 * 3_600_000)).toBe('2 d 5 h');
  });
});
