/** The conversation, kept scrolled to the newest message unless the reader has scrolled up. */
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { ChatMessage, MessageRating } from '../chat/chat-message';
import { MessageBubble } from './message-bubble';

type MessageListProps = {
  messages: ChatMessage[];
  streaming: boolean;
  onRate: (id: string, rating: MessageRating) => void;
  onAsk: (text: string) => void;
  onNavigate: (path: string) => void;
  /** Shown after the last message (the sign-up prompt). */
  footer?: ReactNode;
};

/** Within this many pixels of the bottom, new text keeps the view at the bottom. */
const STICK_PX = 80;

export function MessageList({ messages, streaming, onRate, onAsk, onNavigate, footer }: MessageListProps) {
  const scroller = useRef<HTMLElement>(null);
  const stick = useRef(true);
  const count = useRef(messages.length);
  const lastAssistant = messages.findLast((m) => m.role === 'assistant');
  const hasFooter = Boolean(footer);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (messages.length > count.current) stick.current = true; // a new message: follow it
    count.current = messages.length;
    if (stick.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  // The sign-up prompt appears below the last message: bring it into view.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && hasFooter && stick.current) el.scrollTop = el.scrollHeight;
  }, [hasFooter]);

  return (
    <section
      ref={scroller}
      aria-label="Conversation"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <ol className="flex flex-col gap-4" aria-label="Messages">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            latest={message === lastAssistant}
            busy={streaming}
            onRate={onRate}
            onAsk={onAsk}
            onNavigate={onNavigate}
          />
        ))}
      </ol>
      {footer}
    </section>
  );
}
