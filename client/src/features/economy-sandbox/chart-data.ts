/**
 * The daily series as chart points: x is the day (as milliseconds from day 0, which the line chart reads),
 * at most about 366 points a line (every k-th day, the last always), AIZ rather than milli-AIZ.
 */
import type { ChartPoint } from '@/components/charts';

const DAY_MS = 86_400_000;
const MAX_POINTS = 366;

export function chartPoints(values: Float64Array, scale = 1): ChartPoint[] {
  const step = Math.max(1, Math.ceil(values.length / MAX_POINTS));
  const points: ChartPoint[] = [];
  for (let day = 0; day < values.length; day += step) points.push(point(values, day, scale));
  const last = values.length - 1;
  if (last >= 0 && last % step !== 0) points.push(point(values, last, scale));
  return points;
}

function point(values: Float64Array, day: number, scale: number): ChartPoint {
  const v = values[day]!;
  return { t: (day + 1) * DAY_MS, v: Number.isFinite(v) ? v * scale : null };
}

/** "Day 45", or "Year 2, day 30" past the first year. */
export function formatSimDay(t: number): string {
  const day = Math.round(t / DAY_MS);
  if (day <= 365) return `Day ${day}`;
  return `Y${Math.floor((day - 1) / 365) + 1} d${((day - 1) % 365) + 1}`;
}
