/**
 * Which site a widget request comes from (pure): the page's `Origin` against a deployment's allowlist, or our
 * own origin for the hosted pages. An empty list (or `*`) lets any site's page load the widget (the
 * publishable key is public; the widget's rate limits and pausing still apply); a list restricts it to those.
 * Entries are whole origins (the schema admits `scheme://host[:port]` or `*`, no wildcards in a host),
 * compared exactly after normalising: never by prefix or suffix.
 */
import { widgetOnAnySite } from '@common/schemas/deployments';

/** Origins compare by scheme, host and port; hosts are case-insensitive and the default port is implied. */
export function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** True when a page of `origin` may use the widget: any web origin for an empty list or `*`, else a listed one. */
export function originAllowed(allowedOrigins: readonly string[], origin: string): boolean {
  const wanted = normalOrigin(origin);
  if (!wanted) return false;
  if (widgetOnAnySite(allowedOrigins)) return true;
  return allowedOrigins.some((allowed) => normalOrigin(allowed) === wanted);
}

export interface RequestOrigin {
  /** The `Origin` header, when the browser sent one. */
  origin: string | undefined;
  /** `Sec-Fetch-Site`: a same-origin GET carries no Origin, but browsers say where it comes from. */
  fetchSite: string | undefined;
  /** Our own origin (PUBLIC_ORIGIN, or the request's). */
  own: string;
  /** The Host header, to match our own origin when PUBLIC_ORIGIN is unset. */
  host: string | undefined;
  publicOriginSet: boolean;
}

/** True when `origin` is our own (the hosted pages): PUBLIC_ORIGIN, or the request's host without it. */
export function isOwnOrigin(r: RequestOrigin, origin: string): boolean {
  if (origin === r.own) return true;
  return !r.publicOriginSet && !!r.host && (origin === `http://${r.host}` || origin === `https://${r.host}`);
}
