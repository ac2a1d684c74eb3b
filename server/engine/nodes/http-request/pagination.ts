/** The next page's URL: a field of the JSON body or the `rel="next"` entry of the Link header (RFC 8288). */

import type { HttpResponse } from '../ports';
import { getPath } from '../set/field-path';
import type { HttpRequestParameters } from './parameters';
import type { Decoded } from './read-response';

export function linkHeaderNext(link: string | undefined): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel\s*=\s*"?([^"]*\s)?next(\s[^"]*)?"?/i.test(match[2]!)) return match[1];
  }
  return undefined;
}

function isEmpty(decoded: Decoded): boolean {
  const v = decoded.value;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'string') return v.trim() === '';
  if (v instanceof Uint8Array) return v.byteLength === 0;
  return typeof v === 'object' && v !== null && Object.keys(v).length === 0;
}

/** The absolute URL of the next page, or undefined on the last one. */
export function nextPageUrl(
  response: HttpResponse,
  decoded: Decoded,
  pagination: HttpRequestParameters['options']['pagination'],
): URL | undefined {
  if (pagination.mode === 'off') return undefined;
  if (pagination.stopWhenEmpty && isEmpty(decoded)) return undefined;
  const next =
    pagination.mode === 'linkHeader'
      ? linkHeaderNext(response.headers.link)
      : decoded.kind === 'json'
        ? getPath(decoded.value, pagination.nextUrlField)
        : undefined;
  if (typeof next !== 'string' || next.trim() === '') return undefined;
  return new URL(next, response.url);
}
