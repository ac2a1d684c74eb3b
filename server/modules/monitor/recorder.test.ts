import { describe, expect, it } from 'vitest';
import { BUCKET_BOUNDS, BUCKET_COUNT, bucketOf, HISTORY_SECONDS, HttpRecorder, quantileOf } from './recorder';

describe('latency buckets', () => {
  it('put a duration in the smallest bucket whose bound holds it', () => {
    for (const seconds of [0.00001, 0.00005, 0.0001, 0.0013, 0.02, 0.5, 3, 60]) {
      const i = bucketOf(seconds);
      expect(BUCKET_BOUNDS[i]).toBeGreaterThanOrEqual(seconds * (1 - 1e-9));
      if (i > 0) expect(BUCKET_BOUNDS[i - 1]).toBeLessThan(seconds);
    }
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(1e9)).toBe(BUCKET_COUNT - 1);
  });

  it('give percentiles within a bucket (19% wide) of the exact ones', () => {
    const counts = new Float64Array(BUCKET_COUNT);
    const values = Array.from({ length: 1000 }, (_, i) => (i + 1) / 1000); // 1 ms … 1 s
    for (const v of values) counts[bucketOf(v)]!++;
    for (const [q, exact] of [
      [0.5, 0.5],
      [0.95, 0.95],
      [0.99, 0.99],
    ] as const) {
      const got = quantileOf(counts, q)!;
      expect(got / exact).toBeGreaterThan(0.84);
      expect(got / exact).toBeLessThan(1.19);
    }
    expect(quantileOf(new Float64Array(BUCKET_COUNT), 0.5)).toBeNull();
  });
});

describe('HttpRecorder', () => {
  const at = (second: number) => second * 1000 + 500;

  it('counts requests by status class per second and in total', () => {
    let now = at(1000);
    const r = new HttpRecorder(() => now);
    r.record(200, 5);
    r.record(404, 1);
    r.record(500, 100);
    now = at(1001);
    r.record(302, 2);
    expect(r.requestsTotal).toBe(4);
    expect([...r.totals]).toEqual([0, 1, 1, 1, 1]);
    now = at(1002);
    expect(r.lastSecond()).toBe(1001);
    expect(r.span(1000, 1000)).toMatchObject({ requests: 3, clientErrors: 1, serverErrors: 1 });
    expect(r.span(1001, 1001)).toMatchObject({ requests: 1, clientErrors: 0, serverErrors: 0 });
    expect(r.span(1000, 1001).requests).toBe(4);
    expect(r.span(1000, 1000).p99! * 1000).toBeGreaterThan(80);
    expect(r.span(1002, 1002)).toEqual({
      requests: 0,
      clientErrors: 0,
      serverErrors: 0,
      p50: null,
      p95: null,
      p99: null,
    });
  });

  it('forgets a second once the ring has come round to its slot (an hour later)', () => {
    let now = at(7200);
    const r = new HttpRecorder(() => now);
    r.record(200, 1);
    r.record(200, 1);
    now = at(7200 + HISTORY_SECONDS);
    r.record(200, 1);
    expect(r.span(7200 + HISTORY_SECONDS, 7200 + HISTORY_SECONDS).requests).toBe(1);
    expect(r.span(7200, 7200).requests).toBe(0);
    // The all-time figures keep everything.
    expect(r.requestsTotal).toBe(3);
    expect(r.histogram.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('reads nothing from seconds older than an hour', () => {
    let now = at(100);
    const r = new HttpRecorder(() => now);
    r.record(200, 1);
    now = at(100 + HISTORY_SECONDS + 5);
    expect(r.span(0, r.lastSecond()).requests).toBe(0);
  });
});
