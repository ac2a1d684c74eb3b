/**
 * Which link targets Markdown may carry: paths of this site (opened in the app, without a reload;
 * a full address of `origin` counts as one) and https addresses (opened in a new tab). Anything else
 * (javascript:, data:, another site over http:, protocol-relative //host) is shown as plain text.
 * Images are stricter still (safeImageSrc): only this site's uploads, so no post can carry a tracking
 * pixel or mixed content.
 */
export type SafeLink = { href: string; internal: boolean };

/** The page's origin in a browser; '' on the server (so only paths count as this site there). */
const pageOrigin = (): string => globalThis.location?.origin ?? '';

export function safeHref(raw: string, origin: string = pageOrigin()): SafeLink | null {
  const href = raw.trim();
  if (/[\s\\]/.test(href) || [...href].some((c) => c.charCodeAt(0) < 32)) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return { href, internal: true };
  if (!/^https?:\/\//i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin === origin) return { href: `${url.pathname}${url.search}${url.hash}`, internal: true };
  if (url.protocol !== 'https:') return null;
  return { href: url.href, internal: false };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Where this site serves pictures people uploaded: the forum's and the marketplace's. */
const IMAGE_PATH = new RegExp(`^/api/(?:community/uploads|marketplace/assets)/${UUID}$`, 'i');

/** The path of an image this site serves, or null: an `![alt](src)` with any other source stays its alt text. */
export function safeImageSrc(raw: string, origin: string = pageOrigin()): string | null {
  const link = safeHref(raw, origin);
  if (!link?.internal) return null;
  return IMAGE_PATH.test(link.href) ? link.href : null;
}

/** Where a `@name` mention leads: the person's page in the community. */
export const mentionPath = (username: string): string => `/community/u/${encodeURIComponent(username)}`;
