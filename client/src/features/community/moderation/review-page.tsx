/** /community/review (moderators): flagged and held posts, each with its thread and flags, and the decisions. */
import { FLAG_REASON_LABELS, type FlagQueueItem, threadPath } from '@common/schemas/community';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { PostMarkdown } from '../embeds/post-markdown';
import { relativeTime } from '../relative-time';
import { type PostDecision, useDecideOnPost, useFlagQueue } from './moderation-api';

const DONE: Record<PostDecision, string> = {
  hide: 'Hidden',
  unhide: 'Shown again',
  approve: 'Approved',
  dismiss: 'Flags dismissed',
};

function QueueItem({ item }: { item: FlagQueueItem }) {
  const decide = useDecideOnPost();
  const { post, thread, flags } = item;
  const act = (decision: PostDecision) =>
    decide.mutate(
      { postId: post.id, decision },
      {
        onSuccess: () => toast({ title: DONE[decision] }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'That did not work',
            description: serverMessage(error) ?? 'Try again.',
          }),
      },
    );
  return (
    <li>
      <article
        aria-label={`Post #${post.number} by ${post.author.username} in ${thread.title}`}
        className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      >
        <header className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={threadPath(thread, post.number)} className="font-medium text-primary hover:underline">
            {thread.title}
          </Link>
          <span className="text-muted-foreground">
            #{post.number} by @{post.author.username} · {relativeTime(post.createdAt)}
          </span>
          {post.held ? <Badge variant="outline">Held for review</Badge> : null}
          {post.hidden ? <Badge variant="secondary">Hidden</Badge> : null}
        </header>
        <div className="max-h-64 overflow-y-auto rounded-lg bg-muted/40 p-3">
          <PostMarkdown text={post.body || '(no text)'} className="text-sm" />
        </div>
        {flags.length > 0 ? (
          <ul aria-label="Flags" className="flex flex-col gap-1 text-sm">
            {flags.map((f) => (
              <li key={`${f.by}-${f.createdAt}`}>
                <span className="font-medium">{FLAG_REASON_LABELS[f.reason]}</span> — @{f.by},{' '}
                {relativeTime(f.createdAt)}
                {f.note ? <span className="text-muted-foreground">: “{f.note}”</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {post.held ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => act('approve')}>
              Approve
            </Button>
          ) : null}
          {post.hidden ? (
            <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => act('unhide')}>
              Unhide
            </Button>
          ) : (
            <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => act('hide')}>
              Hide
            </Button>
          )}
          {flags.length > 0 ? (
            <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => act('dismiss')}>
              Dismiss flags
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export function ReviewPage() {
  const { user, isLoading } = useCurrentUser();
  const moderator = user?.role === 'moderator' || user?.role === 'admin';
  const queue = useFlagQueue(moderator);
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4">
      <h2 id="review-heading" className="font-semibold text-2xl tracking-tight">
        Review queue
      </h2>
      {isLoading ? null : !moderator ? (
        <p className="text-muted-foreground">The review queue is for the community’s moderators.</p>
      ) : queue.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(queue.error) ?? 'The queue could not be loaded.'}
        </p>
      ) : !queue.data ? (
        <Skeleton className="h-40 rounded-xl" aria-label="Loading the queue" />
      ) : queue.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          Nothing to review: no flagged or held posts.
        </p>
      ) : (
        <ul aria-label="Posts to review" className="flex flex-col gap-3">
          {queue.data.map((item) => (
            <QueueItem key={item.post.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
