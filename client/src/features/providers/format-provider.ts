import { COST_PER_THOUSAND_TOKENS_DECIMALS } from '@common/constants';

/** SPEC §9: cost shown per 1K tokens with 4 decimals, in US dollars. */
export function formatCostPerThousand(costPerToken: number): string {
  return `$${(costPerToken * 1000).toFixed(COST_PER_THOUSAND_TOKENS_DECIMALS)}`;
}

/** A success rate of 0-1 as a whole-ish percentage: 1 → "100%", 0.9567 → "95.7%". */
export function formatSuccessRate(rate: number): string {
  const percent = rate * 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

export function formatResponseTime(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/** Money spent so far: small amounts keep their precision. */
export function formatUsd(amount: number): string {
  if (amount === 0) return '$0.00';
  return amount < 0.01 ? `$${amount.toFixed(COST_PER_THOUSAND_TOKENS_DECIMALS)}` : `$${amount.toFixed(2)}`;
}

/** Cooldown left, e.g. "45 s" or "3 min". */
export function formatCooldown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
