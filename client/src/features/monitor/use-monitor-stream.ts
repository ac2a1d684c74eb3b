/**
 * The live system figures: GET /api/monitor/stream by EventSource. Its first event is the last hour (the
 * first paint), then a sample arrives every second. The browser's EventSource reconnects on its own after a
 * network error (the stream then starts again with the history); a stream the server closed for good (a
 * restart mid-handshake, an expired session) is opened again after a pause, and so is one that went silent
 * (no sample for STALL_MS: a half-open connection never errors). Malformed events are dropped.
 */
import {
  type MonitorEvent,
  type MonitorPoint,
  type MonitorSnapshot,
  monitorEventSchema,
} from '@common/schemas/monitor';
import { useEffect, useReducer } from 'react';

export type MonitorConnection = 'connecting' | 'live' | 'reconnecting';

export interface MonitorState {
  connection: MonitorConnection;
  snapshot: MonitorSnapshot | null;
  /** The last hour's chart points, oldest first. */
  points: MonitorPoint[];
}

export const MONITOR_STREAM_URL = '/api/monitor/stream';
const HOUR_SECONDS = 3600;
const REOPEN_MS = 3000;
/** A sample comes every second: this long without one is a stream that stalled (a proxy, a sleeping laptop). */
export const STALL_MS = 6000;

type Action = { type: 'event'; event: MonitorEvent } | { type: 'lost' };

export const initialMonitorState: MonitorState = { connection: 'connecting', snapshot: null, points: [] };

export function monitorReducer(state: MonitorState, action: Action): MonitorState {
  if (action.type === 'lost') return { ...state, connection: 'reconnecting' };
  const { event } = action;
  switch (event.type) {
    case 'history':
      return { connection: 'live', snapshot: event.snapshot, points: event.history };
    case 'sample': {
      const since = event.point.at - HOUR_SECONDS;
      const kept = state.points.filter((p) => p.at > since && p.at < event.point.at);
      return { connection: 'live', snapshot: event.snapshot, points: [...kept, event.point] };
    }
    case 'error':
      return { ...state, connection: 'reconnecting' };
  }
}

const EVENT_TYPES = ['history', 'sample', 'error'] as const;

export function useMonitorStream(enabled: boolean): MonitorState {
  const [state, dispatch] = useReducer(monitorReducer, initialMonitorState);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let heardAt = Date.now();
    const listener = (message: MessageEvent<string>) => {
      heardAt = Date.now();
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = monitorEventSchema.safeParse({ ...(data as object), type: message.type });
      if (parsed.success) dispatch({ type: 'event', event: parsed.data });
    };
    const open = () => {
      heardAt = Date.now();
      source = new EventSource(MONITOR_STREAM_URL, { withCredentials: true });
      for (const type of EVENT_TYPES) source.addEventListener(type, listener as EventListener);
      source.onerror = () => {
        dispatch({ type: 'lost' });
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
    };
    open();
    const watchdog = setInterval(() => {
      if (!source || source.readyState === EventSource.CLOSED || Date.now() - heardAt < STALL_MS) return;
      dispatch({ type: 'lost' });
      source.close();
      open();
    }, STALL_MS / 3);
    return () => {
      clearInterval(watchdog);
      clearTimeout(reopen);
      source?.close();
    };
  }, [enabled]);
  return state;
}
