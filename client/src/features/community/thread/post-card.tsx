/**
 * One post of a thread: author (with a moderator badge), time, body, and what the reader may do to it: vote,
 * mark it as the solution, edit their own, flag, and for moderators hide, unhide or approve.
 */
import type { CommunityPost } from '@common/schemas/community';
import { CheckCircle2, EyeOff, Flag, Hourglass, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { MarkdownEditor } from '../composer/markdown-editor';
import { HELD_FOR_REVIEW, postErrorMessage } from '../composer/post-error';
import { PostMarkdown } from '../embeds/post-markdown';
import { type PostDecision, useDecideOnPost } from '../moderation/moderation-api';
import { relativeTime } from '../relative-time';
import { FlagDialog } from './flag-dialog';
import { useEditPost, useMarkSolution } from './thread-api';
import { VoteButton } from './vote-button';

type PostCardProps = {
  post: CommunityPost;
  threadId: number;
  isQuestion: boolean;
  isSolution: boolean;
  canMarkSolution: boolean;
};

function PostEditor({
  post,
  threadId,
  onDone,
}: {
  post: CommunityPost;
  threadId: number;
  onDone: () => void;
}) {
  const [body, setBody] = useState(post.body);
  const edit = useEditPost(threadId);
  const save = () => {
    if (edit.isPending) return;
    edit.mutate(
      { postId: post.id, body },
      {
        onSuccess: (edited) => {
          if (edited.held) toast({ title: 'Your edit is held for review', description: HELD_FOR_REVIEW });
          onDone();
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <MarkdownEditor
        value={body}
        onChange={setBody}
        label={`Edit post #${post.number}`}
        onSubmitShortcut={save}
        autoFocus
      />
      {edit.error ? (
        <p role="alert" className="text-destructive text-sm">
          {postErrorMessage(edit.error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" disabled={edit.isPending || !body.trim()} onClick={save}>
          {edit.isPending ? 'Saving…' : 'Save edit'}
        </Button>
      </div>
    </div>
  );
}

const DECISION_TOASTS: Record<PostDecision, string> = {
  hide: 'The post is hidden',
  unhide: 'The post is shown again',
  approve: 'The post is approved',
  dismiss: 'The flags are dismissed',
};

export function PostCard({ post, threadId, isQuestion, isSolution, canMarkSolution }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const solution = useMarkSolution(threadId);
  const decide = useDecideOnPost();
  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'That did not work',
      description: serverMessage(error) ?? 'Try again.',
    });
  const moderate = (decision: PostDecision) =>
    decide.mutate(
      { postId: post.id, decision },
      { onSuccess: () => toast({ title: DECISION_TOASTS[decision] }), onError },
    );
  const canBeSolution = !isQuestion && !post.hidden && !post.held;

  return (
    <article
      id={`post-${post.number}`}
      aria-label={`Post #${post.number} by ${post.author.username}`}
      className={cn(
        'flex scroll-mt-24 flex-col gap-3 rounded-xl border bg-card p-4',
        isSolution && 'border-green-600/50 dark:border-green-400/50',
        (post.hidden || post.held) && 'border-dashed',
      )}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <Link to={`/community/u/${post.author.username}`} className="font-semibold hover:underline">
          @{post.author.username}
        </Link>
        {post.author.moderator ? (
          <Badge variant="brand" title="Moderator">
            <ShieldCheck aria-hidden="true" />
            Moderator
          </Badge>
        ) : null}
        {isSolution ? (
          <Badge
            className="border-green-600/40 bg-green-600/10 text-green-700 dark:text-green-300"
            variant="outline"
          >
            <CheckCircle2 aria-hidden="true" />
            Solution
          </Badge>
        ) : null}
        <span className="ms-auto flex items-center gap-2 text-muted-foreground text-xs">
          {post.editedAt ? <span title={`Edited ${relativeTime(post.editedAt)}`}>edited</span> : null}
          <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
          <a
            href={`#post-${post.number}`}
            className="hover:underline"
            aria-label={`Link to post #${post.number}`}
          >
            #{post.number}
          </a>
        </span>
      </header>

      {post.held ? (
        <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-500/10 p-2 text-sm">
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Held for review: only its author and moderators see it until a moderator approves it.
        </p>
      ) : null}
      {post.hidden ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg bg-muted p-2 text-muted-foreground text-sm"
        >
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {post.body
            ? 'Hidden: flagged or hidden by a moderator. Others do not see its text.'
            : 'This post was hidden by a moderator.'}
        </p>
      ) : null}

      {editing ? (
        <PostEditor post={post} threadId={threadId} onDone={() => setEditing(false)} />
      ) : post.body ? (
        <PostMarkdown text={post.body} className={cn(post.hidden && 'opacity-70')} />
      ) : null}

      {editing ? null : (
        <footer className="flex flex-wrap items-center gap-1">
          <VoteButton post={post} threadId={threadId} />
          {canMarkSolution && canBeSolution ? (
            <Button
              size="sm"
              variant={isSolution ? 'outline' : 'ghost'}
              disabled={solution.isPending}
              onClick={() => solution.mutate(isSolution ? null : post.id, { onError })}
            >
              <CheckCircle2 aria-hidden="true" />
              {isSolution ? 'Unmark solution' : 'Mark as solution'}
            </Button>
          ) : null}
          {post.can.edit ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {post.can.flag ? (
            <Button size="sm" variant="ghost" onClick={() => setFlagging(true)}>
              <Flag aria-hidden="true" />
              Flag
            </Button>
          ) : null}
          {post.can.moderate ? (
            <span className="ms-auto flex flex-wrap gap-1">
              {post.held ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => moderate('approve')}
                >
                  Approve post
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => moderate(post.hidden ? 'unhide' : 'hide')}
              >
                {post.hidden ? 'Unhide post' : 'Hide post'}
              </Button>
            </span>
          ) : null}
        </footer>
      )}
      {post.can.flag ? (
        <FlagDialog postId={post.id} postNumber={post.number} open={flagging} onOpenChange={setFlagging} />
      ) : null}
    </article>
  );
}
