/**
 * The browser tab's analytics session id, sent as X-Session-Id with feedback (SPEC §7). One per tab
 * (sessionStorage); a fresh one per page load when storage is unavailable.
 */
export const SESSION_ID_KEY = 'aiz.analytics.sessionId';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts (not on a LAN address over http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let fallback: string | undefined;

export function analyticsSessionId(storage: () => Storage = () => window.sessionStorage): string {
  try {
    const store = storage();
    const existing = store.getItem(SESSION_ID_KEY);
    if (existing) return existing;
    const id = randomId();
    store.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    fallback ??= randomId();
    return fallback;
  }
}
