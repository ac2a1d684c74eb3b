import { describe, expect, it } from 'vitest';
import { DAY_MS, rottingDays, weightedCents } from './rotting';

const at = (iso: string) => new Date(iso);
const deal = (entered: string, activity: string, status: 'open' | 'won' | 'lost' = 'open') => ({
  status,
  stageEnteredAt: at(entered),
  lastActivityAt: at(activity),
});

describe('rottingDays', () => {
  const now = at('2026-01-10T12:00:00Z');
  it('counts whole idle days beyond the stage’s rot days', () => {
    expect(rottingDays(now, deal('2026-01-07T12:00:00Z', '2026-01-07T12:00:00Z'), 2)).toBe(1);
    expect(rottingDays(now, deal('2026-01-07T12:00:01Z', '2026-01-07T12:00:01Z'), 2)).toBe(0);
    expect(rottingDays(now, deal('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'), 2)).toBe(7);
  });
  it('idles from the later of entering the stage and the last activity', () => {
    expect(rottingDays(now, deal('2026-01-01T00:00:00Z', '2026-01-09T12:00:00Z'), 2)).toBe(0);
    expect(rottingDays(now, deal('2026-01-09T12:00:00Z', '2026-01-01T00:00:00Z'), 2)).toBe(0);
  });
  it('never rots a stage without rot days, a won or lost deal, or a deal from the future', () => {
    expect(rottingDays(now, deal('2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'), null)).toBe(0);
    expect(rottingDays(now, deal('2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 'won'), 2)).toBe(0);
    expect(
      rottingDays(
        new Date(now.getTime() - 30 * DAY_MS),
        deal('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
        2,
      ),
    ).toBe(0);
  });
});

describe('weightedCents', () => {
  it('rounds value × probability ÷ 100 once, to the nearest cent', () => {
    expect(weightedCents(1_000_001 * 25)).toBe(250_000);
    expect(weightedCents(150 * 35)).toBe(53);
    expect(weightedCents(0)).toBe(0);
  });
});
