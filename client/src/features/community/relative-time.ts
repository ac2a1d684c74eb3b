/** "3 min ago", "2 days ago", as Discourse shows times; a full date for anything over a month. */
import { formatDate } from '@/lib/format';

const UNITS = [
  { unit: 'minute', ms: 60_000, upTo: 60 },
  { unit: 'hour', ms: 3_600_000, upTo: 24 },
  { unit: 'day', ms: 86_400_000, upTo: 30 },
] as const;

let format: Intl.RelativeTimeFormat | undefined;

export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  const elapsed = Math.max(0, now - time);
  if (elapsed < 60_000) return 'just now';
  for (const { unit, ms, upTo } of UNITS) {
    const count = Math.floor(elapsed / ms);
    if (count < upTo) {
      format ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
      return format.format(-count, unit);
    }
  }
  return formatDate(iso);
}
