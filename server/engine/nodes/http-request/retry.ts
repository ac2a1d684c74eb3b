/**
 * Retries on 429 and 5xx inside the node: the engine's node retry knows nothing of Retry-After, and the
 * node context has no clock, so the node waits on a timer that its run's signal cancels.
 */

export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Retry-After as milliseconds from `now`: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Without Retry-After: 1 s, 2 s, 4 s... */
export const backoffMs = (attempt: number) => 1000 * 2 ** attempt;

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
