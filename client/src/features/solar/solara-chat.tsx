/**
 * The chat with Solara: the conversation as a log (read out as it grows), Solara's cards (the estimate, open
 * slots, the booking), its quick replies as buttons, and a message box. Everything works from the keyboard.
 */
import type { SolaraCard, SolaraLocale } from '@common/schemas/solara';
import { type SolaraCatalogue, solaraMessages } from '@common/solar/solara';
import { CalendarCheck, SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { EstimateCard } from './estimate-card';
import {
  type ChatEntry,
  type SolaraChatOptions,
  type SolaraChatState,
  useSolaraChat,
} from './use-solara-chat';

function Card({
  card,
  onPick,
  disabled,
  ui,
}: {
  card: SolaraCard;
  onPick: (text: string) => void;
  disabled: boolean;
  ui: SolaraCatalogue['ui'];
}) {
  if (card.kind === 'estimate') return <EstimateCard card={card} />;
  if (card.kind === 'slots')
    return (
      <ul aria-label={ui.openTimes} className="mt-2 flex flex-wrap gap-2">
        {card.slots.map((slot) => (
          <li key={slot.startsAt}>
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => onPick(slot.label)}>
              {slot.label}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="mt-2 flex items-center gap-3 rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3">
      <CalendarCheck className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <div>
        <p className="font-semibold">{ui.booked}</p>
        <p className="text-sm">{card.appointment.label}</p>
      </div>
    </div>
  );
}

function Bubble({
  entry,
  onPick,
  disabled,
  ui,
}: {
  entry: ChatEntry;
  onPick: (text: string) => void;
  disabled: boolean;
  ui: SolaraCatalogue['ui'];
}) {
  const mine = entry.role === 'user';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? ui.you : 'Solara:'}</span>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2 text-sm leading-relaxed',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {entry.text}
      </p>
      {'card' in entry && entry.card ? (
        <Card card={entry.card} onPick={onPick} disabled={disabled} ui={ui} />
      ) : null}
    </li>
  );
}

/** Solara's chat with its own conversation (remount it, with a `key`, to start another). */
export function SolaraChat({ label, ...options }: SolaraChatOptions & { label?: string }) {
  return <SolaraChatView chat={useSolaraChat(options)} label={label} />;
}

/**
 * The chat for a conversation held outside it (the form-first layout feeds the same conversation). Its own
 * labels (placeholder, send, the cards') follow the conversation's language; the page around it stays English.
 */
export function SolaraChatView({
  chat,
  label,
  className,
}: {
  chat: SolaraChatState;
  label?: string;
  className?: string;
}) {
  const { entries, pending, error, send } = chat;
  const locale: SolaraLocale = chat.locale ?? 'en';
  const { ui } = solaraMessages(locale);
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const shown = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const last = entries.at(-1);
  const quickReplies = last && last.role === 'assistant' ? (last.quickReplies ?? []) : [];

  useEffect(() => {
    // The log scrolls, not the page: to the first new message, so a tall estimate card is read from its top.
    const list = log.current;
    const first = list?.children[shown.current] as HTMLElement | undefined;
    shown.current = entries.length;
    if (list && first) list.scrollTop = first.offsetTop - 16;
  }, [entries.length]);

  const say = (text: string) => {
    if (!text.trim() || pending) return;
    setDraft('');
    void send(text);
    input.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    say(draft);
  };

  return (
    <div
      lang={locale}
      className={cn('flex min-h-[28rem] flex-col rounded-2xl border bg-card shadow-sm', className)}
    >
      <ol
        ref={log}
        aria-label={label ?? ui.conversation}
        aria-live="polite"
        aria-busy={pending}
        className="relative flex max-h-[65vh] flex-1 flex-col gap-3 overflow-y-auto p-4"
      >
        {entries.map((entry) => (
          <Bubble key={entry.id} entry={entry} onPick={say} disabled={pending} ui={ui} />
        ))}
        {pending ? (
          <li className="text-muted-foreground text-sm" aria-label={ui.typingLabel}>
            {ui.typing}
          </li>
        ) : null}
      </ol>
      {error ? (
        <p role="alert" className="px-4 pb-2 text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {quickReplies.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2 border-t px-4 py-3">
          <legend className="sr-only">{ui.suggested}</legend>
          {quickReplies.map((reply) => (
            <Button key={reply} variant="secondary" size="sm" disabled={pending} onClick={() => say(reply)}>
              {reply}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <form onSubmit={submit} className="flex gap-2 border-t p-3">
        <label htmlFor="solara-message" className="sr-only">
          {ui.messageLabel}
        </label>
        <Input
          id="solara-message"
          ref={input}
          value={draft}
          maxLength={2000}
          autoComplete="off"
          placeholder={ui.placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={pending || !draft.trim()} aria-label={ui.send}>
          <SendHorizontal className="size-4" aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
