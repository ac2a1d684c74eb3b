/**
 * How often an e-mail's codes may be guessed: a streak of wrong guesses earns growing waits instead of a
 * lock, so a stranger's guesses can hold the owner up for at most MAX_DELAY_MS at a time, never a day.
 *
 * The arithmetic (README.md in this folder says the same):
 * - the first FREE_FAILURES_PER_EMAIL (10) wrong guesses of a streak wait for nothing (two codes' worth
 *   of typos); after the 10th the next guess waits 1 minute, then 2, 4, 8, 16, then 30 minutes each time;
 * - worst case from a streak's start: 10 guesses at 0 min, then at 1, 3, 7, 15, 31 min, then every 30
 *   minutes: 31 + 30k <= 1440 gives k <= 46, so 10 + 5 + 46 = 61 guesses in any 24 hours. A streak only
 *   restarts after STREAK_RESET_MS (24 h) without a wrong guess, and the waits never shrink within a
 *   streak, so no 24-hour window holds more than 61 (worstCaseGuesses() computes it; tested);
 * - each guess hits one of 10^6 codes, at best 1 / (10^6 - 4) once a code's earlier guesses are ruled
 *   out, so the chance of getting into one account is at most 61 / 999,996 ≈ 6.1e-5 a day (< 1e-4).
 */

export const FREE_FAILURES_PER_EMAIL = 10;
export const FIRST_DELAY_MS = 60 * 1000;
export const MAX_DELAY_MS = 30 * 60 * 1000;
/** A streak is forgotten after this long without a wrong guess. */
export const STREAK_RESET_MS = 24 * 60 * 60 * 1000;

export interface FailureStreak {
  failures: number;
  lastFailureAt: Date;
}

/** How long the next guess waits after the streak's `failures`-th wrong guess. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES_PER_EMAIL) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES_PER_EMAIL), MAX_DELAY_MS);
}

export type GuessVerdict = { allowed: true; next: FailureStreak } | { allowed: false; retryAfterMs: number };

/**
 * Whether a guess may be compared at `now`. An allowed guess is counted as a failure before it is
 * compared (`next` is what to store); a right guess clears the streak afterwards.
 */
export function takeGuess(streak: FailureStreak | null, now: Date): GuessVerdict {
  const at = now.getTime();
  if (!streak || at - streak.lastFailureAt.getTime() >= STREAK_RESET_MS) {
    return { allowed: true, next: { failures: 1, lastFailureAt: now } };
  }
  const opensAt = streak.lastFailureAt.getTime() + delayAfterFailures(streak.failures);
  if (at < opensAt) return { allowed: false, retryAfterMs: opensAt - at };
  return { allowed: true, next: { failures: streak.failures + 1, lastFailureAt: now } };
}

/** The most guesses someone guessing as soon as allowed gets compared within `windowMs` of starting. */
export function worstCaseGuesses(windowMs: number): number {
  const start = 0;
  let streak: FailureStreak | null = null;
  let at = start;
  let guesses = 0;
  while (at < start + windowMs) {
    const verdict = takeGuess(streak, new Date(at));
    if (verdict.allowed) {
      guesses++;
      streak = verdict.next;
    } else {
      at += verdict.retryAfterMs;
    }
  }
  return guesses;
}
