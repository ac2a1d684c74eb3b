/**
 * The chat beside the canvas: what the person asked, each answer with its explanation, warnings and the
 * changes to review, and the message box (Enter sends, Shift+Enter for a new line) with examples.
 */
import { COPILOT_EXAMPLES, type CopilotAnswer } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument } from '@common/workflow/document';
import { AlertTriangle, Bot, Loader2, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { ChangeList } from './change-list';
import type { CopilotChange } from './changes';

export type ChatEntry =
  | { id: string; role: 'user'; text: string }
  | { id: string; role: 'assistant'; text: string; source: CopilotAnswer['source']; warnings: string[] }
  | { id: string; role: 'error'; text: string };

export interface CopilotChatProps {
  entries: readonly ChatEntry[];
  changes: readonly CopilotChange[];
  document: WorkflowDocument;
  busy: boolean;
  onSend(message: string): void;
  onAccept(ids: string[]): void;
  onUndo(ids: string[]): void;
  className?: string;
}

export function CopilotChat(p: CopilotChatProps) {
  const [message, setMessage] = useState('');
  const inputId = useId();
  const endRef = useRef<HTMLDivElement>(null);
  const count = p.entries.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when an entry arrives
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, p.busy]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = message.trim();
    if (text.length < 2 || p.busy) return;
    p.onSend(text);
    setMessage('');
  };

  return (
    <section className={cn('flex min-h-0 flex-col bg-card', p.className)} aria-label="Copilot chat">
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite" aria-busy={p.busy}>
        {count === 0 && (
          <div className="rounded-xl border border-border border-dashed p-4 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Bot className="size-4 text-primary" aria-hidden="true" />
              Tell the copilot what to change
            </p>
            <p className="mt-1 text-muted-foreground">
              Each change it proposes shows on the canvas first; you accept or undo it.
            </p>
            <div className="mt-3 flex flex-wrap gap-1.5">
              {COPILOT_EXAMPLES.map((example) => (
                <button
                  key={example}
                  type="button"
                  className="rounded-full border border-border bg-background px-2.5 py-1 text-left text-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => setMessage(example)}
                >
                  {example}
                </button>
              ))}
            </div>
          </div>
        )}
        {p.entries.map((entry) => {
          if (entry.role === 'user')
            return (
              <div
                key={entry.id}
                className="ml-8 rounded-xl bg-primary px-3 py-2 text-primary-foreground text-sm"
                data-testid="copilot-user-message"
              >
                {entry.text}
              </div>
            );
          if (entry.role === 'error')
            return (
              <div
                key={entry.id}
                role="alert"
                className="rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive text-sm"
              >
                {entry.text}
              </div>
            );
          const changes = p.changes.filter((c) => c.answerId === entry.id);
          return (
            <div
              key={entry.id}
              className="mr-4 rounded-xl border border-border bg-background px-3 py-2 text-sm"
              data-testid="copilot-answer"
            >
              <p className="whitespace-pre-wrap">{entry.text}</p>
              {entry.source === 'offline' && (
                <p className="mt-1 text-muted-foreground text-xs">
                  Offline copilot (rules and the pattern library)
                </p>
              )}
              {entry.warnings.length > 0 && (
                <ul className="mt-2 space-y-1 text-amber-700 text-xs dark:text-amber-400">
                  {entry.warnings.map((w) => (
                    <li key={w} className="flex gap-1.5">
                      <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                      <span>{w}</span>
                    </li>
                  ))}
                </ul>
              )}
              {changes.length > 0 && (
                <ChangeList changes={changes} document={p.document} onAccept={p.onAccept} onUndo={p.onUndo} />
              )}
            </div>
          );
        })}
        {p.busy && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            The copilot is thinking…
          </p>
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={send} className="flex items-end gap-2 border-border border-t p-2 pr-20">
        <label htmlFor={inputId} className="sr-only">
          Message to the copilot
        </label>
        <Textarea
          id={inputId}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) send(e);
          }}
          rows={2}
          maxLength={2000}
          placeholder="Add an HTTP request to https://… after Webhook"
          className="min-h-[2.75rem] resize-none"
        />
        <Button type="submit" size="icon" disabled={p.busy || message.trim().length < 2} aria-label="Send">
          {p.busy ? <Loader2 className="animate-spin" /> : <Send />}
        </Button>
      </form>
    </section>
  );
}
