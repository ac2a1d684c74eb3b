/**
 * The hosted pages of a deployment, `/d/{slug}/chat` and `/d/{slug}/form`: a minimal HTML page that loads
 * `/embed.js` in page mode (a full-page chat) or form mode. Served by the server, with their own CSP: the
 * app's, except that `?embed=1` (the widget's iframe fallback) may be framed by the sites the widget loads
 * on (any, or the allowed sites), and by no one else.
 */
import { widgetOnAnySite } from '@common/schemas/deployments';

export type PageMode = 'page' | 'form';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => escapes[ch]!);
}

/**
 * `frame-ancestors` for a hosted page: none, or (iframe fallback) the sites the widget loads on: any for an
 * empty list or `*`, else the listed ones.
 */
export function frameAncestors(allowedOrigins: readonly string[], embedded: boolean): string {
  if (!embedded) return "'none'";
  if (widgetOnAnySite(allowedOrigins)) return '*';
  // The schema admits only scheme://host[:port], so nothing here can break out of the directive.
  return allowedOrigins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o)).join(' ') || "'none'";
}

export function hostedPageCsp(ancestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

const PAGE_STYLE = `
:root{color-scheme:light dark}
html,body{margin:0;height:100%;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
@media (prefers-color-scheme:dark){html,body{background:#0b1020;color:#e2e8f0}}
#aiz-root{height:100%}
noscript{display:block;padding:2rem;text-align:center}
`;

export function hostedPage(options: {
  title: string;
  publishableKey: string;
  mode: PageMode;
  embedded: boolean;
}): string {
  const title = escapeHtml(options.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${title}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<div id="aiz-root"></div>
<noscript>${title} needs JavaScript.</noscript>
<script src="/embed.js" data-key="${escapeHtml(options.publishableKey)}" data-mode="${options.mode}"${
    options.embedded ? ' data-embedded="1"' : ''
  } async></script>
</body>
</html>
`;
}

export function missingPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Not found</title>
<style>${PAGE_STYLE}main{max-width:32rem;margin:20vh auto;padding:0 1.5rem;text-align:center}</style>
</head>
<body><main><h1>Not found</h1><p>${escapeHtml(message)}</p></main></body>
</html>
`;
}
