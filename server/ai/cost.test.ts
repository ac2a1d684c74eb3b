import { describe, expect, it } from 'vitest';
import { callCostUsd, costPerToken, priceOf, usageFrom } from './cost';

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

describe('the price of a named model', () => {
  const prices = {
    'gpt-4o': { input: 2.5, cachedInput: 1.25, cacheWrite: 2.5, output: 10 },
    'gpt-4o-mini': { input: 0.15, cachedInput: 0.075, cacheWrite: 0.15, output: 0.6 },
  };
  const fallback = { input: 9, cachedInput: 9, cacheWrite: 9, output: 9 };

  it('is its own line, or the longest family a dated variant belongs to', () => {
    expect(priceOf(prices, 'gpt-4o-mini', fallback)).toEqual({
      pricing: prices['gpt-4o-mini'],
      listed: true,
    });
    expect(priceOf(prices, 'gpt-4o-mini-2024-07-18', fallback).pricing).toBe(prices['gpt-4o-mini']);
    expect(priceOf(prices, 'gpt-4o-2024-08-06', fallback).pricing).toBe(prices['gpt-4o']);
  });

  it('is the fallback, said to be unlisted, for a model the list does not name', () => {
    expect(priceOf(prices, 'gpt-4omni', fallback)).toEqual({ pricing: fallback, listed: false });
    expect(priceOf(prices, 'my-fine-tune', fallback)).toEqual({ pricing: fallback, listed: false });
  });

  it('is the `*` line for every model of a local server', () => {
    const free = { input: 0, cachedInput: 0, cacheWrite: 0, output: 0 };
    expect(priceOf({ '*': free }, 'llama3.2:3b', fallback)).toEqual({ pricing: free, listed: true });
  });
});
