import { DEFAULT_CODE_VALIDITY_SECONDS } from '@common/constants';

export const EXPIRED_LABEL = 'Expired';

/** m:ss; whole seconds round up, so "0:01" shows until the code has really expired. */
export function formatCountdown(remainingMs: number | null): string {
  const seconds = remainingMs === null ? DEFAULT_CODE_VALIDITY_SECONDS : Math.ceil(remainingMs / 1000);
  if (seconds <= 0) return EXPIRED_LABEL;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Below this, a difference between the browser's and the server's clock is latency, not skew. */
const CLOCK_SKEW_TOLERANCE_MS = 5000;

/**
 * The code's expiry on the browser's clock. The server's `expiresAt` is on its own clock; when the
 * response's Date header shows the browser's clock is off by more than a few seconds, shift by that.
 */
export function localExpiry(expiresAt: string, serverDate: string | null, receivedAt: number): number | null {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return null;
  const serverNow = serverDate ? Date.parse(serverDate) : Number.NaN;
  const skew = Number.isNaN(serverNow) ? 0 : serverNow - receivedAt;
  return Math.abs(skew) > CLOCK_SKEW_TOLERANCE_MS ? expiry - skew : expiry;
}
