/**
 * Horizontal bars for a ranked list (top errors, runs per version, cost per agent): labels stay readable at
 * any length, and it is a plain list for screen readers.
 */
import { cn } from '@/lib/cn';
import { compactNumber } from './scale';

export interface BarItem {
  label: string;
  value: number;
  /** Shown instead of the formatted value. */
  display?: string;
  color?: string;
}

export interface BarListProps {
  items: BarItem[];
  label: string;
  formatValue?: (value: number) => string;
  empty?: string;
  className?: string;
}

export function BarList({
  items,
  label,
  formatValue = compactNumber,
  empty = 'Nothing yet',
  className,
}: BarListProps) {
  const max = Math.max(0, ...items.map((i) => i.value));
  if (items.length === 0) return <p className={cn('text-muted-foreground text-sm', className)}>{empty}</p>;
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-1.5', className)}>
      {items.map((item) => (
        <li
          key={item.label}
          className="relative flex items-center justify-between gap-3 overflow-hidden rounded-md px-2 py-1 text-sm"
        >
          <span
            aria-hidden
            className="absolute inset-y-0 left-0 rounded-md opacity-15"
            style={{
              width: `${max > 0 ? (item.value / max) * 100 : 0}%`,
              background: item.color ?? 'var(--primary)',
            }}
          />
          <span className="relative min-w-0 truncate" title={item.label}>
            {item.label}
          </span>
          <span className="relative shrink-0 font-medium tabular-nums">
            {item.display ?? formatValue(item.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
