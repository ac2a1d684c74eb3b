/** The price of one call, from its token usage. Cached input is priced apart from fresh input. */
import type { ModelPrice, Pricing } from './types';

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

/** A provider's list prices by model name; `*` prices every model (a local server). */
export type PriceList = Readonly<Record<string, Pricing>>;

export type { ModelPrice };

/**
 * The list price of `modelId`: its own line, or the line of the longest name it is a dated or tagged
 * variant of (`gpt-4o-mini-2024-07-18` and `claude-3-5-sonnet-latest` take `gpt-4o-mini`'s and
 * `claude-3-5-sonnet`'s; `llama3.2:3b` takes `llama3.2`'s). A model the list does not name is priced as
 * `fallback` (the provider's default model) and says so: the cost is an estimate, never silently zero.
 */
export function priceOf(prices: PriceList, modelId: string, fallback: Pricing): ModelPrice {
  const own = prices[modelId];
  if (own) return { pricing: own, listed: true };
  let best: string | undefined;
  for (const name of Object.keys(prices)) {
    const variant = /^[-:@]/.test(modelId.slice(name.length)) && modelId.startsWith(name);
    if (variant && name.length > (best?.length ?? 0)) best = name;
  }
  if (best) return { pricing: prices[best]!, listed: true };
  const every = prices['*'];
  return every ? { pricing: every, listed: true } : { pricing: fallback, listed: false };
}
