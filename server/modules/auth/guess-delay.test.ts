import { describe, expect, it } from 'vitest';
import {
  delayAfterFailures,
  FREE_FAILURES_PER_EMAIL,
  MAX_DELAY_MS,
  STREAK_RESET_MS,
  takeGuess,
  worstCaseGuesses,
} from './guess-delay';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const CODE_VALUES = 10 ** 6;

describe('guess delays per e-mail', () => {
  it('lets the first ten wrong guesses through, then waits 1, 2, 4, 8, 16 and at most 30 minutes', () => {
    const waits = Array.from({ length: 18 }, (_, i) => delayAfterFailures(i + 1) / MINUTE);
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30]);
    expect(delayAfterFailures(10_000)).toBe(MAX_DELAY_MS);
  });

  it('answers how long to wait, and counts a guess once the wait is over', () => {
    const last = new Date(0);
    const streak = { failures: FREE_FAILURES_PER_EMAIL + 1, lastFailureAt: last };
    expect(takeGuess(streak, new Date(90 * 1000))).toEqual({ allowed: false, retryAfterMs: 30 * 1000 });
    expect(takeGuess(streak, new Date(2 * MINUTE))).toEqual({
      allowed: true,
      next: { failures: FREE_FAILURES_PER_EMAIL + 2, lastFailureAt: new Date(2 * MINUTE) },
    });
  });

  it('forgets a streak after a day without wrong guesses', () => {
    const streak = { failures: 50, lastFailureAt: new Date(0) };
    expect(takeGuess(streak, new Date(STREAK_RESET_MS - 1))).toMatchObject({ next: { failures: 51 } });
    expect(takeGuess(streak, new Date(STREAK_RESET_MS))).toMatchObject({
      allowed: true,
      next: { failures: 1 },
    });
  });

  it('allows at most 61 guesses a day: success at most 1e-4 per account per day', () => {
    const perDay = worstCaseGuesses(DAY);
    expect(perDay).toBe(61);
    // Each guess is one of 10^6 codes, at best one of 10^6 - 4 once a code's other guesses are ruled out.
    expect(perDay / (CODE_VALUES - 4)).toBeLessThan(1e-4);
  });
});
