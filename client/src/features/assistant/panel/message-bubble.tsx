/** One message: the visitor's on the right; the assistant's answer (Markdown) on the left with its provider, rating, follow-ups and agent cards. */
import { BookOpen, Bot, CircleAlert, Mic } from 'lucide-react';
import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { cn } from '@/lib/cn';
import type { ChatMessage, MessageRating } from '../chat/chat-message';
import { AttachmentChip } from './attachment-chip';
import { RatingButtons } from './rating-buttons';
import { RecommendedAgentCard } from './recommended-agent-card';
import { SuggestionChips } from './suggestion-chips';

type MessageBubbleProps = {
  message: ChatMessage;
  /** Follow-up chips are shown on the latest answer only. */
  latest: boolean;
  busy: boolean;
  onRate: (id: string, rating: MessageRating) => void;
  onAsk: (text: string) => void;
  onNavigate: (path: string) => void;
};

function UserBubble({ message }: { message: ChatMessage }) {
  return (
    <li className="flex justify-end" data-role="user">
      <div className="flex max-w-[85%] flex-col items-end gap-1.5">
        {message.attachments?.length ? (
          <div className="flex flex-wrap justify-end gap-1.5">
            {message.attachments.map((a) => (
              <AttachmentChip key={a.url} attachment={a} />
            ))}
          </div>
        ) : null}
        <div className="whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-linear-to-br from-cta-from via-cta-via to-cta-to px-3.5 py-2 text-sm text-white shadow-sm">
          {message.type === 'voice' ? (
            <Mic className="mr-1.5 inline size-3.5 align-[-2px] opacity-80" aria-label="Voice message:" />
          ) : null}
          {message.content}
        </div>
      </div>
    </li>
  );
}

function Typing() {
  return (
    <span className="flex items-center gap-1 py-1" role="status" aria-label="The assistant is answering">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

function AnswerFooter({ message, onRate }: { message: ChatMessage; onRate: MessageBubbleProps['onRate'] }) {
  const parts: ReactNode[] = [];
  if (message.offline)
    parts.push(
      <span
        key="offline"
        className="inline-flex items-center gap-1 rounded-full border border-amber-500/30 bg-amber-500/10 px-2 py-0.5 font-medium text-amber-700 dark:text-amber-300"
      >
        <BookOpen className="size-3" aria-hidden="true" />
        Offline assistant
      </span>,
    );
  else if (message.providerName) parts.push(<span key="provider">{message.providerName}</span>);
  if (message.responseTime !== undefined && message.status === 'done')
    parts.push(
      <span key="time">
        {message.responseTime < 1000
          ? `${message.responseTime} ms`
          : `${(message.responseTime / 1000).toFixed(1)} s`}
      </span>,
    );
  if (message.status === 'stopped') parts.push(<span key="stopped">Stopped</span>);
  const rateable = message.serverId && (message.status === 'done' || message.status === 'stopped');
  if (parts.length === 0 && !rateable) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
      {parts}
      {rateable ? (
        <span className="ml-auto">
          <RatingButtons rating={message.userRating} onRate={(rating) => onRate(message.id, rating)} />
        </span>
      ) : null}
    </div>
  );
}

export function MessageBubble({ message, latest, busy, onRate, onAsk, onNavigate }: MessageBubbleProps) {
  if (message.role === 'user') return <UserBubble message={message} />;
  const failed = message.status === 'error';
  return (
    <li
      className="flex gap-2.5"
      data-role="assistant"
      data-status={message.status}
      data-offline={message.offline ? 'true' : undefined}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <Bot className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div
          className={cn(
            'rounded-2xl rounded-tl-md border px-3.5 py-2.5 text-sm leading-relaxed',
            failed ? 'border-destructive/30 bg-destructive/10 text-destructive' : 'border-border bg-card',
          )}
        >
          {failed ? (
            <p className="flex items-start gap-2">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {message.content}
            </p>
          ) : message.content === '' && message.status === 'streaming' ? (
            <Typing />
          ) : message.content === '' ? (
            <p className="text-muted-foreground italic">Stopped before the answer began.</p>
          ) : (
            <Markdown text={message.content} onNavigate={onNavigate} />
          )}
        </div>
        <AnswerFooter message={message} onRate={onRate} />
        {message.recommendedAgents.length > 0 ? (
          <div className="flex flex-col gap-2">
            {message.recommendedAgents.map((agent) => (
              <RecommendedAgentCard
                key={agent.id}
                agent={agent}
                onOpenMarketplace={() => onNavigate(`/marketplace/${agent.slug}`)}
              />
            ))}
          </div>
        ) : null}
        {latest && message.status === 'done' ? (
          <SuggestionChips suggestions={message.suggestions} onPick={onAsk} disabled={busy} />
        ) : null}
      </div>
    </li>
  );
}
