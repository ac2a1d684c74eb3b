import { cn } from '@/lib/cn';

type ProgressProps = {
  /** 0 to 100. */
  value: number;
  label: string;
  className?: string;
};

export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-brand-from via-brand-via to-brand-to transition-[width]"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
