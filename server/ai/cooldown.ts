/**
 * Stepped cooldown per (provider, model): each consecutive failure doubles the pause, from 15 s up to
 * 5 minutes; a Retry-After from the provider wins when it is longer. A success clears it.
 */
export const COOLDOWN_STEPS_MS = [15_000, 30_000, 60_000, 120_000, 300_000] as const;

export class Cooldowns {
  private readonly state = new Map<string, { failures: number; until: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  private key(providerId: string, model: string) {
    return `${providerId}\u0000${model}`;
  }

  isCooling(providerId: string, model: string): boolean {
    const s = this.state.get(this.key(providerId, model));
    return s !== undefined && s.until > this.now();
  }

  /** Milliseconds left, 0 when available. */
  remainingMs(providerId: string, model: string): number {
    const s = this.state.get(this.key(providerId, model));
    return s ? Math.max(0, s.until - this.now()) : 0;
  }

  fail(providerId: string, model: string, retryAfterMs?: number): number {
    const key = this.key(providerId, model);
    const failures = (this.state.get(key)?.failures ?? 0) + 1;
    const step = COOLDOWN_STEPS_MS[Math.min(failures, COOLDOWN_STEPS_MS.length) - 1]!;
    const pause = Math.max(step, retryAfterMs ?? 0);
    this.state.set(key, { failures, until: this.now() + pause });
    return pause;
  }

  succeed(providerId: string, model: string): void {
    this.state.delete(this.key(providerId, model));
  }

  /** Forgets every cooldown (an admin's "try the providers again"; tests start each case from none). */
  clear(): void {
    this.state.clear();
  }
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
