/** The reply box at the foot of a thread: Markdown editor, autosaved draft, Ctrl/Cmd+Enter, held notice. */
import type { CommunityDraft } from '@common/schemas/community';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useReply } from '../thread/thread-api';
import { DraftStatusText } from './draft-status';
import { MarkdownEditor } from './markdown-editor';
import { HELD_FOR_REVIEW, postErrorMessage } from './post-error';
import { useDraftAutosave } from './use-draft-autosave';

const emptyDraft = (body: string): CommunityDraft => ({ title: '', body, category: '', tags: [] });

export function ReplyComposer({
  threadId,
  onPosted,
}: {
  threadId: number;
  onPosted?: (number: number) => void;
}) {
  const [body, setBody] = useState('');
  const [held, setHeld] = useState(false);
  const reply = useReply(threadId);
  const onRestore = useCallback((saved: CommunityDraft) => setBody(saved.body), []);
  const draft = useDraftAutosave(`thread-${threadId}`, emptyDraft(body), { enabled: true, onRestore });

  const post = () => {
    if (reply.isPending || !body.trim()) return;
    setHeld(false);
    reply.mutate(body, {
      onSuccess: (created) => {
        void draft.discard();
        setBody('');
        setHeld(created.held);
        if (!created.held) onPosted?.(created.number);
      },
    });
  };

  return (
    <section aria-labelledby="reply-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h3 id="reply-heading" className="font-semibold">
        Your reply
      </h3>
      <MarkdownEditor value={body} onChange={setBody} label="Your reply" onSubmitShortcut={post} />
      {reply.error ? (
        <p role="alert" className="text-destructive text-sm">
          {postErrorMessage(reply.error)}
        </p>
      ) : null}
      {held ? (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {HELD_FOR_REVIEW}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <DraftStatusText status={draft.status} />
        <span className="hidden text-muted-foreground text-xs sm:inline">Ctrl+Enter to post</span>
        <Button variant="brand" disabled={reply.isPending || !body.trim()} onClick={post}>
          {reply.isPending ? 'Posting…' : 'Post reply'}
        </Button>
      </div>
    </section>
  );
}
