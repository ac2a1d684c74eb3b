/**
 * A time-series line chart in SVG: several series, a y axis with round ticks, time labels, a hover or
 * keyboard cursor (arrow keys) with a tooltip of every series' value. Colours are CSS colours (theme
 * variables work). No chart library: the few charts we draw do not need one.
 */
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { compactNumber, linear, niceExtent, niceTicks } from './scale';
import { useWidth } from './use-width';

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  t: number;
  /** null: no value (a gap). */
  v: number | null;
}

export interface ChartSeries {
  name: string;
  /** A CSS colour, e.g. `var(--primary)`. */
  color: string;
  points: ChartPoint[];
  /** Dashed line (a threshold, a comparison). */
  dashed?: boolean;
}

export interface LineChartProps {
  series: ChartSeries[];
  /** What the chart shows, for screen readers and the figure caption. */
  label: string;
  height?: number;
  formatValue?: (value: number) => string;
  formatTime?: (t: number) => string;
  /** Fill the area under a single series. */
  area?: boolean;
  className?: string;
}

const PAD = { top: 10, right: 12, bottom: 22 };
/** About one 10 px tabular digit's width: the y labels' column grows with the longest label. */
const LABEL_CHAR_PX = 6.2;

const defaultTime = (t: number) =>
  new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export function LineChart({
  series,
  label,
  height = 180,
  formatValue = compactNumber,
  formatTime = defaultTime,
  area = false,
  className,
}: LineChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [cursor, setCursor] = useState<number | null>(null);
  const gradientId = useId();
  const times = useMemo(
    () => [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b),
    [series],
  );
  const values = series.flatMap((s) => s.points.flatMap((p) => (p.v === null ? [] : [p.v])));
  const yDomain = niceExtent(values);
  const yTicks = niceTicks(yDomain);
  const left = Math.max(
    28,
    Math.ceil(Math.max(...yTicks.map((t) => formatValue(t).length)) * LABEL_CHAR_PX) + 10,
  );
  const innerWidth = Math.max(0, width - left - PAD.right);
  const innerHeight = height - PAD.top - PAD.bottom;
  const tMin = times[0] ?? 0;
  const tMax = times[times.length - 1] ?? 1;
  const x = linear({ min: tMin, max: tMax === tMin ? tMin + 1 : tMax }, [left, left + innerWidth]);
  const y = linear(yDomain, [PAD.top + innerHeight, PAD.top]);
  // As many time labels as fit (about 90 px each), first and last included.
  const xCount = Math.max(2, Math.min(5, Math.floor(innerWidth / 90)));
  const xTicks =
    times.length > 1
      ? Array.from({ length: xCount }, (_, i) => tMin + (i / (xCount - 1)) * (tMax - tMin))
      : times;
  const empty = values.length === 0;

  const pathOf = (points: ChartPoint[]) => {
    let d = '';
    let pen = false;
    for (const p of points) {
      if (p.v === null) {
        pen = false;
        continue;
      }
      d += `${pen ? 'L' : 'M'}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`;
      pen = true;
    }
    return d;
  };

  const cursorTime = cursor === null ? null : times[cursor];
  const moveTo = (clientX: number, box: DOMRect) => {
    if (times.length === 0 || innerWidth <= 0) return;
    const t = tMin + ((clientX - box.left - left) / innerWidth) * (tMax - tMin);
    let best = 0;
    for (let i = 1; i < times.length; i++) {
      if (Math.abs(times[i]! - t) < Math.abs(times[best]! - t)) best = i;
    }
    setCursor(best);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (times.length === 0) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      setCursor((c) => Math.min(times.length - 1, Math.max(0, (c ?? times.length - 1) + step)));
    } else if (event.key === 'Escape') setCursor(null);
  };
  const latest = series.map((s) => `${s.name}: ${formatLast(s.points, formatValue)}`).join(', ');

  return (
    <figure className={cn('relative m-0 w-full', className)} ref={ref}>
      <figcaption className="sr-only">
        {label}. {empty ? 'No data yet.' : `Latest: ${latest}.`}
      </figcaption>
      {width > 0 && (
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={height}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the cursor moves with the arrow keys
          tabIndex={0}
          className="block rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          onPointerMove={(e) => moveTo(e.clientX, e.currentTarget.getBoundingClientRect())}
          onPointerLeave={() => setCursor(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setCursor(null)}
        >
          {area && series[0] && (
            <defs>
              <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor={series[0].color} stopOpacity={0.25} />
                <stop offset="100%" stopColor={series[0].color} stopOpacity={0} />
              </linearGradient>
            </defs>
          )}
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={left + innerWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--border)"
                strokeDasharray={tick === yDomain.min ? undefined : '3 3'}
              />
              <text
                x={left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted-foreground text-[10px] tabular-nums"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((t, i) => (
            <text
              key={t}
              x={x(t)}
              y={height - 6}
              textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
              className="fill-muted-foreground text-[10px] tabular-nums"
            >
              {formatTime(t)}
            </text>
          ))}
          {area && series[0] && !empty && (
            <path
              d={`${pathOf(series[0].points)}L${x(lastT(series[0].points))},${y(yDomain.min)}L${x(firstT(series[0].points))},${y(yDomain.min)}Z`}
              fill={`url(#${gradientId})`}
            />
          )}
          {series.map((s) => (
            <g key={s.name}>
              <path
                d={pathOf(s.points)}
                fill="none"
                stroke={s.color}
                strokeWidth={1.75}
                strokeLinejoin="round"
                strokeDasharray={s.dashed ? '5 4' : undefined}
              />
              {/* A value between two gaps draws no line: a dot shows it. */}
              {isolated(s.points).map((p) => (
                <circle key={p.t} cx={x(p.t)} cy={y(p.v!)} r={2.5} fill={s.color} />
              ))}
            </g>
          ))}
          {empty && (
            <text
              x={left + innerWidth / 2}
              y={PAD.top + innerHeight / 2}
              textAnchor="middle"
              className="fill-muted-foreground text-xs"
            >
              No data yet
            </text>
          )}
          {cursorTime !== null && cursorTime !== undefined && (
            <g>
              <line
                x1={x(cursorTime)}
                x2={x(cursorTime)}
                y1={PAD.top}
                y2={PAD.top + innerHeight}
                stroke="var(--muted-foreground)"
                strokeOpacity={0.5}
              />
              {series.map((s) => {
                const v = s.points.find((p) => p.t === cursorTime)?.v;
                return v === null || v === undefined ? null : (
                  <circle key={s.name} cx={x(cursorTime)} cy={y(v)} r={3} fill={s.color} />
                );
              })}
            </g>
          )}
        </svg>
      )}
      {cursorTime !== null && cursorTime !== undefined && (
        <div
          role="status"
          className="pointer-events-none absolute top-1 rounded-md border border-border bg-popover px-2 py-1 text-popover-foreground text-xs shadow-md"
          style={{
            left: Math.min(Math.max(0, x(cursorTime) + 8), Math.max(0, width - 160)),
          }}
        >
          <div className="mb-0.5 text-muted-foreground">{formatTime(cursorTime)}</div>
          {series.map((s) => {
            const v = s.points.find((p) => p.t === cursorTime)?.v;
            return (
              <div key={s.name} className="flex items-center gap-1.5 tabular-nums">
                <span
                  aria-hidden
                  className="inline-block size-2 rounded-full"
                  style={{ background: s.color }}
                />
                {s.name}: {v === null || v === undefined ? '–' : formatValue(v)}
              </div>
            );
          })}
        </div>
      )}
      {series.length > 1 && (
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="inline-block h-0.5 w-3"
                style={{ background: s.color, opacity: s.dashed ? 0.6 : 1 }}
              />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

function isolated(points: ChartPoint[]): ChartPoint[] {
  return points.filter(
    (p, i) => p.v !== null && (points[i - 1]?.v ?? null) === null && (points[i + 1]?.v ?? null) === null,
  );
}
function firstT(points: ChartPoint[]): number {
  return points.find((p) => p.v !== null)?.t ?? 0;
}
function lastT(points: ChartPoint[]): number {
  return points.findLast((p) => p.v !== null)?.t ?? 0;
}
function formatLast(points: ChartPoint[], format: (v: number) => string): string {
  const last = points.findLast((p) => p.v !== null);
  return last?.v === null || last === undefined ? 'none' : format(last.v);
}
