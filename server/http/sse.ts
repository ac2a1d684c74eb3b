/**
 * Server-sent events with a typed contract. A route declares its events as a zod discriminated union
 * on `type` (in common/, so the client reads the same contract) and hands over an async source; each
 * event is checked against the contract and written as `event: <type>` with the other fields as JSON
 * `data:`. Once the 200 has started, a failure can only be told in the stream: `onError` turns it into
 * the contract's last event.
 */
import type { Context, TypedResponse } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { z } from 'zod';
import type { AppEnv } from './context';

export interface StreamEventsOptions<E> {
  /** The event that ends the stream when the source throws (or emits an event outside the contract). */
  onError(error: unknown): E;
}

/** What the route's handler returns: an OpenAPI response declared with `eventStreamContent()`. */
export type EventStreamResponse = Response & TypedResponse<string, 200, 'text'>;

export function streamEvents<E extends { type: string }>(
  c: Context<AppEnv>,
  eventSchema: z.ZodType<E>,
  source: (signal: AbortSignal) => AsyncIterable<E>,
  { onError }: StreamEventsOptions<E>,
): EventStreamResponse {
  const abort = new AbortController();
  const response = streamSSE(c, async (sse) => {
    sse.onAbort(() => abort.abort(new DOMException('The client went away', 'AbortError')));
    const write = async (event: E) => {
      const { type, ...data } = event;
      await sse.writeSSE({ event: type, data: JSON.stringify(data) });
    };
    try {
      for await (const event of source(abort.signal)) await write(eventSchema.parse(event));
    } catch (error) {
      if (!abort.signal.aborted) await write(onError(error));
    }
  });
  // streamSSE says Cache-Control: no-cache; proxies (nginx) must not buffer the stream whole either.
  response.headers.set('X-Accel-Buffering', 'no');
  // streamSSE answers an untyped Response; its body is the text/event-stream the route declares.
  return response as EventStreamResponse;
}
