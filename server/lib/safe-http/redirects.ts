/** How a redirect changes the next request (RFC 9110 §15.4, as browsers and n8n follow them). */

export interface Hop {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Headers that must not follow a request to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding'];

const without = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));

/** The request after a redirect: 303 (and 301/302 after a POST) becomes a GET without a body; 307/308 repeat it. */
export function nextHop(previous: Hop, status: number, location: URL): Hop {
  const toGet =
    (status === 303 && previous.method !== 'HEAD') ||
    ((status === 301 || status === 302) && previous.method === 'POST');
  let headers = previous.headers;
  if (location.origin !== previous.url.origin) headers = without(headers, CREDENTIAL_HEADERS);
  if (toGet) headers = without(headers, BODY_HEADERS);
  return {
    method: toGet ? 'GET' : previous.method,
    url: location,
    headers,
    body: toGet ? undefined : previous.body,
  };
}
