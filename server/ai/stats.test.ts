import { describe, expect, it } from 'vitest';
import { type CallRecord, ProviderStats, WINDOW_CALLS, WINDOW_MS } from './stats';

const call = (over: Partial<CallRecord>): CallRecord => ({
  providerId: 'openai',
  model: 'm',
  outcome: 'ok',
  firstTokenMs: 100,
  totalMs: 400,
  inputTokens: 10,
  cachedInputTokens: 0,
  outputTokens: 5,
  costUsd: 0.001,
  error: null,
  at: 0,
  ...over,
});

describe('provider stats', () => {
  it('reports success rate, mean response time and median first token over the window', () => {
    const s = new ProviderStats(() => 1000);
    s.record(call({ totalMs: 200, firstTokenMs: 50, at: 1000 }));
    s.record(call({ totalMs: 400, firstTokenMs: 150, at: 1000 }));
    s.record(call({ outcome: 'error', error: 'HTTP 503', at: 1000 }));
    s.record(call({ outcome: 'aborted', at: 1000 }));
    const w = s.window('openai');
    expect(w.calls).toBe(3);
    expect(w.successRate).toBeCloseTo(2 / 3);
    expect(w.responseTime).toBe(300);
    expect(w.firstTokenP50).toBe(50);
    expect(w.lastError).toBe('HTTP 503');
  });

  it('is healthy with no calls, and forgets old and excess calls', () => {
    let now = 0;
    const s = new ProviderStats(() => now);
    expect(s.window('x')).toMatchObject({ calls: 0, successRate: 1, responseTime: 0, firstTokenP50: null });
    s.record(call({ outcome: 'error', at: 0 }));
    now = WINDOW_MS + 1;
    expect(s.window('openai').calls).toBe(0);
    for (let i = 0; i < WINDOW_CALLS + 20; i++) s.record(call({ at: now }));
    expect(s.window('openai').calls).toBe(WINDOW_CALLS);
  });
});
