import { describe, expect, it } from 'vitest';
import { createReachabilityProbe } from './probe';

describe('reachability probe', () => {
  it('shares one ping among concurrent callers and reuses it for maxAge', async () => {
    let now = 0;
    let pings = 0;
    const probe = createReachabilityProbe(
      async () => void pings++,
      1000,
      () => now,
    );
    const [a, b] = await Promise.all([probe(), probe()]);
    expect(pings).toBe(1);
    expect(a).toBe(b);
    expect(a.reachable).toBe(true);
    now = 999;
    await probe();
    expect(pings).toBe(1);
    now = 1000;
    await probe();
    expect(pings).toBe(2);
  });

  it('reports an unreachable database without throwing', async () => {
    const probe = createReachabilityProbe(() => Promise.reject(new Error('ECONNREFUSED')), 0);
    expect(await probe()).toMatchObject({ reachable: false, latencyMs: null });
  });

  it('reports a ping that never answers as unreachable, after its timeout', async () => {
    const probe = createReachabilityProbe(() => new Promise(() => {}), 0, Date.now, 5);
    expect(await probe()).toMatchObject({ reachable: false, latencyMs: null });
  });
});
