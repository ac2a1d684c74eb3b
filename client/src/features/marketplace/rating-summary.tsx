/** A listing's rating: the mean of its visible reviews, their count, and a bar for each number of stars. */
import { countOf, plural } from '@common/plural';
import type { ReviewSummary } from '@common/schemas/marketplace-reviews';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Five stars, `value` of them filled (to the nearest whole star); read as "4.5 out of 5 stars". */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${value} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= filled ? 'fill-current text-solar-from' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}

export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const widest = Math.max(1, ...summary.distribution);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="font-semibold text-4xl tabular-nums">
          {summary.rating === null ? '–' : summary.rating.toFixed(1)}
        </p>
        {summary.rating === null ? null : <Stars value={summary.rating} />}
        <p className="text-muted-foreground text-sm">
          {summary.count === 0 ? 'No reviews yet' : countOf(summary.count, 'review')}
        </p>
      </div>
      <ul className="flex min-w-0 flex-1 flex-col gap-1" aria-label="Reviews by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-xs">
              <span className="w-12 shrink-0 tabular-nums text-muted-foreground">
                {countOf(stars, 'star')}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-solar-from"
                  style={{ width: `${(n / widest) * 100}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-end tabular-nums">
                {n}
                <span className="sr-only"> {plural(n, 'review')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
