/**
 * An optional 1-5 star rating: native radio buttons (arrow keys move, Space selects), drawn as stars.
 */

import { RATING_MAX, RATING_MIN } from '@common/constants';
import { countOf } from '@common/plural';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

type StarRatingProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
};

export function StarRating({ value, onChange, disabled }: StarRatingProps) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm leading-none">
        Rating <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex items-center gap-3">
        <div
          role="radiogroup"
          aria-label="Rating"
          className="flex items-center"
          onPointerLeave={() => setHover(null)}
        >
          {VALUES.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              onPointerEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
                aria-label={countOf(n, 'star')}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-6 transition-colors',
                  n <= shown ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
                )}
              />
            </label>
          ))}
        </div>
        {value === null ? null : (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="rounded-md px-1 text-muted-foreground text-xs underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Clear rating
          </button>
        )}
      </div>
    </fieldset>
  );
}
