/**
 * The assistant's calls (SPEC §7): the streamed chat (fetch + SSE parser, since it is a POST), its
 * non-streaming fallback, rating, history, voice and the chat-usage analytics event.
 */
import { STORAGE_KEYS } from '@common/constants';
import type { ChatUsageEvent } from '@common/schemas/analytics';
import type {
  ChatRequest,
  ChatResponse,
  ChatStreamData,
  ChatStreamEvent,
  HistoryMessage,
  HistoryResponse,
} from '@common/schemas/assistant';
import { ApiError, apiRequest } from '@/lib/api';
import { readStorage } from '@/lib/storage';
import type { MessageRating } from './chat-message';
import { createSseParser } from './sse-parser';

export function authHeaders(): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Typed by the stream's contract in common/ (a type-only import: zod stays out of this chunk). */
export interface ChatStreamHandlers {
  onMeta(meta: ChatStreamData<'meta'>): void;
  onDelta(text: string): void;
  onDone(done: ChatStreamData<'done'>): void;
}

/** The stream's own `error` event (the server gave up after trying every provider). */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
}

async function chatOnce(request: ChatRequest, handlers: ChatStreamHandlers, signal: AbortSignal) {
  const res = await fetch('/api/ai/enhanced/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authHeaders() },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  const answer = (await res.json()) as ChatResponse;
  handlers.onMeta(answer);
  handlers.onDelta(answer.content);
  handlers.onDone(answer);
}

/**
 * Sends one turn and reports the answer as it streams: meta, deltas, then done. Rejects on an HTTP
 * error, a stream `error` event, or an abort (an AbortError; the text received so far stays with the
 * caller). Browsers without streamed response bodies get the whole answer at once.
 */
export async function streamChat(request: ChatRequest, handlers: ChatStreamHandlers, signal: AbortSignal) {
  if (typeof ReadableStream === 'undefined' || typeof TextDecoder === 'undefined') {
    return chatOnce(request, handlers, signal);
  }
  const res = await fetch('/api/ai/enhanced/chat/stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...authHeaders() },
    body: JSON.stringify(request),
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  if (!res.body) return chatOnce(request, handlers, signal);

  let finished = false;
  let failure: Error | null = null;
  const parser = createSseParser(({ event, data }) => {
    if (finished || failure) return;
    // The server checked each event against chatStreamEventSchema before writing it.
    const received = { ...JSON.parse(data), type: event } as ChatStreamEvent;
    if (received.type === 'meta') handlers.onMeta(received);
    else if (received.type === 'delta') handlers.onDelta(received.text);
    else if (received.type === 'done') {
      finished = true;
      handlers.onDone(received);
    } else if (received.type === 'error') failure = new ChatStreamError(received.message);
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  // Browsers fail the pending read on abort; cancelling it too makes the stop immediate everywhere.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (failure) throw failure;
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
  if (signal.aborted) throw new DOMException('The answer was stopped.', 'AbortError');
  if (failure) throw failure;
  if (!finished) throw new ChatStreamError('The answer ended before it was complete.');
}

export async function rateMessage(messageId: string, rating: MessageRating, sessionId: string) {
  await apiRequest('POST', '/api/ai-assistant/rate', { messageId, rating, sessionId });
}

export type { HistoryMessage } from '@common/schemas/assistant';

export async function fetchHistory(): Promise<HistoryMessage[]> {
  const res = await apiRequest('GET', '/api/ai-assistant/history');
  return ((await res.json()) as HistoryResponse).messages;
}

export async function clearHistory() {
  await apiRequest('DELETE', '/api/ai-assistant/history');
}

export type TranscriptionResult =
  | { kind: 'text'; transcription: string }
  /** 501: no provider with speech-to-text is configured; the server says how to add one. */
  | { kind: 'unavailable'; message: string };

export const VOICE_UNAVAILABLE_FALLBACK =
  'Voice input needs an AI provider with speech-to-text. An operator can connect one (for example by setting OPENAI_API_KEY).';

export async function transcribe(audio: Blob): Promise<TranscriptionResult> {
  const form = new FormData();
  const extension = audio.type.includes('ogg') ? 'ogg' : audio.type.includes('mp4') ? 'm4a' : 'webm';
  form.append('audio', audio, `voice.${extension}`);
  const res = await fetch('/api/ai-assistant/voice', {
    method: 'POST',
    headers: authHeaders(),
    body: form,
    credentials: 'include',
  });
  if (res.status === 501) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return { kind: 'unavailable', message: body?.message || VOICE_UNAVAILABLE_FALLBACK };
  }
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  const { transcription } = (await res.json()) as { transcription: string };
  return { kind: 'text', transcription };
}

/** The chat-usage variant of the analytics call. Never throws: analytics must not disturb the user. */
export async function trackChatUsage(event: Omit<ChatUsageEvent, 'page' | 'userAgent' | 'timestamp'>) {
  const payload: ChatUsageEvent = {
    ...event,
    timestamp: new Date().toISOString(),
    page: window.location.href,
    userAgent: navigator.userAgent,
  };
  try {
    await fetch('/api/analytics/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'include',
      keepalive: true,
    });
  } catch {
    // Analytics send errors are ignored (SPEC §8).
  }
}
