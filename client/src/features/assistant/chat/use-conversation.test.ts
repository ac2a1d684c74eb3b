import type { HistoryResponse } from '@common/schemas/assistant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/mock-api';
import { assistantKeys } from './assistant-api';
import { CHAT_FAILURE_MESSAGE } from './chat-message';
import { useConversation } from './use-conversation';

type Call = { url: string; method: string; body: unknown };

/** A chat stream the test writes to, event by event. */
function controllableStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}

function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      return answer(url, init);
    }),
  );
  return calls;
}

const options = {
  user: null,
  preferredProvider: 'auto',
  sessionId: 'session-1',
  currentPage: () => '/marketplace',
  loadHistory: false,
};

afterEach(() => vi.unstubAllGlobals());

/** Renders the hook as the panel does: inside the app's query cache (a fresh one per test). */
function renderConversation(opts: Parameters<typeof useConversation>[0], client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { client, ...renderHook(() => useConversation(opts), { wrapper }) };
}

describe('useConversation', () => {
  it('streams an answer as deltas arrive, then rates it', async () => {
    const stream = controllableStream();
    const calls = stubFetch((url) =>
      url.endsWith('/rate') ? new Response('{"success":true}') : stream.response,
    );
    const { result } = renderConversation(options);
    expect(result.current.messages).toHaveLength(1); // the greeting
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send({ text: '  How do I stake?  ' });
    });
    expect(result.current.streaming).toBe(true);
    expect(calls[0]).toMatchObject({
      url: '/api/ai/enhanced/chat/stream',
      body: {
        messages: [{ role: 'user', content: 'How do I stake?' }],
        options: {
          preferredProvider: 'auto',
          currentPage: '/marketplace',
          isAuthenticated: false,
          sessionId: 'session-1',
        },
      },
    });
    stream.send('meta', {
      messageId: 'm-1',
      provider: 'offline',
      providerName: 'Offline assistant',
      offline: true,
    });
    stream.send('delta', { text: 'Staking ' });
    await waitFor(() => expect(result.current.messages.at(-1)?.content).toBe('Staking '));
    stream.send('delta', { text: 'earns rewards.' });
    stream.send('done', { suggestions: ['Next?'], recommendedAgents: [], metrics: { responseTime: 12 } });
    stream.close();
    await act(() => sent);
    expect(result.current.streaming).toBe(false);
    const answer = result.current.messages.at(-1)!;
    expect(answer).toMatchObject({
      role: 'assistant',
      content: 'Staking earns rewards.',
      serverId: 'm-1',
      offline: true,
      status: 'done',
      suggestions: ['Next?'],
      responseTime: 12,
    });

    act(() => result.current.rate(answer.id, 'positive'));
    expect(result.current.messages.at(-1)?.userRating).toBe('positive');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        url: '/api/ai-assistant/rate',
        method: 'POST',
        body: { messageId: 'm-1', rating: 'positive', sessionId: 'session-1' },
      }),
    );
  });

  it('stops an answer and keeps the text received so far', async () => {
    const stream = controllableStream();
    stubFetch(() => stream.response);
    const { result } = renderConversation(options);
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send({ text: 'Tell me everything' });
    });
    stream.send('meta', {
      messageId: 'm-2',
      provider: 'offline',
      providerName: 'Offline assistant',
      offline: true,
    });
    stream.send('delta', { text: 'Part one, ' });
    await waitFor(() => expect(result.current.messages.at(-1)?.content).toBe('Part one, '));
    act(() => result.current.stop());
    await act(() => sent);
    expect(result.current.messages.at(-1)).toMatchObject({
      content: 'Part one, ',
      status: 'stopped',
      serverId: 'm-2',
    });
    expect(result.current.streaming).toBe(false);
  });

  it('shows the SPEC §8 failure message when the call fails or the stream reports an error', async () => {
    stubFetch(() => new Response('{"error":"x"}', { status: 500 }));
    const { result } = renderConversation(options);
    await act(() => result.current.send({ text: 'Hello' }));
    expect(result.current.messages.at(-1)).toMatchObject({ content: CHAT_FAILURE_MESSAGE, status: 'error' });

    const stream = controllableStream();
    stubFetch(() => stream.response);
    let sent!: Promise<boolean>;
    act(() => {
      sent = result.current.send({ text: 'Again' });
    });
    stream.send('error', { message: 'every provider failed' });
    await act(() => sent);
    expect(result.current.messages.at(-1)).toMatchObject({ content: CHAT_FAILURE_MESSAGE, status: 'error' });
  });

  it('does not send empty messages', async () => {
    const calls = stubFetch(() => new Response(''));
    const { result } = renderConversation(options);
    await act(async () => {
      expect(await result.current.send({ text: ' \n ' })).toBe(false);
    });
    expect(calls).toHaveLength(0);
    expect(result.current.messages).toHaveLength(1);
  });

  describe('a signed-in person', () => {
    const ada = aUser({ id: 'u-ada', username: 'ada' });
    const stored = {
      messages: [
        {
          id: 'q1',
          role: 'user',
          content: 'How do I stake?',
          provider: null,
          responseTime: null,
          timestamp: '2026-11-20T10:00:00Z',
          userRating: null,
        },
        {
          id: 'a1',
          role: 'assistant',
          content: 'Staking is coming.',
          provider: 'offline',
          responseTime: 12,
          timestamp: '2026-11-20T10:00:01Z',
          userRating: 'positive',
        },
      ],
    } satisfies HistoryResponse;

    it('gets their stored conversation back through the query cache, once', async () => {
      const calls = stubFetch(() => new Response(JSON.stringify(stored)));
      const { result, client } = renderConversation({ ...options, user: ada, loadHistory: true });
      await waitFor(() => expect(result.current.messages).toHaveLength(3));
      expect(result.current.messages.slice(1).map((m) => m.content)).toEqual([
        'How do I stake?',
        'Staking is coming.',
      ]);
      expect(result.current.messages[2]).toMatchObject({ serverId: 'a1', userRating: 'positive' });
      expect(client.getQueryData(assistantKeys.history('u-ada'))).toHaveLength(2);
      // A second panel for the same person reads the cache, not the server.
      renderConversation({ ...options, user: ada, loadHistory: true }, client);
      expect(calls.filter((c) => c.url === '/api/ai-assistant/history')).toHaveLength(1);
    });

    it('clears the conversation on screen, on the server and in the cache', async () => {
      const calls = stubFetch((_url, init) =>
        init.method === 'DELETE' ? new Response('{"success":true}') : new Response(JSON.stringify(stored)),
      );
      const { result, client } = renderConversation({ ...options, user: ada, loadHistory: true });
      await waitFor(() => expect(result.current.messages).toHaveLength(3));
      act(() => result.current.clear());
      expect(result.current.messages).toHaveLength(1);
      await waitFor(() =>
        expect(calls.some((c) => c.url === '/api/ai-assistant/history' && c.method === 'DELETE')).toBe(true),
      );
      expect(client.getQueryData(assistantKeys.history('u-ada'))).toEqual([]);
    });

    it('puts a rating back when the server refuses it', async () => {
      stubFetch((url) =>
        url.endsWith('/rate')
          ? new Response('{"error":"internal_error"}', { status: 500 })
          : new Response(JSON.stringify(stored)),
      );
      const { result } = renderConversation({ ...options, user: ada, loadHistory: true });
      await waitFor(() => expect(result.current.messages).toHaveLength(3));
      const answer = result.current.messages[2]!;
      act(() => result.current.rate(answer.id, 'negative'));
      expect(result.current.messages[2]!.userRating).toBe('negative');
      await waitFor(() => expect(result.current.messages[2]!.userRating).toBe('positive'));
    });
  });
});
