/**
 * Workflow documents for API tests: a node and an edge in the document's shape (one typeVersion, the id as
 * its name), and server-sent events as a test reads them (a whole body, or a live stream until enough).
 */
import { expect } from 'vitest';

export interface TestNode {
  id: string;
  type: string;
  typeVersion: number;
  name: string;
  position: [number, number];
  parameters: Record<string, unknown>;
  notes?: string;
}

export const node = (
  id: string,
  type: string,
  parameters: Record<string, unknown> = {},
  notes?: string,
): TestNode => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
  ...(notes ? { notes } : {}),
});

export const edge = (source: string, target: string, sourceOutput = 0) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** `event:` and `data:` lines of each block (JSON data), in order. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(
        block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n'),
      ),
    }));
}

/** Reads a live server-sent event stream until `until` says stop (or it ends), then leaves; `{type, ...data}`. */
export async function readSseEvents<E extends { type: string }>(
  res: Response,
  until: (event: E) => boolean = () => false,
): Promise<E[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: E[] = [];
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) return events;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!type || data === undefined) continue;
        const event = { type, ...JSON.parse(data) } as E;
        events.push(event);
        if (until(event)) return events;
      }
    }
  } finally {
    await reader.cancel();
  }
}
