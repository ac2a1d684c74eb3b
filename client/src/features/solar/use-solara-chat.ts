/**
 * A conversation with Solara in the page: the messages so far (the homeowner's and Solara's), the id the
 * server keeps the conversation under, and sending one message at a time. Opening the chat greets.
 */
import type {
  SolaraChatResponse,
  SolaraLocale,
  SolaraMessage,
  SolaraStep,
  SolaraVariantId,
} from '@common/schemas/solara';
import { solaraMessages, solaraVariant } from '@common/solar/solara';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '@/lib/api';
import { sendSolaraMessage } from './solara-api';

export type ChatEntry = { id: number; role: 'user'; text: string } | ({ id: number } & SolaraMessage);

export interface SolaraChatOptions {
  /** A deployed Solara's slug. */
  deployment?: string;
  /** A variant of the platform's own Solara (a template's preview). */
  variant?: SolaraVariantId;
}

export type SolaraChatState = ReturnType<typeof useSolaraChat>;

export function useSolaraChat({ deployment, variant }: SolaraChatOptions = {}) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  // The conversation's language: a template's variant knows it at once, a deployment says it in its answers.
  const [locale, setLocale] = useState<SolaraLocale>(variant ? solaraVariant(variant).locale : 'en');
  const [step, setStep] = useState<SolaraStep>('zip');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const conversationId = useRef<string | undefined>(undefined);
  const nextId = useRef(0);
  const busy = useRef(false);
  const localeRef = useRef(locale);
  localeRef.current = locale;

  const send = useCallback(
    /** Sends one message; its answer, or null when busy or it failed (the error is shown). */
    async (message: string): Promise<SolaraChatResponse | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      setError(null);
      const text = message.trim();
      if (text) setEntries((all) => [...all, { id: nextId.current++, role: 'user', text }]);
      try {
        const answer = await sendSolaraMessage({
          message: text,
          ...(conversationId.current ? { conversationId: conversationId.current } : {}),
          ...(deployment ? { deployment } : {}),
          ...(variant ? { variant } : {}),
        });
        conversationId.current = answer.conversationId;
        if (answer.locale) setLocale(answer.locale);
        setStep(answer.step);
        setEntries((all) => [...all, ...answer.messages.map((m) => ({ ...m, id: nextId.current++ }))]);
        return answer;
      } catch (err) {
        setError(serverMessage(err) ?? solaraMessages(localeRef.current).ui.failed);
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [deployment, variant],
  );

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void send('');
  }, [send]);

  return { entries, step, pending, error, send, locale };
}
