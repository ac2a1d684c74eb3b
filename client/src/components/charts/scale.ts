/** Scales and ticks for the charts (pure). */

export interface Extent {
  min: number;
  max: number;
}

/** The extent of values, widened so a flat series still has height; `zero` includes 0. */
export function extentOf(values: number[], options: { zero?: boolean } = {}): Extent {
  const finite = values.filter(Number.isFinite);
  let min = finite.length ? Math.min(...finite) : 0;
  let max = finite.length ? Math.max(...finite) : 1;
  if (options.zero !== false) min = Math.min(0, min);
  if (max === min) max = min + 1;
  return { min, max };
}

/** Round tick values (1, 2, 5 × 10^n) covering the extent, about `count` of them. */
export function niceTicks(extent: Extent, count = 4): number[] {
  const span = extent.max - extent.min;
  const power = 10 ** Math.floor(Math.log10(span / Math.max(1, count)));
  // The round step whose tick count comes closest to `count`.
  const step = [1, 2, 5, 10]
    .map((m) => m * power)
    .reduce((best, s) => (Math.abs(span / s - count) < Math.abs(span / best - count) ? s : best));
  const start = Math.floor(extent.min / step + 1e-9) * step;
  const end = Math.ceil(extent.max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; start + i * step <= end + step * 1e-9; i++)
    ticks.push(Number((start + i * step).toFixed(10)));
  return ticks;
}

/** The extent widened to its outer ticks, so the top gridline sits at the top. */
export function niceExtent(values: number[], options: { zero?: boolean } = {}): Extent {
  const ticks = niceTicks(extentOf(values, options));
  return { min: ticks[0]!, max: ticks[ticks.length - 1]! };
}

export function linear(domain: Extent, range: [number, number]): (v: number) => number {
  const span = domain.max - domain.min || 1;
  return (v) => range[0] + ((v - domain.min) / span) * (range[1] - range[0]);
}

/** Compact number labels: 1.2k, 3.4M, 0.25. */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${trim(value / 1e6)}M`;
  if (abs >= 1e3) return `${trim(value / 1e3)}k`;
  if (abs >= 10 || abs === 0) return trim(value, 0);
  return trim(value, abs >= 1 ? 1 : 2);
}

function trim(value: number, digits = 1): string {
  return value.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}
