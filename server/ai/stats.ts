/**
 * Rolling per-provider statistics derived from recorded calls: success rate and response time over the
 * last WINDOW_CALLS calls within WINDOW_MS.
 */
export const WINDOW_CALLS = 100;
export const WINDOW_MS = 60 * 60 * 1000;

export type CallOutcome = 'ok' | 'error' | 'aborted';

export interface CallRecord {
  providerId: string;
  model: string;
  outcome: CallOutcome;
  /** Milliseconds to the first content part (streams), or to the answer. */
  firstTokenMs: number | null;
  totalMs: number;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  costUsd: number;
  error: string | null;
  at: number;
}

export interface ProviderWindowStats {
  calls: number;
  /** 0-1; 1 when there are no calls yet (nothing has failed). */
  successRate: number;
  /** Mean total response time of successful calls in ms; 0 with none. */
  responseTime: number;
  /** Median time to first token of successful calls in ms; null with none. */
  firstTokenP50: number | null;
  costUsd: number;
  lastError: string | null;
}

export class ProviderStats {
  private readonly calls = new Map<string, CallRecord[]>();
  constructor(private readonly now: () => number = Date.now) {}

  record(call: CallRecord): void {
    const list = this.calls.get(call.providerId) ?? [];
    list.push(call);
    if (list.length > WINDOW_CALLS) list.splice(0, list.length - WINDOW_CALLS);
    this.calls.set(call.providerId, list);
  }

  window(providerId: string): ProviderWindowStats {
    const since = this.now() - WINDOW_MS;
    // User aborts say nothing about the provider's health.
    const recent = (this.calls.get(providerId) ?? []).filter((c) => c.at >= since && c.outcome !== 'aborted');
    const ok = recent.filter((c) => c.outcome === 'ok');
    const firstTokens = ok
      .map((c) => c.firstTokenMs)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    const failures = recent.filter((c) => c.outcome === 'error');
    return {
      calls: recent.length,
      successRate: recent.length === 0 ? 1 : ok.length / recent.length,
      responseTime: ok.length === 0 ? 0 : Math.round(ok.reduce((a, c) => a + c.totalMs, 0) / ok.length),
      firstTokenP50: firstTokens.length ? firstTokens[Math.floor((firstTokens.length - 1) / 2)]! : null,
      costUsd: recent.reduce((a, c) => a + c.costUsd, 0),
      lastError: failures.at(-1)?.error ?? null,
    };
  }
}
