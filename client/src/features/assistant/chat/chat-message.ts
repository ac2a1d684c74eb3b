/** A message of the widget's conversation (SPEC §3 chat message) and how turns go to the server. */
import {
  type ChatTurn,
  MAX_HISTORY_MESSAGES,
  MAX_MESSAGE_CHARS,
  type RecommendedAgent,
} from '@common/schemas/assistant';

export type MessageRating = 'positive' | 'negative' | null;

export interface ChatAttachment {
  url: string;
  mediaType: string;
  name: string;
  /** Bytes. */
  size?: number;
  /** A local picture to show instead of fetching `url` (the camera frame as a data URL). */
  previewUrl?: string;
}

export interface ChatMessage {
  /** A local id, stable while the answer streams (React key). */
  id: string;
  /** The server's messageId of an answer: only answers the server knows can be rated. */
  serverId?: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  type: 'text' | 'voice' | 'file';
  suggestions: string[];
  recommendedAgents: RecommendedAgent[];
  /** The provider id that answered, e.g. 'offline' or 'openai'. */
  aiProvider?: string;
  providerName?: string;
  /** The offline assistant (help-article retrieval, not an AI model) answered. */
  offline?: boolean;
  responseTime?: number;
  userRating: MessageRating;
  attachments?: ChatAttachment[];
  /** streaming: text is arriving; stopped: the user stopped it; error: the §8 failure message. */
  status: 'streaming' | 'done' | 'stopped' | 'error';
}

export const GREETING_ID = 'greeting';
export const CHAT_FAILURE_MESSAGE = 'Sorry, I encountered an error. Please try again.';

export const GREETING_SUGGESTIONS = [
  'How do I get started?',
  'How do I create an agent?',
  'What can I do in the marketplace?',
  'How do I stake AIZ?',
];

export function greetingMessage(username: string | null, now: number): ChatMessage {
  const hello = username ? `Hi ${username}, welcome back!` : 'Hi, welcome to AIZ Platform!';
  return {
    id: GREETING_ID,
    role: 'assistant',
    content: `${hello} I'm your assistant. I can help you find and build agents, explain AIZ and staking, and find your way around. What would you like to do?`,
    timestamp: now,
    type: 'text',
    suggestions: GREETING_SUGGESTIONS,
    recommendedAgents: [],
    userRating: null,
    status: 'done',
  };
}

/** Thumbs up or down toggles: choosing the current rating again clears it. */
export function nextRating(current: MessageRating, chosen: 'positive' | 'negative'): MessageRating {
  return current === chosen ? null : chosen;
}

export function localId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The conversation as the server reads it: without the greeting, failed or empty answers; the most
 * recent MAX_HISTORY_MESSAGES turns; attachments (uploaded files and camera frames, by their upload
 * URL) stay on their turn so a follow-up question can refer to them.
 */
export function toChatTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  const kept = messages.filter(
    (m) => m.id !== GREETING_ID && m.status !== 'error' && m.content.trim() !== '',
  );
  for (const m of kept) {
    const attachments = (m.attachments ?? []).map((a) => ({
      url: a.url,
      mediaType: a.mediaType,
      name: a.name,
    }));
    turns.push({
      role: m.role,
      content: m.content.slice(0, MAX_MESSAGE_CHARS),
      ...(m.role === 'user' && attachments.length > 0 ? { attachments } : {}),
    });
  }
  return turns.slice(-MAX_HISTORY_MESSAGES);
}
