import { ANALYTICS_LIMITS, STORAGE_KEYS } from '@common/constants';
import type { AnalyticsEvent, ChatUsageEvent } from '@common/schemas/analytics';

const TRACK_URL = '/api/analytics/track';

export type TrackInput = Omit<AnalyticsEvent, 'pageUrl'> & { pageUrl?: string };

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cutStrings(metadata: Record<string, unknown>, max: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [
      key,
      typeof value === 'string' ? cut(value, max) : value,
    ]),
  );
}

/**
 * An event the server will accept (common/schemas/analytics.ts): long stacks, labels and URLs are cut,
 * shorter and shorter, rather than the whole report refused and lost.
 */
export function fitEvent(event: AnalyticsEvent): AnalyticsEvent {
  const fitted: AnalyticsEvent = { ...event, pageUrl: cut(event.pageUrl, ANALYTICS_LIMITS.pageUrl) };
  if (event.eventLabel !== undefined) fitted.eventLabel = cut(event.eventLabel, ANALYTICS_LIMITS.label);
  if (!event.metadata) return fitted;
  for (const max of [3_000, 1_000, 300]) {
    const metadata = cutStrings(event.metadata, max);
    if (JSON.stringify(metadata).length <= ANALYTICS_LIMITS.metadataChars) return { ...fitted, metadata };
  }
  return { ...fitted, metadata: { truncated: true } };
}

/** Until when (epoch ms) the server asked us to hold off (a 429's Retry-After): events until then are dropped. */
let heldUntil = 0;

/** How long to hold off after a 429 that names no time. */
const DEFAULT_HOLD_MS = 60_000;

/**
 * The one analytics send. Never throws and never logs: analytics must not disturb the user. Not through
 * `apiFetch`: `keepalive` lets a report outlive the page, and no bearer token is wanted. After a 429 it
 * sends nothing until the server's Retry-After has passed, so a busy IP does not keep knocking.
 */
export async function sendAnalytics(payload: AnalyticsEvent | ChatUsageEvent): Promise<void> {
  if (Date.now() < heldUntil) return;
  try {
    const res = await fetch(TRACK_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'include',
      keepalive: true,
    });
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after'));
      heldUntil = Date.now() + (seconds > 0 ? seconds * 1000 : DEFAULT_HOLD_MS);
    }
  } catch {
    // Send failures are ignored (SPEC §8).
  }
}

/** Sends one analytics event, fitted to the server's limits. */
export async function track(event: TrackInput): Promise<void> {
  await sendAnalytics(fitEvent({ ...event, pageUrl: event.pageUrl ?? window.location.href }));
}

const THIRD_PARTY_SOURCES = [
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'safari-web-extension://',
];
const FAILED_FETCH_MESSAGES = ['Failed to fetch', 'NetworkError', 'Load failed'];

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  if (reason && typeof reason === 'object' && 'message' in reason) {
    const { message, stack } = reason as { message: unknown; stack?: unknown };
    return { message: String(message), stack: typeof stack === 'string' ? stack : '' };
  }
  return { message: String(reason), stack: '' };
}

/** Rejections from browser extensions and failed fetches are noise, not product errors (SPEC §8). */
export function shouldReportRejection(reason: unknown): boolean {
  const { message, stack } = describe(reason);
  const text = `${message}\n${stack}`;
  if (THIRD_PARTY_SOURCES.some((source) => text.includes(source))) return false;
  return !FAILED_FETCH_MESSAGES.some((m) => message.includes(m));
}

/** Errors thrown by extension scripts are not ours either. */
export function shouldReportError(event: Pick<ErrorEvent, 'filename' | 'message' | 'error'>): boolean {
  if (THIRD_PARTY_SOURCES.some((source) => event.filename?.startsWith(source))) return false;
  return shouldReportRejection(event.error ?? event.message);
}

export function errorEventPayload(event: ErrorEvent): TrackInput {
  const stack = event.error instanceof Error ? event.error.stack : undefined;
  return {
    eventType: 'error',
    eventCategory: 'javascript',
    eventAction: 'unhandled_error',
    eventLabel: event.message.slice(0, 500),
    metadata: { filename: event.filename, lineno: event.lineno, colno: event.colno, stack },
  };
}

export function rejectionEventPayload(reason: unknown): TrackInput {
  const { message, stack } = describe(reason);
  return {
    eventType: 'error',
    eventCategory: 'javascript',
    eventAction: 'unhandled_rejection',
    eventLabel: message.slice(0, 500),
    metadata: { stack: stack || undefined },
  };
}

/** The page-load event of SPEC §7, in whole milliseconds; null before the load event has ended. */
export function pageLoadPayload(timing: PerformanceNavigationTiming): TrackInput | null {
  if (timing.loadEventEnd <= 0) return null;
  return {
    eventType: 'performance',
    eventCategory: 'page_load',
    eventAction: 'load',
    eventValue: Math.round(timing.loadEventEnd - timing.startTime),
    metadata: {
      domContentLoaded: Math.round(timing.domContentLoadedEventEnd - timing.startTime),
      firstByte: Math.round(timing.responseStart - timing.startTime),
      domInteractive: Math.round(timing.domInteractive - timing.startTime),
    },
  };
}

function reportPageLoad(): void {
  // loadEventEnd is only set once the load handlers have returned, hence the extra tick.
  setTimeout(() => {
    const [timing] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const payload = timing ? pageLoadPayload(timing) : null;
    if (payload) void track(payload);
  }, 0);
}

let installed = false;

/** Reports unhandled errors, promise rejections and the page-load timing. Call once at start. */
export function installAnalytics(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    if (shouldReportError(event)) void track(errorEventPayload(event));
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (shouldReportRejection(event.reason)) void track(rejectionEventPayload(event.reason));
  });
  if (document.readyState === 'complete') reportPageLoad();
  else window.addEventListener('load', reportPageLoad, { once: true });
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts (not on a LAN address over http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let fallbackSessionId: string | undefined;

/**
 * The browser tab's analytics session id, sent as X-Session-Id with feedback and with the assistant's
 * ratings (SPEC §7). One per tab (sessionStorage); a fresh one per page load when storage is unavailable.
 */
export function analyticsSessionId(storage: () => Storage = () => window.sessionStorage): string {
  try {
    const store = storage();
    const existing = store.getItem(STORAGE_KEYS.analyticsSessionId);
    if (existing) return existing;
    const id = randomId();
    store.setItem(STORAGE_KEYS.analyticsSessionId, id);
    return id;
  } catch {
    fallbackSessionId ??= randomId();
    return fallbackSessionId;
  }
}
