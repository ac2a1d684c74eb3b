/**
 * One review: its stars, author, date and text, the creator's reply (or, for the creator, a form to write
 * it once), a "Helpful" toggle for others, and a menu to report it.
 */
import { REVIEW_REPLY_MAX, type Review, replyToReviewSchema } from '@common/schemas/marketplace-reviews';
import { EyeOff, ThumbsUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';
import { Stars } from './rating-summary';
import { ReportMenu } from './report-dialog';
import { useHelpfulVote, useReplyToReview } from './reviews-api';

function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const reply = useReplyToReview(review.id);
  const form = useSchemaForm(replyToReviewSchema, () => ({ body: '' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const input = form.validate();
    if (!input) return;
    reply.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Reply posted' });
        onDone();
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Could not post your reply',
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
      className="flex flex-col gap-2"
      aria-label={`Reply to ${review.author.username}`}
    >
      <FormField
        label="Your reply"
        error={form.errors.body}
        description="You can reply once; the reply cannot be changed."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            value={form.values.body}
            onChange={(e) => form.setValue('body', e.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="brand" disabled={reply.isPending}>
          {reply.isPending ? 'Posting…' : 'Post reply'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function HelpfulButton({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const vote = useHelpfulVote(review.id);
  const { openAuthDialog } = useAuthDialog();
  const count = review.helpfulCount;
  if (review.mine) {
    return (
      <span className="text-muted-foreground text-xs">
        {count === 0
          ? 'No helpful votes yet'
          : `${count} ${count === 1 ? 'person' : 'people'} found it helpful`}
      </span>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={review.votedHelpful}
      disabled={vote.isPending}
      onClick={() =>
        signedIn
          ? vote.mutate(!review.votedHelpful, {
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'That did not work',
                  description: serverMessage(error) ?? 'Try again.',
                }),
            })
          : openAuthDialog()
      }
    >
      <ThumbsUp aria-hidden="true" className={review.votedHelpful ? 'fill-current' : undefined} />
      Helpful{count > 0 ? ` (${count})` : ''}
    </Button>
  );
}

export function ReviewItem({
  review,
  slug,
  isCreator,
  signedIn,
}: {
  review: Review;
  slug: string;
  isCreator: boolean;
  signedIn: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <article className="flex flex-col gap-2 py-4" aria-label={`Review by ${review.author.username}`}>
      <header className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <Stars value={review.stars} />
          <span className="font-medium text-sm">{review.author.username}</span>
          <span className="text-muted-foreground text-xs">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {review.edited ? ' · edited' : ''}
          </span>
          {review.hidden ? (
            <Badge variant="outline" className="gap-1">
              <EyeOff aria-hidden="true" className="size-3" />
              Hidden by an administrator
            </Badge>
          ) : null}
        </div>
        {review.mine || review.hidden ? null : (
          <ReportMenu
            target={{ slug, reviewId: review.id, what: 'this review' }}
            label={`More actions for the review by ${review.author.username}`}
          />
        )}
      </header>
      <p className="whitespace-pre-line text-sm">{review.body}</p>
      {review.reply ? (
        <div className="ms-4 rounded-md border-primary/40 border-s-2 bg-muted/50 px-3 py-2">
          <p className="font-medium text-xs">
            Reply from the creator ·{' '}
            <time dateTime={review.reply.createdAt} className="font-normal text-muted-foreground">
              {formatDate(review.reply.createdAt)}
            </time>
          </p>
          <p className="whitespace-pre-line text-sm">{review.reply.body}</p>
        </div>
      ) : null}
      {review.hidden ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <HelpfulButton review={review} signedIn={signedIn} />
          {isCreator && !review.reply && !replying ? (
            <Button variant="ghost" size="sm" onClick={() => setReplying(true)}>
              Reply
            </Button>
          ) : null}
        </div>
      )}
      {replying ? <ReplyForm review={review} onDone={() => setReplying(false)} /> : null}
    </article>
  );
}
