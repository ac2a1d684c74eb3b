/** A small inline trend line (a table cell, a tile): no axes, the last point marked. */
import { cn } from '@/lib/cn';
import { extentOf, linear } from './scale';

export interface SparklineProps {
  values: number[];
  /** What it shows, for screen readers ("Runs per minute, last hour"). */
  label: string;
  width?: number;
  height?: number;
  color?: string;
  className?: string;
}

export function Sparkline({
  values,
  label,
  width = 96,
  height = 24,
  color = 'var(--primary)',
  className,
}: SparklineProps) {
  const extent = extentOf(values);
  const x = linear({ min: 0, max: Math.max(1, values.length - 1) }, [1, width - 3]);
  const y = linear(extent, [height - 2, 2]);
  const d = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join('');
  const last = values[values.length - 1];
  return (
    <svg
      role="img"
      aria-label={`${label}${last === undefined ? ': no data' : `: latest ${last}`}`}
      width={width}
      height={height}
      className={cn('inline-block overflow-visible align-middle', className)}
    >
      {values.length > 1 && (
        <path d={d} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      )}
      {last !== undefined && <circle cx={x(values.length - 1)} cy={y(last)} r={2} fill={color} />}
      {values.length === 0 && (
        <line
          x1={1}
          x2={width - 1}
          y1={height / 2}
          y2={height / 2}
          stroke="var(--border)"
          strokeDasharray="2 3"
        />
      )}
    </svg>
  );
}
