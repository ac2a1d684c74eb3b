import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type MessageRating, nextRating } from '../chat/chat-message';

const thumb =
  'inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-3.5';

/** Thumbs up and down; pressing the chosen one again clears the rating (SPEC §4). */
export function RatingButtons({
  rating,
  onRate,
}: {
  rating: MessageRating;
  onRate: (rating: MessageRating) => void;
}) {
  return (
    <fieldset className="flex items-center gap-0.5">
      <legend className="sr-only">Rate this answer</legend>
      <button
        type="button"
        aria-label="Helpful"
        aria-pressed={rating === 'positive'}
        onClick={() => onRate(nextRating(rating, 'positive'))}
        className={cn(
          thumb,
          rating === 'positive' && 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
        )}
      >
        <ThumbsUp className={cn(rating === 'positive' && 'fill-current')} aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="Not helpful"
        aria-pressed={rating === 'negative'}
        onClick={() => onRate(nextRating(rating, 'negative'))}
        className={cn(thumb, rating === 'negative' && 'bg-red-500/15 text-red-600 dark:text-red-400')}
      >
        <ThumbsDown className={cn(rating === 'negative' && 'fill-current')} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
