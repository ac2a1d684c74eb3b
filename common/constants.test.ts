/** SPEC §9's numbers, restated: a change to a constant must be a change to the spec too. */
import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants of SPEC §9', () => {
  it('match the spec', () => {
    expect(c.VERIFICATION_CODE_LENGTH).toBe(6);
    expect(c.DEFAULT_CODE_VALIDITY_SECONDS).toBe(300);
    expect([c.SIGNUP_BONUS_AIZ, c.SIGNUP_BONUS_USER_LIMIT]).toEqual([1000, 100]);
    expect(c.CURRENT_USER_CACHE_MS).toBe(5 * 60 * 1000);
    expect([
      c.TOAST_DEFAULT_DURATION_MS,
      c.TOAST_SWIPE_THRESHOLD,
      c.TOAST_LIMIT,
      c.TOAST_REMOVE_DELAY_MS,
    ]).toEqual([5000, 50, 1, 1_000_000]);
    expect(c.PROVIDER_STATS_REFRESH_MS).toBe(30_000);
    expect([c.RATING_MIN, c.RATING_MAX]).toEqual([1, 5]);
    expect(c.SERVICE_WORKER_RELOAD_DELAY_MS).toBe(1000);
    expect([c.SUCCESS_RATE_GREEN, c.SUCCESS_RATE_YELLOW]).toEqual([0.95, 0.8]);
    expect([c.ENGAGED_AT_INTERACTIONS, c.SIGNUP_PROMPT_AT_INTERACTIONS]).toEqual([5, 3]);
    expect(c.COST_PER_THOUSAND_TOKENS_DECIMALS).toBe(4);
    expect([c.DEVICE_MOBILE_BELOW_PX, c.DEVICE_TABLET_BELOW_PX]).toEqual([768, 1024]);
    expect(c.ANIMATION).toEqual({
      hoverScale: 1.05,
      hoverDurationS: 0.2,
      fadeDurationS: 0.5,
      slideOffsetPx: 20,
      staggerS: 0.1,
      scrollHideDelayMs: 600,
    });
    expect(c.RPC_READ).toEqual({ timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150, batchSize: 1000 });
    expect(c.DEFAULT_THEME).toBe('dark');
    expect([c.STORAGE_KEYS.token, c.STORAGE_KEYS.theme, c.STORAGE_KEYS.hasSeenOnboarding]).toEqual([
      'token',
      'theme',
      'hasSeenOnboarding',
    ]);
  });
});
