/**
 * The chat box of a chat-triggered workflow's test, in every builder: each message starts a run of the
 * draft (the builder's `send`), and the run's answer shows as the agent wizard's chat shows one. One
 * conversation (session) until "New conversation"; the trigger's initial messages greet first.
 */
import { MessageSquarePlus, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { TestOutcome } from './chat-run';
import { chatReplyOf } from './chat-run';
import { chatReducer, EMPTY_CHAT, isAnswering } from './chat-state';
import { ChatTurnView } from './chat-turn';

export interface WorkflowTestChatProps {
  /** The chat trigger's name and its greeting (`initialMessages`, one per line). */
  triggerName: string;
  initialMessages?: string;
  send(message: string, sessionId: string): Promise<TestOutcome>;
  onClose(): void;
  className?: string;
}

export function WorkflowTestChat({
  triggerName,
  initialMessages,
  send,
  onClose,
  className,
}: WorkflowTestChatProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [draft, setDraft] = useState('');
  const [sessionId, setSessionId] = useState(() => crypto.randomUUID());
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const answering = isAnswering(state);
  const greeting = (initialMessages ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    const el = list.current;
    if (!el || state.turns.length === 0 || typeof el.scrollTo !== 'function') return;
    el.scrollTo({ top: el.scrollHeight });
  }, [state.turns]);

  async function submit(text: string) {
    const message = text.trim();
    if (!message || answering) return;
    setDraft('');
    dispatch({ type: 'send', id: crypto.randomUUID(), text: message });
    const outcome = await send(message, sessionId);
    if ('error' in outcome) {
      dispatch({ type: 'fail', message: outcome.error });
      return;
    }
    const reply = chatReplyOf(outcome.run);
    if (reply.kind === 'error') dispatch({ type: 'fail', message: reply.message });
    else dispatch({ type: 'answer', text: reply.text, usage: reply.usage, offline: reply.offline });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(draft);
    }
    if (event.key === 'Escape') onClose();
  }

  return (
    <section
      aria-labelledby="workflow-test-chat-title"
      className={cn('flex min-h-0 flex-col bg-card', className)}
      data-testid="workflow-test-chat"
    >
      <header className="flex items-center gap-2 border-border border-b px-3 py-2">
        <div className="min-w-0 flex-1">
          <h2 id="workflow-test-chat-title" className="font-semibold text-sm">
            Test chat
          </h2>
          <p className="truncate text-muted-foreground text-xs">
            Each message starts a test run at “{triggerName}”.
          </p>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label="New conversation"
          title="New conversation"
          onClick={() => {
            dispatch({ type: 'reset' });
            setSessionId(crypto.randomUUID());
          }}
          disabled={state.turns.length === 0 || answering}
        >
          <MessageSquarePlus aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          onClick={onClose}
          aria-label="Close the test chat"
        >
          <X aria-hidden="true" />
        </Button>
      </header>
      <ol
        ref={list}
        role="log"
        aria-label="Conversation with the workflow"
        aria-live="polite"
        className="relative flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3"
      >
        {greeting.map((line) => (
          <li key={line} className="max-w-[92%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">
            {line}
          </li>
        ))}
        {state.turns.length === 0 && greeting.length === 0 ? (
          <li className="m-auto max-w-xs text-center text-muted-foreground text-sm">
            Type a message to start this chat workflow. Each step's result shows on the nodes as it runs.
          </li>
        ) : (
          state.turns.map((turn) => (
            <ChatTurnView key={turn.id} turn={turn} onNavigate={(path) => navigate(path)} />
          ))
        )}
      </ol>
      {/* On a phone the box reaches the screen's foot: the right padding keeps Send clear of the assistant's button. */}
      <form
        className="flex items-end gap-2 border-border border-t p-3 max-md:pr-20"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(draft);
        }}
      >
        <Textarea
          ref={input}
          aria-label="Message to the workflow"
          rows={2}
          value={draft}
          placeholder="Type a message… (Enter sends, Shift+Enter for a new line)"
          className="min-h-10 resize-none"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={draft.trim() === '' || answering}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
