/**
 * Which link targets an answer may carry: paths of this site (opened in the app, without a reload;
 * a full address of `origin` counts as one) and https addresses (opened in a new tab). Anything else
 * (javascript:, data:, another site over http:, protocol-relative //host) is shown as plain text.
 */
export type SafeLink = { href: string; internal: boolean };

export function safeHref(raw: string, origin: string = window.location.origin): SafeLink | null {
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
