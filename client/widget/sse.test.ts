import { describe, expect, it } from 'vitest';
import { readSse, type SseEvent, SseParser } from './sse';

describe('SseParser', () => {
  it('parses named events with JSON data', () => {
    const parser = new SseParser();
    expect(
      parser.feed('event: token\ndata: {"text":"Hi"}\n\nevent: final\ndata: {"output":"Hi"}\n\n'),
    ).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'final', data: '{"output":"Hi"}' },
    ]);
  });

  it('joins events cut anywhere across chunks', () => {
    const text = 'event: token\ndata: {"text":"Hello"}\n\nevent: token\ndata: {"text":" world"}\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      const parser = new SseParser();
      const events = [...parser.feed(text.slice(0, cut)), ...parser.feed(text.slice(cut))];
      expect(events.map((e) => e.data)).toEqual(['{"text":"Hello"}', '{"text":" world"}']);
    }
  });

  it('handles CR LF and a CR LF split between chunks, several data lines, comments and defaults', () => {
    const parser = new SseParser();
    const events = [
      ...parser.feed(': keep-alive\r\ndata: line one\r\ndata:line two\r'),
      ...parser.feed('\n\r\nevent: x\r\n\r\n'),
      ...parser.feed('data\n\n'),
    ];
    expect(events).toEqual([
      { event: 'message', data: 'line one\nline two' },
      { event: 'message', data: '' },
    ]);
  });

  it('reads a stream of bytes, including a character split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: token\ndata: {"text":"héllo ✓"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const seen: SseEvent[] = [];
    await readSse(body, (e) => seen.push(e));
    expect(seen).toEqual([{ event: 'token', data: '{"text":"héllo ✓"}' }]);
  });
});
