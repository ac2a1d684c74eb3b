import type { PublishedRunEvent } from '@common/schemas/run-events';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { connectRedis } from './redis';
import {
  createMemoryRunEventBus,
  createRedisRunEventBus,
  followRunEvents,
  type RunEventBus,
} from './run-event-bus';

const started = (workflowId: string, runId: string): PublishedRunEvent => ({
  type: 'run-started',
  workflowId,
  runId,
  at: '2026-01-01T00:00:00.000Z',
});

/** Resolves with the first `count` events the filter gets. */
function collect(bus: RunEventBus, filter: { workflowId: string; runId?: string }, count: number) {
  const seen: PublishedRunEvent[] = [];
  let unsubscribe = () => {};
  const done = new Promise<PublishedRunEvent[]>((resolve) => {
    unsubscribe = bus.subscribe(filter, (event) => {
      seen.push(event);
      if (seen.length === count) resolve(seen);
    });
  });
  return { done, unsubscribe: () => unsubscribe(), seen };
}

describe('in-process run event bus', () => {
  it('hands a workflow’s events to its listeners, by run when asked, and stops when unsubscribed', () => {
    const bus = createMemoryRunEventBus();
    const all = collect(bus, { workflowId: 'w1' }, 2);
    const one = collect(bus, { workflowId: 'w1', runId: 'r2' }, 1);
    const other = collect(bus, { workflowId: 'w2' }, 1);
    bus.publish(started('w1', 'r1'));
    bus.publish(started('w1', 'r2'));
    all.unsubscribe();
    bus.publish(started('w1', 'r3'));
    expect(all.seen.map((e) => e.runId)).toEqual(['r1', 'r2']);
    expect(one.seen.map((e) => e.runId)).toEqual(['r2']);
    expect(other.seen).toEqual([]);
  });

  it('follows a subscription as a stream that ends when the client goes away', async () => {
    const bus = createMemoryRunEventBus();
    const feed = followRunEvents(bus, { workflowId: 'w' }, { now: () => new Date(0) });
    // Subscribed from the start: an event published before reading is not lost.
    bus.publish(started('w', 'r1'));
    const abort = new AbortController();
    const got: string[] = [];
    for await (const event of feed.events(abort.signal)) {
      got.push(event.type);
      if (got.length === 1) setImmediate(() => abort.abort());
    }
    expect(got).toEqual(['run-started']);
    bus.publish(started('w', 'r2'));
  });

  it('sends a heartbeat while nothing happens', async () => {
    vi.useFakeTimers();
    try {
      const feed = followRunEvents(
        createMemoryRunEventBus(),
        { workflowId: 'w' },
        {
          now: () => new Date(0),
          heartbeatMs: 1000,
        },
      );
      const events = feed.events(new AbortController().signal);
      const next = events.next();
      vi.advanceTimersByTime(1000);
      expect((await next).value).toEqual({ type: 'heartbeat', at: '1970-01-01T00:00:00.000Z' });
      feed.close();
      expect((await events.next()).done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Redis run event bus with Redis unreachable', () => {
  it('still hands events to this process’s listeners', async () => {
    // Port 1: nothing listens, so the connection never becomes ready.
    const redis = connectRedis('redis://127.0.0.1:1', createLogger('silent'));
    const bus = createRedisRunEventBus(redis, { logger: createLogger('silent') });
    try {
      const listening = collect(bus, { workflowId: 'w' }, 1);
      bus.publish(started('w', 'r1'));
      expect(await listening.done).toEqual([started('w', 'r1')]);
    } finally {
      await bus.close();
      redis.disconnect();
    }
  });
});

const url = process.env.TEST_REDIS_URL;

describe.runIf(url)('Redis run event bus (TEST_REDIS_URL)', () => {
  const logger = createLogger('silent');
  const connections: Redis[] = [];
  const buses: RunEventBus[] = [];
  const redisBus = () => {
    const redis = new Redis(url as string);
    connections.push(redis);
    const bus = createRedisRunEventBus(redis, { logger, prefix: `test:run-events:${process.pid}:` });
    buses.push(bus);
    return { redis, bus };
  };
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const redis of connections) redis.disconnect();
  });

  it('carries an event published by one process to a listener in another', async () => {
    const a = redisBus();
    const b = redisBus();
    const listening = collect(b.bus, { workflowId: 'w', runId: 'r1' }, 1);
    // The subscription is made in the background: publish until it is in place.
    const heard = collect(a.bus, { workflowId: 'w' }, 1);
    while (listening.seen.length === 0) {
      a.bus.publish(started('w', 'r1'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await listening.done)[0]).toEqual(started('w', 'r1'));
    // The publisher's own listeners hear it through Redis too.
    expect((await heard.done)[0]).toEqual(started('w', 'r1'));
  });
});

describe('the memory bus tells whether anyone listens', () => {
  it('is listening to a workflow only while someone subscribes to it', () => {
    const bus = createMemoryRunEventBus();
    expect(bus.listening?.('wf')).toBe(false);
    const stop = bus.subscribe({ workflowId: 'wf' }, () => {});
    expect(bus.listening?.('wf')).toBe(true);
    expect(bus.listening?.('other')).toBe(false);
    stop();
    expect(bus.listening?.('wf')).toBe(false);
  });
});
