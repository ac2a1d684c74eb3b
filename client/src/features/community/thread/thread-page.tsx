/**
 * /community/t/:id/:slug(/:n): the question, its solution right under it, the replies (with a "New since your
 * last visit" divider), and the reply box. Opening it tells the server how far this person has read; a thread
 * a moderator merged sends the reader to the one it went into.
 */
import { type ThreadDetail, threadPath } from '@common/schemas/community';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { ApiError, serverMessage } from '@/lib/api';
import { CategoryBadge, categoryOf } from '../category-badge';
import { useCategories, useThread } from '../community-api';
import { communityKeys } from '../community-keys';
import { ReplyComposer } from '../composer/reply-composer';
import { ModeratorMenu } from '../moderation/moderator-menu';
import { PostCard } from './post-card';
import { SolutionCallout } from './solution-callout';
import { markRead } from './thread-api';

const lastNumberOf = (detail: ThreadDetail) => Math.max(0, ...detail.posts.map((p) => p.number));

/** Marks the thread read up to its last post, once per thread and last post; keeps the "before" mark. */
function useReadTracking(detail: ThreadDetail | undefined) {
  const client = useQueryClient();
  const { isAuthenticated } = useCurrentUser();
  const sent = useRef<string | null>(null);
  const [before, setBefore] = useState<{ id: number; lastRead: number } | null>(null);
  useEffect(() => {
    if (!detail || detail.thread.mergedInto) return;
    const { id } = detail.thread;
    if (before?.id !== id) setBefore({ id, lastRead: detail.thread.lastReadPostNumber });
    const last = lastNumberOf(detail);
    const key = `${id}:${last}`;
    if (!isAuthenticated || sent.current === key || last === 0) return;
    sent.current = key;
    void markRead(id, last).then(() => client.invalidateQueries({ queryKey: communityKeys.topicLists() }));
  }, [detail, before, client, isAuthenticated]);
  return detail && before?.id === detail.thread.id
    ? before.lastRead
    : (detail?.thread.lastReadPostNumber ?? 0);
}

function ReplyArea({ detail }: { detail: ThreadDetail }) {
  const { isAuthenticated } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  if (detail.can.reply)
    return (
      <ReplyComposer
        threadId={detail.thread.id}
        onPosted={(number) => navigate(threadPath(detail.thread, number), { replace: true })}
      />
    );
  if (detail.thread.locked) return null; // The banner above says so.
  if (!isAuthenticated)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4">
        <p className="text-muted-foreground text-sm">Sign in to reply, vote or mark a solution.</p>
        <Button variant="brand" onClick={() => openAuthDialog()}>
          Sign in to reply
        </Button>
      </div>
    );
  return null;
}

type ThreadPageProps = { id: number; slug: string | null; postNumber: number | null };

export function ThreadPage({ id, slug, postNumber }: ThreadPageProps) {
  const query = useThread(id);
  const categories = useCategories();
  const navigate = useNavigate();
  const detail = query.data;
  const lastRead = useReadTracking(detail);

  const mergedInto = detail?.thread.mergedInto;
  const canonical = detail && !mergedInto ? threadPath(detail.thread, postNumber ?? undefined) : null;
  useEffect(() => {
    if (mergedInto) navigate(threadPath(mergedInto), { replace: true });
  }, [mergedInto, navigate]);
  // An address with no slug or an old one (the title changed) becomes the thread's own, as on Discourse.
  const wrongSlug = canonical !== null && slug !== detail?.thread.slug;
  useEffect(() => {
    if (wrongSlug && canonical) navigate(canonical, { replace: true });
  }, [wrongSlug, canonical, navigate]);

  const loaded = detail !== undefined;
  useEffect(() => {
    if (loaded && postNumber && postNumber > 1)
      document.getElementById(`post-${postNumber}`)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, postNumber]);

  if (query.isError)
    return (
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold text-2xl tracking-tight">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'Topic not found'
            : 'Topic unavailable'}
        </h2>
        <p role="alert" className="text-muted-foreground">
          {serverMessage(query.error) ?? 'This topic could not be loaded. Try again in a moment.'}
        </p>
      </section>
    );
  if (!detail)
    return (
      <section aria-busy="true" aria-label="Loading the topic" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </section>
    );

  const { thread, posts, can } = detail;
  const [question, ...replies] = posts;
  const solution = thread.solutionPostId ? posts.find((p) => p.id === thread.solutionPostId) : undefined;
  const firstUnread = lastRead > 0 ? replies.find((p) => p.number > lastRead)?.number : undefined;

  return (
    <article aria-labelledby="thread-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <CategoryBadge category={categoryOf(categories.data, thread.category)} />
          {thread.tags.map((tag) => (
            <Link key={tag} to={`/community/tag/${tag}`} className="hover:text-foreground hover:underline">
              #{tag}
            </Link>
          ))}
          {can.moderate ? (
            <span className="ms-auto">
              <ModeratorMenu thread={thread} />
            </span>
          ) : null}
        </div>
        <h2
          id="thread-title"
          className="text-balance break-words font-semibold text-2xl tracking-tight sm:text-3xl"
        >
          {thread.title}
        </h2>
      </header>
      {thread.locked ? (
        <p role="status" className="flex items-center gap-2 rounded-lg border bg-muted p-3 text-sm">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          This topic is locked: it takes no new replies.
        </p>
      ) : null}
      {question ? (
        <PostCard
          post={question}
          threadId={thread.id}
          isQuestion
          isSolution={false}
          canMarkSolution={can.markSolution}
        />
      ) : null}
      {solution ? <SolutionCallout post={solution} /> : null}
      {replies.length > 0 ? (
        <section aria-label="Replies" className="flex flex-col gap-4">
          {replies.map((post) => (
            <div key={post.id} className="flex flex-col gap-4">
              {post.number === firstUnread ? (
                <div className="flex items-center gap-3 text-primary text-xs">
                  <span className="h-px flex-1 bg-primary/50" />
                  New since your last visit
                  <span className="h-px flex-1 bg-primary/50" />
                </div>
              ) : null}
              <PostCard
                post={post}
                threadId={thread.id}
                isQuestion={false}
                isSolution={post.id === thread.solutionPostId}
                canMarkSolution={can.markSolution}
              />
            </div>
          ))}
        </section>
      ) : (
        <p className="text-muted-foreground text-sm">No replies yet.</p>
      )}
      <ReplyArea detail={detail} />
    </article>
  );
}
