import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parseInChunks(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const stream =
  'event: meta\ndata: {"messageId":"m1","provider":"offline"}\n\n' +
  'event: delta\ndata: {"text":"Hel"}\n\n' +
  ': keep-alive comment\n\n' +
  'event: delta\ndata: {"text":"lo\\n"}\n\n' +
  'event: done\ndata: {"suggestions":[]}\n\n';

const expected: SseEvent[] = [
  { event: 'meta', data: '{"messageId":"m1","provider":"offline"}' },
  { event: 'delta', data: '{"text":"Hel"}' },
  { event: 'delta', data: '{"text":"lo\\n"}' },
  { event: 'done', data: '{"suggestions":[]}' },
];

describe('createSseParser', () => {
  it('reads a whole stream in one chunk', () => {
    expect(parseInChunks([stream])).toEqual(expected);
  });

  it('gives the same events whatever the chunk boundaries, even mid-field and mid-event', () => {
    for (let size = 1; size <= 17; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(parseInChunks(chunks), `chunks of ${size}`).toEqual(expected);
    }
    // Every single split point.
    for (let at = 1; at < stream.length; at++) {
      expect(parseInChunks([stream.slice(0, at), stream.slice(at)])).toEqual(expected);
    }
  });

  it('accepts CRLF and CR line ends, also with a CRLF split between chunks', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    expect(parseInChunks([crlf])).toEqual(expected);
    const cut = crlf.indexOf('\r\n') + 1;
    expect(parseInChunks([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(expected);
    expect(parseInChunks([stream.replaceAll('\n', '\r')])).toEqual(expected);
  });

  it('joins several data lines, defaults the event name, and drops an unfinished last event', () => {
    expect(parseInChunks(['data: a\ndata:b\n\n', 'event: delta\ndata: never ended\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('ignores blank lines without data and unknown fields', () => {
    expect(parseInChunks(['\n\nid: 4\nretry: 100\nevent: x\n\ndata: y\n\n'])).toEqual([
      { event: 'message', data: 'y' },
    ]);
  });
});
