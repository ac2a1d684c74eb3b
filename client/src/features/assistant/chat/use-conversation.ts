/**
 * The widget's conversation: sending a turn and streaming its answer, stopping it, rating answers,
 * the signed-in user's stored history, and clearing. The failure message is SPEC §8's.
 */
import type { PublicUser } from '@common/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assistantKeys, clearHistory, fetchHistory, rateMessage, streamChat } from './assistant-api';
import {
  CHAT_FAILURE_MESSAGE,
  type ChatAttachment,
  type ChatMessage,
  GREETING_ID,
  greetingMessage,
  localId,
  type MessageRating,
  toChatTurns,
} from './chat-message';
import { fromHistory } from './history';

export interface OutgoingMessage {
  text: string;
  type?: ChatMessage['type'];
  attachments?: ChatAttachment[];
}

export interface ConversationOptions {
  user: PublicUser | null;
  /** 'auto' or a provider id. */
  preferredProvider: string;
  sessionId: string;
  /** The page the visitor is on when sending. */
  currentPage: () => string;
  /** Loads the signed-in user's history (when the panel first opens). */
  loadHistory: boolean;
  /** An answer finished (for the screen-reader announcement). */
  onAnswer?: (message: ChatMessage) => void;
}

export function useConversation({
  user,
  preferredProvider,
  sessionId,
  currentPage,
  loadHistory,
  onAnswer,
}: ConversationOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    greetingMessage(user?.username ?? null, Date.now()),
  ]);
  const latest = useRef(messages);
  latest.current = messages;
  const controller = useRef<AbortController | null>(null);
  const [streaming, setStreaming] = useState(false);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  const patch = useCallback((id: string, change: (m: ChatMessage) => Partial<ChatMessage>) => {
    setMessages((all) => all.map((m) => (m.id === id ? { ...m, ...change(m) } : m)));
  }, []);

  // A different person: a fresh greeting and their own history. A visitor who signs in keeps the
  // conversation so far, after their stored one.
  const userId = user?.id ?? null;
  const username = user?.username ?? null;
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    const wasSignedIn = previousUser.current !== null;
    previousUser.current = userId;
    controller.current?.abort();
    setMessages((all) => [
      greetingMessage(username, Date.now()),
      ...(wasSignedIn ? [] : all.filter((m) => m.id !== GREETING_ID)),
    ]);
  }, [userId, username]);

  // The stored conversation is server state: read once per person through the query cache, and merged
  // in front of what was said since (without history the conversation simply starts fresh).
  const queryClient = useQueryClient();
  const { data: stored } = useQuery({
    queryKey: assistantKeys.history(userId ?? ''),
    queryFn: fetchHistory,
    enabled: userId !== null && loadHistory,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (!stored || stored.length === 0) return;
    const restored = stored.map(fromHistory);
    const known = new Set(restored.map((m) => m.serverId).filter(Boolean));
    setMessages((all) => [
      all[0]!,
      ...restored,
      ...all.slice(1).filter((m) => !m.id.startsWith('history-') && !(m.serverId && known.has(m.serverId))),
    ]);
  }, [stored]);

  const send = useCallback(
    async ({ text, type = 'text', attachments }: OutgoingMessage): Promise<boolean> => {
      const content = text.trim();
      if (!content || controller.current) return false;
      const now = Date.now();
      const question: ChatMessage = {
        id: localId(),
        role: 'user',
        content,
        timestamp: now,
        type: attachments?.length ? 'file' : type,
        suggestions: [],
        recommendedAgents: [],
        userRating: null,
        status: 'done',
        ...(attachments?.length ? { attachments } : {}),
      };
      const answerId = localId();
      const answer: ChatMessage = {
        id: answerId,
        role: 'assistant',
        content: '',
        timestamp: now,
        type: 'text',
        suggestions: [],
        recommendedAgents: [],
        userRating: null,
        status: 'streaming',
      };
      const history = [...latest.current, question];
      setMessages([...history, answer]);
      const abort = new AbortController();
      controller.current = abort;
      setStreaming(true);
      let final: ChatMessage = answer;
      const update = (change: (m: ChatMessage) => Partial<ChatMessage>) => {
        final = { ...final, ...change(final) };
        patch(answerId, change);
      };
      try {
        await streamChat(
          {
            messages: toChatTurns(history),
            options: {
              preferredProvider,
              userType: user ? 'user' : 'visitor',
              currentPage: currentPage(),
              isAuthenticated: user !== null,
              user: user ? { id: user.id, username: user.username } : null,
              pageContext: { path: currentPage(), title: document.title },
              subscriptionTier: user?.subscription ?? 'free',
              sessionId,
            },
          },
          {
            onMeta: (meta) =>
              update(() => ({
                serverId: meta.messageId,
                aiProvider: meta.provider,
                providerName: meta.providerName,
                offline: meta.offline,
              })),
            onDelta: (delta) => update((m) => ({ content: m.content + delta })),
            onDone: (done) =>
              update(() => ({
                status: 'done',
                suggestions: done.suggestions,
                recommendedAgents: done.recommendedAgents,
                responseTime: done.metrics.responseTime,
              })),
          },
          abort.signal,
        );
      } catch {
        if (abort.signal.aborted) update(() => ({ status: 'stopped' }));
        else
          update(() => ({
            status: 'error',
            content: CHAT_FAILURE_MESSAGE,
            suggestions: [],
            recommendedAgents: [],
          }));
      } finally {
        controller.current = null;
        setStreaming(false);
        onAnswerRef.current?.(final);
      }
      return true;
    },
    [patch, preferredProvider, user, currentPage, sessionId],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const rating = useMutation({
    mutationFn: (vars: { id: string; serverId: string; rating: MessageRating; before: MessageRating }) =>
      rateMessage(vars.serverId, vars.rating, sessionId),
    // Shown at once; put back if the server refused it (unless the person changed it again meanwhile).
    onError: (_error, vars) =>
      patch(vars.id, (m) => (m.userRating === vars.rating ? { userRating: vars.before } : {})),
  });
  const { mutate: sendRating } = rating;
  const rate = useCallback(
    (id: string, value: MessageRating) => {
      const message = latest.current.find((m) => m.id === id);
      if (!message?.serverId) return;
      patch(id, () => ({ userRating: value }));
      sendRating({ id, serverId: message.serverId, rating: value, before: message.userRating });
    },
    [patch, sendRating],
  );

  // The cached history is emptied at once, like the screen; the server forgets it in the background.
  const clearing = useMutation({ mutationFn: clearHistory });
  const { mutate: clearStored } = clearing;
  const clear = useCallback(() => {
    controller.current?.abort();
    setMessages([greetingMessage(username, Date.now())]);
    if (userId) {
      queryClient.setQueryData(assistantKeys.history(userId), []);
      clearStored();
    }
  }, [userId, username, queryClient, clearStored]);

  return { messages, streaming, send, stop, rate, clear };
}
