/** How runs read in the list, the executions and a run's detail: relative times, durations, cost, tokens. */

export { formatDuration, relativeTime, triggerLabel } from '@/lib/run-format';

/** "$0.0012", "$1.25"; no AI call as a dash. */
export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || usd === 0) return '—';
  if (usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** Input and output tokens together, grouped: "1,204"; none as a dash. */
export function formatTokens(usage: { inputTokens: number; outputTokens: number } | null): string {
  if (!usage) return '—';
  return (usage.inputTokens + usage.outputTokens).toLocaleString('en-US');
}

/** A step's stored items: how many there were (a capped record keeps only the counts). */
export function itemCount(items: unknown[][] | { truncated: true; items: number[] }): number {
  if (Array.isArray(items)) return items.reduce((sum, output) => sum + output.length, 0);
  return items.items.reduce((sum, n) => sum + n, 0);
}
