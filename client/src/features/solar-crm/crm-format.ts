/** How the CRM writes money, system sizes and idle time: one place, so the board, table and drawer agree. */

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** US cents as whole dollars: 1234500 → "$12,345". */
export function formatCents(cents: number): string {
  return dollars.format(Math.round(cents / 100));
}

/** Watts DC as kilowatts with one decimal: 7200 → "7.2 kW"; unknown → null. */
export function formatKw(watts: number | null): string | null {
  if (watts === null) return null;
  return `${(watts / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} kW`;
}

/** Whole dollars typed in a field → cents, or undefined for an empty or unreadable field. */
export function dollarsToCents(text: string): number | undefined {
  const clean = text.replace(/[$,\s]/g, '');
  if (clean === '') return undefined;
  const value = Number(clean);
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
}

/** A share (0-1) as a percentage: 0.25 → "25%"; null → "—". */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 1000) / 10}%`;
}

/** Minutes as "42 min", "3.5 h" or "2.1 days"; null → "—". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 90) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 6) / 10} h`;
  return `${Math.round(minutes / 144) / 10} days`;
}

/** "2026-03" → "Mar 2026"; null → "No close date". */
export function formatMonth(month: string | null): string {
  if (month === null) return 'No close date';
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
