/** One topic in a list: title, category, tags, author, replies, votes, solved, unread and last activity. */
import { plural } from '@common/plural';
import { type CommunityCategory, type ThreadSummary, threadPath } from '@common/schemas/community';
import { CheckCircle2, Lock, MessageSquare, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryBadge, categoryOf } from '../category-badge';
import { relativeTime } from '../relative-time';

type ThreadRowProps = {
  thread: ThreadSummary;
  categories: readonly CommunityCategory[] | undefined;
  signedIn: boolean;
};

function UnreadBadge({ unread, signedIn }: { unread: number | null; signedIn: boolean }) {
  if (!signedIn) return null;
  if (unread === null)
    return (
      <span className="rounded-full bg-primary px-1.5 py-0.5 font-semibold text-[0.65rem] text-primary-foreground uppercase">
        New
      </span>
    );
  if (unread <= 0) return null;
  return (
    <span className="rounded-full bg-primary px-1.5 py-0.5 font-semibold text-primary-foreground text-xs tabular-nums">
      {unread}
      <span className="sr-only"> unread {plural(unread, 'post')}</span>
    </span>
  );
}

export function ThreadRow({ thread, categories, signedIn }: ThreadRowProps) {
  const unreadFrom =
    thread.unread && thread.unread > 0 ? thread.replyCount + 1 - thread.unread + 1 : undefined;
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_4rem_4rem_6rem] sm:items-center">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {thread.solved ? (
            <CheckCircle2
              className="size-4 shrink-0 text-green-600 dark:text-green-400"
              aria-label="Solved"
              role="img"
            />
          ) : null}
          {thread.locked ? (
            <Lock className="size-4 shrink-0 text-muted-foreground" aria-label="Locked" role="img" />
          ) : null}
          <Link
            to={threadPath(thread, unreadFrom)}
            className="min-w-0 break-words font-medium text-base hover:underline"
          >
            {thread.title}
          </Link>
          <UnreadBadge unread={thread.unread} signedIn={signedIn} />
        </div>
        {thread.excerpt ? (
          <p className="line-clamp-2 text-muted-foreground text-sm">{thread.excerpt}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <CategoryBadge category={categoryOf(categories, thread.category)} />
          {thread.tags.map((tag) => (
            <Link key={tag} to={`/community/tag/${tag}`} className="hover:text-foreground hover:underline">
              #{tag}
            </Link>
          ))}
          <span>
            by{' '}
            <Link
              to={`/community/u/${thread.author.username}`}
              className="hover:text-foreground hover:underline"
            >
              @{thread.author.username}
            </Link>
          </span>
        </div>
      </div>
      <div className="flex gap-4 text-muted-foreground text-sm sm:contents">
        <span className="inline-flex items-center gap-1 tabular-nums sm:justify-center" title="Replies">
          <MessageSquare className="size-3.5 sm:hidden" aria-hidden="true" />
          <span className="sr-only">Replies: </span>
          {thread.replyCount}
        </span>
        <span className="inline-flex items-center gap-1 tabular-nums sm:justify-center" title="Votes">
          <ThumbsUp className="size-3.5 sm:hidden" aria-hidden="true" />
          <span className="sr-only">Votes: </span>
          {thread.votes}
        </span>
        <span className="ms-auto sm:ms-0 sm:text-right">
          <span className="sr-only">Last activity: </span>
          <time dateTime={thread.lastPostAt}>{relativeTime(thread.lastPostAt)}</time>
        </span>
      </div>
    </li>
  );
}
