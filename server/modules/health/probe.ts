/**
 * Database reachability for the health endpoint. Load balancers and monitors call health often; a
 * ping per call would keep the database busy answering them (on PGlite it runs on the web process's
 * own thread). So a ping result is reused for `maxAgeMs`, concurrent callers share the ping in flight,
 * and the answer says when it was measured.
 */
export interface Reachability {
  reachable: boolean;
  latencyMs: number | null;
  checkedAt: string;
}

/** A ping that has not answered by then counts as unreachable: health must answer quickly. */
export const PING_TIMEOUT_MS = 2000;

function withTimeout(ping: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs);
  });
  return Promise.race([ping, expired]).finally(() => clearTimeout(timer));
}

export function createReachabilityProbe(
  ping: () => Promise<void>,
  maxAgeMs = 1000,
  now: () => number = Date.now,
  timeoutMs = PING_TIMEOUT_MS,
) {
  let last: { at: number; result: Reachability } | null = null;
  let inFlight: Promise<Reachability> | null = null;

  const measure = async (): Promise<Reachability> => {
    const at = now();
    const t0 = performance.now();
    try {
      await withTimeout(ping(), timeoutMs);
      return {
        reachable: true,
        latencyMs: Math.round((performance.now() - t0) * 100) / 100,
        checkedAt: new Date(at).toISOString(),
      };
    } catch {
      return { reachable: false, latencyMs: null, checkedAt: new Date(at).toISOString() };
    }
  };

  return (): Promise<Reachability> => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.result);
    inFlight ??= measure().then((result) => {
      last = { at: now(), result };
      inFlight = null;
      return result;
    });
    return inFlight;
  };
}
