/**
 * "Try it" on a listing's page: a small chat with the hosted agent for the few free messages its creator
 * pays for. Each message is counted on the server (per person and against the creator's budget); when they
 * are used, the server's words say so and lead to the hosted agent.
 */

import { countOf } from '@common/plural';
import type { ListingDetail } from '@common/schemas/marketplace';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useTryAgent } from './agent-api';

interface Line {
  from: 'you' | 'agent';
  text: string;
  failed?: boolean;
}

export function TryPanel({ listing }: { listing: ListingDetail }) {
  const user = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const send = useTryAgent(listing.slug);
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const [sessionId, setSessionId] = useState<string | undefined>(undefined);
  const allowance = listing.agent?.trialMessagesPerPerson ?? 0;
  const [left, setLeft] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (lines.length > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines]);

  if (!listing.agent || allowance === 0) return null;
  const messagesLeft = left ?? Math.max(0, allowance - (listing.myAgent?.trialMessagesUsed ?? 0));
  const closed = !listing.agent.trialOpen && left === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || send.isPending) return;
    setLines((l) => [...l, { from: 'you', text: message }]);
    setDraft('');
    send.mutate(
      { message, ...(sessionId ? { sessionId } : {}) },
      {
        onSuccess: (answer) => {
          setRefusal(null);
          setSessionId(answer.sessionId);
          setLeft(answer.messagesLeft);
          setLines((l) => [
            ...l,
            answer.text !== null
              ? { from: 'agent', text: answer.text }
              : { from: 'agent', text: answer.error ?? 'No answer.', failed: true },
          ]);
        },
        onError: (error) => {
          const said = serverMessage(error) ?? 'The message could not be sent. Try again.';
          setRefusal(said);
          setLines((l) => l.slice(0, -1));
          setDraft(message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="try-heading" className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="try-heading" className="font-semibold">
          Try it
        </h2>
        <span className="text-muted-foreground text-xs" aria-live="polite">
          {closed ? 'Trial budget spent' : `${countOf(messagesLeft, 'free message')} left`}
        </span>
      </div>
      {lines.length > 0 ? (
        <ol
          className="flex max-h-80 flex-col gap-2 overflow-y-auto"
          aria-label="Conversation"
          aria-live="polite"
        >
          {lines.map((line, i) => (
            <li
              // Lines are only ever appended.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              key={i}
              className={
                line.from === 'you'
                  ? 'ms-8 self-end rounded-lg bg-primary px-3 py-2 text-primary-foreground text-sm'
                  : `me-8 rounded-lg bg-muted px-3 py-2 text-sm ${line.failed ? 'text-destructive' : ''}`
              }
            >
              <span className="sr-only">{line.from === 'you' ? 'You: ' : 'Agent: '}</span>
              {line.from === 'agent' && !line.failed ? <Markdown text={line.text} /> : line.text}
            </li>
          ))}
          {send.isPending ? (
            <li className="me-8 rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">Thinking…</li>
          ) : null}
          <li ref={end} aria-hidden="true" />
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">
          Send the agent a message: {countOf(allowance, 'free message')} each, paid by its creator.
        </p>
      )}
      {refusal ? (
        <p role="alert" className="text-sm">
          {refusal}
        </p>
      ) : null}
      {!user.isAuthenticated ? (
        <Button variant="outline" onClick={() => openAuthDialog()}>
          Sign in to try it
        </Button>
      ) : (
        <form onSubmit={submit} className="flex gap-2">
          <Input
            aria-label="Message to the agent"
            placeholder={messagesLeft > 0 && !closed ? 'Ask something…' : 'No free messages left'}
            value={draft}
            maxLength={4000}
            disabled={messagesLeft === 0 || closed}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            type="submit"
            variant="brand"
            disabled={send.isPending || draft.trim() === '' || messagesLeft === 0 || closed}
          >
            <Send aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Send</span>
          </Button>
        </form>
      )}
      {user.isAuthenticated && (messagesLeft === 0 || closed) && !refusal ? (
        <p className="text-sm">
          {messagesLeft === 0
            ? `You have used your ${countOf(allowance, 'free message')}. Use the hosted agent to go on.`
            : 'The free trial of this agent has run out. Use the hosted agent to go on.'}
        </p>
      ) : null}
    </section>
  );
}
