/** How runs read in the list, the executions and a run's detail: relative times, durations, cost, tokens. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date; `now` is injected for tests. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  const ago = now - time;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 30 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "850 ms", "2.4 s", "3 min 5 s", "1 h 2 min"; null (still going) as a dash. */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ${Math.floor((ms % MINUTE) / 1000)} s`;
  return `${Math.floor(ms / HOUR)} h ${Math.floor((ms % HOUR) / MINUTE)} min`;
}

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

/** How a trigger reads: 'manual' → "Manual", 'sub-workflow' → "Sub-workflow". */
export function triggerLabel(trigger: string): string {
  const text = trigger === 'sub-workflow' ? trigger : trigger.replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A step's stored items: how many there were (a capped record keeps only the counts). */
export function itemCount(items: unknown[][] | { truncated: true; items: number[] }): number {
  if (Array.isArray(items)) return items.reduce((sum, output) => sum + output.length, 0);
  return items.items.reduce((sum, n) => sum + n, 0);
}
