/** Figures as the analytics screen writes them (pure). */

export function percent(rate: number | null): string {
  if (rate === null) return '–';
  const value = rate * 100;
  return `${value >= 99.95 || value === 0 ? value.toFixed(0) : value.toFixed(1)}%`;
}

export function duration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

export function usd(value: number): string {
  if (value === 0) return '$0';
  if (value < 0.01) return `$${value.toFixed(4)}`;
  return `$${value.toFixed(2)}`;
}

export function tokens(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e4) return `${Math.round(value / 1e3)}k`;
  return value.toLocaleString('en-US');
}

/** The change from a to b, signed, as the compare view shows it; null when it cannot be said. */
export function delta(a: number | null, b: number | null): number | null {
  if (a === null || b === null || a === 0) return null;
  return (b - a) / a;
}

export function ratingShare(up: number, down: number): string {
  const total = up + down;
  return total === 0 ? '–' : `${Math.round((up / total) * 100)}% 👍 (${total})`;
}
