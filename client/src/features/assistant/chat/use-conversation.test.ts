import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_FAILURE_MESSAGE } from './chat-message';
import { useConversation } from './use-conversation';

type Call = { url: string; body: unknown };

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
      calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
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

describe('useConversation', () => {
  it('streams an answer as deltas arrive, then rates it', async () => {
    const stream = controllableStream();
    const calls = stubFetch((url) =>
      url.endsWith('/rate') ? new Response('{"success":true}') : stream.response,
    );
    const { result } = renderHook(() => useConversation(options));
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
    expect(calls.at(-1)).toEqual({
      url: '/api/ai-assistant/rate',
      body: { messageId: 'm-1', rating: 'positive', sessionId: 'session-1' },
    });
  });

  it('stops an answer and keeps the text received so far', async () => {
    const stream = controllableStream();
    stubFetch(() => stream.response);
    const { result } = renderHook(() => useConversation(options));
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
    const { result } = renderHook(() => useConversation(options));
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
    const { result } = renderHook(() => useConversation(options));
    await act(async () => {
      expect(await result.current.send({ text: ' \n ' })).toBe(false);
    });
    expect(calls).toHaveLength(0);
    expect(result.current.messages).toHaveLength(1);
  });
});
