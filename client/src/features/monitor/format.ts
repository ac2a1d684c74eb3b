/** How the monitor writes its figures, and which are healthy (green), worth a look (amber) or bad (red). */

export type Health = 'ok' | 'warn' | 'bad' | 'none';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (n: number) => whole.format(n);

export function formatRate(perSecond: number): string {
  return perSecond < 10 ? oneDecimal.format(perSecond) : whole.format(perSecond);
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1) return `${oneDecimal.format(ms * 1000)} µs`;
  if (ms < 1000) return `${ms < 10 ? oneDecimal.format(ms) : whole.format(ms)} ms`;
  return `${oneDecimal.format(ms / 1000)} s`;
}

export function formatPercent(share: number): string {
  const pct = share * 100;
  return `${pct === 0 || pct >= 10 ? whole.format(pct) : oneDecimal.format(pct)} %`;
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${oneDecimal.format(mb / 1024)} GB` : `${whole.format(mb)} MB`;
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${whole.format(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Below `amber` is healthy, below `red` worth a look, else bad; null reads as "no figure". */
export function healthOf(value: number | null, amber: number, red: number): Health {
  if (value === null) return 'none';
  return value < amber ? 'ok' : value < red ? 'warn' : 'bad';
}

export const HEALTH_LABEL: Record<Health, string> = {
  ok: 'healthy',
  warn: 'needs a look',
  bad: 'unhealthy',
  none: 'no data',
};
