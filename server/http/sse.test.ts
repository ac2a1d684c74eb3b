import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './context';
import { streamEvents } from './sse';

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tick'), n: z.number() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
type Event = z.infer<typeof eventSchema>;

function appStreaming(source: () => AsyncIterable<Event>) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) =>
    streamEvents(c, eventSchema, source, {
      onError: (error) => ({
        type: 'error' as const,
        message: error instanceof Error ? error.name : 'failed',
      }),
    }),
  );
  return app;
}

describe('streamEvents', () => {
  it('writes each event as its type with the other fields as JSON data', async () => {
    const res = await appStreaming(async function* () {
      yield { type: 'tick', n: 1 };
      yield { type: 'tick', n: 2 };
    }).request('/');
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(await res.text()).toBe('event: tick\ndata: {"n":1}\n\nevent: tick\ndata: {"n":2}\n\n');
  });

  it('ends with onError’s event when the source throws', async () => {
    const res = await appStreaming(async function* () {
      yield { type: 'tick', n: 1 };
      throw new TypeError('boom');
    }).request('/');
    expect(await res.text()).toBe(
      'event: tick\ndata: {"n":1}\n\nevent: error\ndata: {"message":"TypeError"}\n\n',
    );
  });

  it('refuses an event outside the contract', async () => {
    const res = await appStreaming(async function* () {
      yield { type: 'tick', n: 'one' } as unknown as Event;
    }).request('/');
    expect(await res.text()).toBe('event: error\ndata: {"message":"ZodError"}\n\n');
  });
});
