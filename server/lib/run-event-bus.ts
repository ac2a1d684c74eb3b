/**
 * Live run events' bus (issue 9 item 4): the workflows runtime publishes what its runs do (run started,
 * node started, node finished, run finished) and the SSE routes listen. In one process an EventEmitter
 * carries them; with REDIS_URL they go through Redis pub/sub (a channel per workflow), so a browser
 * connected to one process sees runs served by another. Best effort: a listener that connects late reads
 * the stored run instead.
 */
import { EventEmitter } from 'node:events';
import { type PublishedRunEvent, type RunEvent, runEventSchema } from '@common/schemas/run-events';
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

export interface RunEventFilter {
  workflowId: string;
  /** Only this run's events; every run of the workflow when absent. */
  runId?: string;
}

export interface RunEventBus {
  publish(event: PublishedRunEvent): void;
  /** Calls `listener` with the matching events until the returned function is called. */
  subscribe(filter: RunEventFilter, listener: (event: PublishedRunEvent) => void): () => void;
  /**
   * Whether anyone may hear a workflow's events; false lets a publisher skip building them. Absent (another
   * process may listen, through Redis): always publish.
   */
  listening?(workflowId: string): boolean;
  close(): Promise<void>;
}

/** Listeners in this process, one emitter event per workflow; `onFirst`/`onLast` follow a workflow's listeners. */
function localFanout(hooks: { onFirst?(workflowId: string): void; onLast?(workflowId: string): void } = {}) {
  const emitter = new EventEmitter();
  // One listener per open stream: no leak to warn about.
  emitter.setMaxListeners(0);
  return {
    emit: (event: PublishedRunEvent) => emitter.emit(event.workflowId, event),
    listening: (workflowId: string) => emitter.listenerCount(workflowId) > 0,
    subscribe(filter: RunEventFilter, listener: (event: PublishedRunEvent) => void) {
      const matching = (event: PublishedRunEvent) => {
        if (filter.runId === undefined || event.runId === filter.runId) listener(event);
      };
      if (emitter.listenerCount(filter.workflowId) === 0) hooks.onFirst?.(filter.workflowId);
      emitter.on(filter.workflowId, matching);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        emitter.off(filter.workflowId, matching);
        if (emitter.listenerCount(filter.workflowId) === 0) hooks.onLast?.(filter.workflowId);
      };
    },
  };
}

/** For a single process (no REDIS_URL). */
export function createMemoryRunEventBus(): RunEventBus {
  const local = localFanout();
  return {
    publish: local.emit,
    subscribe: local.subscribe,
    listening: local.listening,
    close: async () => {},
  };
}

export const RUN_EVENTS_CHANNEL_PREFIX = 'aiz:run-events:';

/**
 * Through Redis: `redis` publishes, a dedicated connection subscribes to the channels of the workflows
 * someone here listens to, and hands what arrives (this process's events too) to the local listeners.
 * While Redis is unreachable, events reach this process's listeners only, with a warning.
 */
export function createRedisRunEventBus(
  redis: Redis,
  options: { logger: Logger; prefix?: string },
): RunEventBus {
  const prefix = options.prefix ?? RUN_EVENTS_CHANNEL_PREFIX;
  // Unlike the fail-fast commands of `redis`, a subscription waits for the connection however long Redis
  // is away (offline queue, no timeout, no retry cap), and comes back after a reconnect (autoResubscribe).
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    commandTimeout: undefined,
    maxRetriesPerRequest: null,
  });
  let warned = false;
  const fallBack = (reason: string) => {
    if (warned) return;
    warned = true;
    options.logger.warn('live run events stay in this process: redis is unreachable', { reason });
  };
  // `redis` logs the outage already; without a listener ioredis would print each reconnect's error.
  subscriber.on('error', () => {});
  subscriber.on('ready', () => {
    warned = false;
  });
  const local = localFanout({
    onFirst: (workflowId) => {
      subscriber.subscribe(prefix + workflowId).catch((err: Error) => fallBack(err.message));
    },
    onLast: (workflowId) => {
      subscriber.unsubscribe(prefix + workflowId).catch(() => {});
    },
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const parsed = runEventSchema.safeParse(safeJson(message));
    if (parsed.success && 'runId' in parsed.data) local.emit(parsed.data);
  });
  return {
    publish(event) {
      if (redis.status !== 'ready' || subscriber.status !== 'ready') {
        fallBack(`status ${redis.status}`);
        local.emit(event);
        return;
      }
      redis.publish(prefix + event.workflowId, JSON.stringify(event)).catch((err: Error) => {
        fallBack(err.message);
        local.emit(event);
      });
    },
    subscribe: local.subscribe,
    close: async () => {
      subscriber.disconnect();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const RUN_EVENTS_HEARTBEAT_MS = 15_000;

/**
 * A subscription turned into the events of an SSE stream, with a heartbeat while nothing happens. It
 * listens from the moment it is made (so nothing is missed while the route reads the stored run); `close`
 * ends it, and so does the end of `events`.
 */
export function followRunEvents(
  bus: RunEventBus,
  filter: RunEventFilter,
  options: { now: () => Date; heartbeatMs?: number },
) {
  const queue: RunEvent[] = [];
  let wake: (() => void) | undefined;
  const push = (event: RunEvent) => {
    queue.push(event);
    wake?.();
  };
  const unsubscribe = bus.subscribe(filter, push);
  const beat = setInterval(
    () => push({ type: 'heartbeat', at: options.now().toISOString() }),
    options.heartbeatMs ?? RUN_EVENTS_HEARTBEAT_MS,
  );
  beat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(beat);
    unsubscribe();
    wake?.();
  };
  async function* events(signal: AbortSignal): AsyncGenerator<RunEvent> {
    signal.addEventListener('abort', close, { once: true });
    try {
      while (!closed) {
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      signal.removeEventListener('abort', close);
      close();
    }
  }
  return { events, close };
}
