/**
 * The assistant's calls (SPEC §7): the streamed chat (fetch + SSE parser, since it is a POST), its
 * non-streaming fallback, rating, history, voice and the chat-usage analytics event.
 */
import type { ChatUsageEvent } from '@common/schemas/analytics';
import type {
  ChatRequest,
  ChatResponse,
  ChatStreamData,
  ChatStreamEvent,
  HistoryMessage,
  HistoryResponse,
} from '@common/schemas/assistant';
import { sendAnalytics } from '@/lib/analytics';
import { ApiError, apiJson, apiRequest, authorizationHeader as authHeaders } from '@/lib/api';
import { createSseParser } from '@/lib/sse-parser';
import type { MessageRating } from './chat-message';

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
  const answer = await apiJson<ChatResponse>('POST', '/api/ai/enhanced/chat', { body: request, signal });
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

/** The assistant's cached server state: a signed-in person's stored conversation. */
export const assistantKeys = {
  all: ['assistant'] as const,
  history: (userId: string) => ['assistant', 'history', userId] as const,
};

export async function fetchHistory(): Promise<HistoryMessage[]> {
  return (await apiJson<HistoryResponse>('GET', '/api/ai-assistant/history')).messages;
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
  try {
    const { transcription } = await apiJson<{ transcription: string }>('POST', '/api/ai-assistant/voice', {
      body: form,
    });
    return { kind: 'text', transcription };
  } catch (error) {
    if (error instanceof ApiError && error.status === 501) {
      return { kind: 'unavailable', message: error.serverMessage ?? VOICE_UNAVAILABLE_FALLBACK };
    }
    throw error;
  }
}

/** The chat-usage variant of the analytics call. Never throws: analytics must not disturb the user. */
export async function trackChatUsage(event: Omit<ChatUsageEvent, 'page' | 'userAgent' | 'timestamp'>) {
  await sendAnalytics({
    ...event,
    timestamp: new Date().toISOString(),
    page: window.location.href,
    userAgent: navigator.userAgent,
  });
}
