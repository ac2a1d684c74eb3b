/** How the dashboard's overview cards write runs, triggers, health and AIZ flows in human words. */

export { formatDuration, relativeTime, triggerLabel } from '@/lib/run-format';

/** "$0.0012", "$1.25"; no AI cost as "$0". */
export function formatCost(usd: number): string {
  if (!usd) return '$0';
  if (usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const KIND_WORDS: Record<string, string> = {
  signup_bonus: 'Signup bonus',
  transfer: 'Transfers',
  deployment_run: 'Deployment runs',
  platform_fee: 'Platform fees',
  purchase: 'Purchases',
  genesis: 'Genesis',
  stake: 'Staking',
  unstake: 'Unstaking',
  reward: 'Rewards',
  refund: 'Refunds',
};

/** A ledger kind in words: 'deployment_run' → "Deployment runs"; unknown kinds read as their words. */
export function flowKindLabel(kind: string): string {
  return KIND_WORDS[kind] ?? capitalise(kind.replace(/[-_]/g, ' '));
}

export type Health = 'good' | 'fair' | 'poor' | 'none';

/** At least 95 % succeeded is good, 80 % fair, less poor; no finished runs, no verdict. */
export function successHealth(rate: number | null): Health {
  if (rate === null) return 'none';
  return rate >= 0.95 ? 'good' : rate >= 0.8 ? 'fair' : 'poor';
}

/** "100 %", "97.5 %", "—". */
export function formatSuccessRate(rate: number | null): string {
  if (rate === null) return '—';
  const pct = Math.round(rate * 1000) / 10;
  return `${pct} %`;
}
