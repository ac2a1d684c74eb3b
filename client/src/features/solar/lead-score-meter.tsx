import { cn } from '@/lib/cn';
import { type ScoreBand, scoreBand } from './lead-labels';

const BAR: Record<ScoreBand, string> = {
  high: 'bg-emerald-500 dark:bg-emerald-400',
  medium: 'bg-amber-500 dark:bg-amber-400',
  low: 'bg-slate-400 dark:bg-slate-500',
};

/** The qualification score (0 to 100) as a short bar with its number; read out as "Score 62 of 100". */
export function LeadScoreMeter({ score, className }: { score: number; className?: string }) {
  const value = Math.min(100, Math.max(0, Math.round(score)));
  return (
    <div className={cn('flex items-center gap-2', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be drawn alike in every browser */}
      <div
        role="meter"
        aria-label={`Score ${value} of 100`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-16 shrink-0 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', BAR[scoreBand(value)])} style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="font-medium text-xs tabular-nums">
        {value}
      </span>
    </div>
  );
}
