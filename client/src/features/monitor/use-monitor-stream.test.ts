import type { MonitorPoint, MonitorSnapshot } from '@common/schemas/monitor';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatPercent, healthOf } from './format';
import { initialMonitorState, monitorReducer } from './use-monitor-stream';

const point = (at: number, seconds = 1): MonitorPoint => ({
  at,
  seconds,
  requestsPerSecond: 1,
  p50Ms: 1,
  p95Ms: 2,
  p99Ms: 3,
  errorRate: 0,
  activeRuns: null,
  queueDepth: null,
  rssBytes: null,
  heapUsedBytes: null,
});
const snapshot = { at: '2026-01-01T00:00:00.000Z' } as MonitorSnapshot;

describe('the monitor stream state', () => {
  it('starts from the history, appends samples, keeps an hour and says when the stream is lost', () => {
    let state = monitorReducer(initialMonitorState, {
      type: 'event',
      event: { type: 'history', snapshot, history: [point(1000, 10), point(1010, 10)] },
    });
    expect(state.connection).toBe('live');
    expect(state.points.map((p) => p.at)).toEqual([1000, 1010]);
    state = monitorReducer(state, { type: 'event', event: { type: 'sample', snapshot, point: point(1020) } });
    expect(state.points.map((p) => p.at)).toEqual([1000, 1010, 1020]);
    state = monitorReducer(state, { type: 'event', event: { type: 'sample', snapshot, point: point(4605) } });
    expect(state.points.map((p) => p.at)).toEqual([1010, 1020, 4605]);
    state = monitorReducer(state, { type: 'lost' });
    expect(state.connection).toBe('reconnecting');
    expect(state.points).toHaveLength(3);
    // A reconnection starts again from the server's history.
    state = monitorReducer(state, {
      type: 'event',
      event: { type: 'history', snapshot, history: [point(4600, 10)] },
    });
    expect(state).toMatchObject({ connection: 'live', points: [{ at: 4600 }] });
  });
});

describe('monitor figures', () => {
  it('are written with their units', () => {
    expect(formatMs(null)).toBe('—');
    expect(formatMs(0.25)).toBe('250 µs');
    expect(formatMs(2.345)).toBe('2.3 ms');
    expect(formatMs(1500)).toBe('1.5 s');
    expect(formatPercent(0.0123)).toBe('1.2 %');
    expect(formatBytes(512 * 1024 * 1024)).toBe('512 MB');
  });

  it('are green below amber, amber below red, else red', () => {
    expect(healthOf(1, 10, 100)).toBe('ok');
    expect(healthOf(10, 10, 100)).toBe('warn');
    expect(healthOf(100, 10, 100)).toBe('bad');
    expect(healthOf(null, 10, 100)).toBe('none');
  });
});
