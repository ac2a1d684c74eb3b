import { describe, expect, it } from 'vitest';
import { callCostUsd, costPerToken, usageFrom } from './cost';

const pricing = { input: 2.5, cachedInput: 1.25, cacheWrite: 3.125, output: 10 };

describe('call cost', () => {
  it('prices cached input apart from fresh input', () => {
    const cost = callCostUsd(
      { inputTokens: 10_000, cachedInputTokens: 8_000, cacheWriteTokens: 0, outputTokens: 500 },
      pricing,
    );
    // 2,000 fresh × 2.5 + 8,000 cached × 1.25 + 500 out × 10, per million
    expect(cost).toBeCloseTo((2_000 * 2.5 + 8_000 * 1.25 + 500 * 10) / 1e6, 12);
    const naive = callCostUsd(
      { inputTokens: 10_000, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 500 },
      pricing,
    );
    expect(cost).toBeLessThan(naive);
  });

  it('prices cache writes at their own rate', () => {
    const cost = callCostUsd(
      { inputTokens: 1_000, cachedInputTokens: 0, cacheWriteTokens: 1_000, outputTokens: 0 },
      pricing,
    );
    expect(cost).toBeCloseTo(3.125 / 1000, 12);
  });

  it('is free for a free provider and never negative', () => {
    const free = { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 };
    expect(
      callCostUsd({ inputTokens: 5, cachedInputTokens: 9, cacheWriteTokens: 0, outputTokens: 5 }, free),
    ).toBe(0);
    expect(
      callCostUsd({ inputTokens: 5, cachedInputTokens: 9, cacheWriteTokens: 0, outputTokens: 0 }, pricing),
    ).toBeGreaterThanOrEqual(0);
  });

  it('reads AI SDK usage, missing numbers as 0', () => {
    expect(
      usageFrom({
        inputTokens: { total: 12, cacheRead: 4, cacheWrite: undefined },
        outputTokens: { total: 7 },
      }),
    ).toEqual({ inputTokens: 12, cachedInputTokens: 4, cacheWriteTokens: 0, outputTokens: 7 });
    expect(usageFrom(undefined)).toEqual({
      inputTokens: 0,
      cachedInputTokens: 0,
      cacheWriteTokens: 0,
      outputTokens: 0,
    });
    expect(costPerToken(pricing)).toBeCloseTo(6.25e-6, 12);
  });
});
