import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryableStatus, retryAfterMs, sleep } from './retry';

describe('retries', () => {
  it('reads Retry-After as seconds or as an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it('retries 429 and 5xx only, backing off by doubling', () => {
    expect([429, 500, 503, 400, 404, 200].map(isRetryableStatus)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([0, 1, 2].map(backoffMs)).toEqual([1000, 2000, 4000]);
  });

  it('ends a wait when the run is cancelled', async () => {
    const controller = new AbortController();
    const waiting = sleep(3_600_000, controller.signal);
    controller.abort(new Error('Cancelled'));
    await expect(waiting).rejects.toThrow('Cancelled');
  });
});
