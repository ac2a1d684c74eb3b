import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { HttpRecorder } from './recorder';
import { type MonitorDeps, MonitorSampler } from './sampler';

let opened: MonitorSampler[] = [];
afterEach(() => {
  for (const s of opened) s.close();
  opened = [];
});

function sampler(overrides: Partial<MonitorDeps> = {}) {
  let now = 1_000_000_500;
  let pings = 0;
  const deps = {
    // No tables behind this database: the run counts read as "did not answer".
    database: { kind: 'pglite', ping: async () => void pings++, db: {} },
    ai: { providerStats: () => [] },
    version: 'test',
    logger: createLogger('silent'),
    runQueue: () => undefined,
    ...overrides,
  } as unknown as MonitorDeps;
  const recorder = new HttpRecorder(() => now);
  const s = new MonitorSampler(deps, recorder, () => now);
  opened.push(s);
  return {
    s,
    recorder,
    pings: () => pings,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('MonitorSampler', () => {
  it('takes a snapshot at most once per tick, shared by concurrent callers', async () => {
    const { s, pings, advance } = sampler();
    const [a, b] = await Promise.all([s.snapshot(), s.snapshot()]);
    expect(a).toBe(b);
    expect(pings()).toBe(1);
    advance(899);
    await s.snapshot();
    expect(pings()).toBe(1);
    advance(1);
    await s.snapshot();
    expect(pings()).toBe(2);
  });

  it('reports what did not answer instead of failing: runs, queue, Redis', async () => {
    const { s } = sampler({ redis: { ping: () => Promise.reject(new Error('ECONNREFUSED')) } });
    const snapshot = await s.snapshot();
    expect(snapshot.runs).toBeNull();
    expect(snapshot.queue).toBeNull();
    expect(snapshot.redis).toEqual({ configured: true, up: false, latencyMs: null });
    expect(snapshot.database.up).toBe(true);
  });

  it('samples only while somebody listens', () => {
    const { s } = sampler();
    expect(s.sampling).toBe(false);
    const leaveA = s.subscribe(() => {});
    const leaveB = s.subscribe(() => {});
    expect(s.sampling).toBe(true);
    leaveA();
    expect(s.sampling).toBe(true);
    leaveB();
    expect(s.sampling).toBe(false);
  });

  it('answers the last hour in 10-second points with the requests recorded and the gauges sampled', async () => {
    const { s, recorder, advance } = sampler();
    recorder.record(200, 4);
    recorder.record(503, 40);
    advance(10_000);
    const { history, snapshot } = await s.overview();
    expect(history.length).toBeGreaterThanOrEqual(359);
    expect(history.length).toBeLessThanOrEqual(360);
    const busy = history.filter((p) => p.requestsPerSecond > 0);
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatchObject({ requestsPerSecond: 0.2, errorRate: 0.5 });
    expect(snapshot.http).toMatchObject({ requestsTotal: 2, serverErrorsTotal: 1 });
    // The memory sampled now is in the last point; before it nobody was sampling.
    expect(history.at(-1)!.rssBytes).toBe(snapshot.memory.rssBytes);
    expect(history[0]!.rssBytes).toBeNull();
  });
});
