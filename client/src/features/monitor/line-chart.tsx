import type { MonitorPoint } from '@common/schemas/monitor';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export interface ChartSeries {
  label: string;
  /** The figure of a point; null leaves a gap (nobody was sampling then). */
  value: (point: MonitorPoint) => number | null;
  /** Tailwind stroke and background classes of the line and its legend swatch. */
  strokeClass: string;
  swatchClass: string;
}

interface LineChartProps {
  title: string;
  points: MonitorPoint[];
  series: ChartSeries[];
  format: (value: number | null) => string;
  /** The axis' least top (a flat zero line still has a scale). */
  minTop?: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const HOUR = 3600;

/** A line's path in the chart's box, broken where a value is missing. */
function pathOf(points: MonitorPoint[], value: ChartSeries['value'], end: number, top: number): string {
  let d = '';
  let drawing = false;
  for (const p of points) {
    const v = value(p);
    if (v === null) {
      drawing = false;
      continue;
    }
    const x = ((p.at + p.seconds / 2 - (end - HOUR)) / HOUR) * WIDTH;
    const y = HEIGHT - (Math.min(v, top) / top) * HEIGHT;
    d += `${drawing ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    drawing = true;
  }
  return d;
}

/**
 * The last hour of one or more figures, drawn as SVG lines (no chart library: a few polylines). The legend
 * says each line's latest value in text, which is also what a screen reader reads.
 */
export function LineChart({ title, points, series, format, minTop = 1 }: LineChartProps) {
  const last = points.at(-1);
  const end = last ? last.at + last.seconds : Math.floor(Date.now() / 1000);
  let max = 0;
  for (const p of points) for (const s of series) max = Math.max(max, s.value(p) ?? 0);
  const top = Math.max(minTop, max * 1.15);
  const latest = (s: ChartSeries) => {
    for (let i = points.length - 1; i >= 0; i--) {
      const v = s.value(points[i]!);
      if (v !== null) return v;
    }
    return null;
  };
  const summary = series.map((s) => `${s.label} ${format(latest(s))}`).join(', ');
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block h-0.5 w-3 rounded ${s.swatchClass}`} />
              {s.label} <span className="font-medium text-foreground tabular-nums">{format(latest(s))}</span>
            </li>
          ))}
        </ul>
      </CardHeader>
      <CardContent>
        <figure className="relative">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-32 w-full overflow-visible sm:h-40"
            role="img"
            aria-label={`${title} over the last hour; now ${summary}`}
          >
            {[0.25, 0.5, 0.75].map((f) => (
              <line
                key={f}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT * f}
                y2={HEIGHT * f}
                className="stroke-border"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <line
              x1={0}
              x2={WIDTH}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-border"
              vectorEffect="non-scaling-stroke"
            />
            {series.map((s) => (
              <path
                key={s.label}
                d={pathOf(points, s.value, end, top)}
                fill="none"
                strokeWidth={1.75}
                strokeLinejoin="round"
                className={s.strokeClass}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          <figcaption className="mt-1 flex justify-between text-muted-foreground text-xs tabular-nums">
            <span>1 h ago</span>
            <span>top {format(top)}</span>
            <span>now</span>
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
