import { MessageSquarePlus, Send, Square } from 'lucide-react';
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ChatTurnView, chatReducer, EMPTY_CHAT, isAnswering } from '@/features/workflows';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { streamAgentChat } from './agent-chat-stream';
import { nonEmptyStarters } from './agent-config';
import type { AgentEditor } from './use-agent-editor';

export const CHAT_NEEDS_NAME = 'Give the agent a name (and fix what the form shows) to start testing it.';

export function TestChat({ editor, className }: { editor: AgentEditor; className?: string }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const answering = isAnswering(state);
  const starters = nonEmptyStarters(editor.config.starters);

  // Follow the answer as it streams.
  useEffect(() => {
    const el = list.current;
    if (!el || state.turns.length === 0 || typeof el.scrollTo !== 'function') return;
    el.scrollTo({ top: el.scrollHeight });
  }, [state.turns]);
  useEffect(() => () => abort.current?.abort(), []);

  async function send(text: string) {
    const message = text.trim();
    if (!message || answering) return;
    setNotice(null);
    // The chat talks to the saved draft: save what the form holds first.
    const saved = await editor.flush();
    const agentId = editor.currentId();
    if (!saved || !agentId) {
      setNotice(editor.status === 'stale' ? editor.saveError : CHAT_NEEDS_NAME);
      return;
    }
    setDraft('');
    dispatch({ type: 'send', id: crypto.randomUUID(), text: message });
    const controller = new AbortController();
    abort.current = controller;
    try {
      await streamAgentChat(
        agentId,
        { message, ...(state.sessionId ? { sessionId: state.sessionId } : {}) },
        (event) => dispatch({ type: 'event', event }),
        controller.signal,
      );
      dispatch({ type: 'fail', message: 'The answer stopped before it was complete.' });
    } catch (error) {
      if (controller.signal.aborted) dispatch({ type: 'fail', message: 'Stopped.' });
      else
        dispatch({
          type: 'fail',
          message: serverMessage(error) ?? 'The agent could not be reached. Try again.',
        });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  function newConversation() {
    abort.current?.abort();
    dispatch({ type: 'reset' });
    setNotice(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  return (
    <section aria-labelledby="test-chat-title" className={cn('flex min-h-0 flex-col', className)}>
      <header className="flex items-center justify-between gap-2 border-border border-b px-4 py-3">
        <h2 id="test-chat-title" className="font-semibold text-base">
          Test chat
        </h2>
        <Button size="sm" variant="ghost" onClick={newConversation} disabled={state.turns.length === 0}>
          <MessageSquarePlus aria-hidden="true" /> New conversation
        </Button>
      </header>
      <ol
        ref={list}
        role="log"
        aria-label="Conversation with the agent"
        aria-live="polite"
        className="relative flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
      >
        {state.turns.length === 0 ? (
          <li className="m-auto max-w-xs text-center text-muted-foreground text-sm">
            Ask the agent something to see how it answers. Tool calls and the tokens and cost of each answer
            show here.
          </li>
        ) : (
          state.turns.map((turn) => (
            <ChatTurnView key={turn.id} turn={turn} onNavigate={(path) => navigate(path)} />
          ))
        )}
      </ol>
      {/* The right padding keeps the send button clear of the assistant's floating button. */}
      <div className="grid gap-2 border-border border-t p-3 pr-20">
        {starters.length > 0 && state.turns.length === 0 ? (
          <fieldset aria-label="Conversation starters" className="flex flex-wrap gap-2">
            {starters.map((starter) => (
              <Button
                key={starter}
                size="sm"
                variant="secondary"
                className="h-auto whitespace-normal rounded-full py-1 text-left"
                onClick={() => void send(starter)}
              >
                {starter}
              </Button>
            ))}
          </fieldset>
        ) : null}
        {notice ? (
          <p role="alert" className="text-destructive text-sm">
            {notice}
          </p>
        ) : null}
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send(draft);
          }}
        >
          <Textarea
            aria-label="Message to the agent"
            rows={2}
            value={draft}
            placeholder="Ask something… (Enter sends, Shift+Enter for a new line)"
            className="min-h-10 resize-none"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {answering ? (
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label="Stop the answer"
              onClick={() => abort.current?.abort()}
            >
              <Square aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" size="icon" aria-label="Send" disabled={draft.trim() === ''}>
              <Send aria-hidden="true" />
            </Button>
          )}
        </form>
      </div>
    </section>
  );
}
