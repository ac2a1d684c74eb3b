/** The price of one call, from its token usage. Cached input is priced apart from fresh input. */
import type { Pricing } from './types';

export interface TokenUsage {
  inputTokens: number;
  /** Input tokens read from the provider's prompt cache (part of inputTokens). */
  cachedInputTokens: number;
  /** Input tokens written to the prompt cache (part of inputTokens). */
  cacheWriteTokens: number;
  outputTokens: number;
}

export function callCostUsd(usage: TokenUsage, pricing: Pricing): number {
  const fresh = Math.max(0, usage.inputTokens - usage.cachedInputTokens - usage.cacheWriteTokens);
  const micro =
    fresh * pricing.input +
    usage.cachedInputTokens * pricing.cachedInput +
    usage.cacheWriteTokens * pricing.cacheWrite +
    usage.outputTokens * pricing.output;
  return micro / 1_000_000;
}

/** Blended price per token for display (SPEC §3 costPerToken): the mean of input and output prices. */
export function costPerToken(pricing: Pricing): number {
  return (pricing.input + pricing.output) / 2 / 1_000_000;
}

interface UsageLike {
  inputTokens: { total: number | undefined; cacheRead: number | undefined; cacheWrite: number | undefined };
  outputTokens: { total: number | undefined };
}

export function usageFrom(u: UsageLike | undefined): TokenUsage {
  return {
    inputTokens: u?.inputTokens.total ?? 0,
    cachedInputTokens: u?.inputTokens.cacheRead ?? 0,
    cacheWriteTokens: u?.inputTokens.cacheWrite ?? 0,
    outputTokens: u?.outputTokens.total ?? 0,
  };
}
