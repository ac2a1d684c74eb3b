/**
 * Writing or editing one's review: 1 to 5 stars (a radio group, so arrow keys choose) and a few words.
 * Shown only to people who may review (they got the listing and are not its creator).
 */
import { countOf } from '@common/plural';
import { REVIEW_BODY_MAX, type Review, writeReviewSchema } from '@common/schemas/marketplace-reviews';
import { Star } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useWriteReview } from './reviews-api';

interface ReviewFormValues {
  stars: number;
  body: string;
}

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-medium text-sm">Your rating</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name="stars"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${countOf(n, 'star')}: ${STAR_WORDS[n]}`}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7',
                n <= value ? 'fill-current text-solar-from' : 'text-muted-foreground/60',
              )}
            />
          </label>
        ))}
        <span className="ms-2 text-muted-foreground text-sm">{STAR_WORDS[value] ?? ''}</span>
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ReviewForm({
  slug,
  mine,
  onDone,
}: {
  slug: string;
  mine: Review | null;
  onDone: () => void;
}) {
  const write = useWriteReview(slug);
  const form = useSchemaForm(
    writeReviewSchema,
    (): ReviewFormValues => ({
      stars: mine?.stars ?? 0,
      body: mine?.body ?? '',
    }),
  );
  const { values, setValue, errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const input = form.validate();
    if (!input) return;
    write.mutate(input, {
      onSuccess: () => {
        toast({
          title: mine ? 'Review updated' : 'Review posted',
          description: 'Thank you for your review.',
        });
        onDone();
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Could not save your review',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
        }
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mine ? 'Edit your review' : 'Write a review'}
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <StarPicker value={values.stars} onChange={(n) => setValue('stars', n)} error={errors.stars} />
      <FormField
        label="Your review"
        error={errors.body}
        description="What did it do for you? What could be better?"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={REVIEW_BODY_MAX}
            value={values.body}
            onChange={(e) => setValue('body', e.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="brand" disabled={write.isPending}>
          {write.isPending ? 'Saving…' : mine ? 'Save changes' : 'Post review'}
        </Button>
        {mine ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
