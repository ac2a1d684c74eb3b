/**
 * The security headers of every answer: hono's `secureHeaders` with the app's options, computed once. An
 * answer made by `securedResponse` carries them already, as a plain header object @hono/node-server writes
 * as is; every other answer gets them set by hono's middleware after its handler, as before. The webhook
 * answers (the hot path, bench/webhook.ts) use `securedResponse`: setting a dozen headers on a Fetch
 * `Headers` per request was a tenth of a webhook call's CPU.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Answers that already carry the headers (made by `securedResponse`). */
const secured = new WeakSet<Response>();

/** The headers `middleware` sets on an answer without any, by name in lower case. */
async function headersSetBy(middleware: MiddlewareHandler): Promise<Readonly<Record<string, string>>> {
  const headers = new Headers();
  await middleware({ res: { headers } } as unknown as Context, async () => {});
  return Object.freeze(Object.fromEntries(headers));
}

export function securityHeaders(options: SecureHeadersOptions): MiddlewareHandler<AppEnv> {
  if (
    Object.values(options.contentSecurityPolicy ?? {})
      .flat()
      .some((v) => typeof v === 'function')
  ) {
    // A nonce differs per answer: nothing to compute once.
    throw new Error('securityHeaders: a per-request content security policy is not supported');
  }
  const middleware = secureHeaders(options);
  const preset = headersSetBy(middleware);
  return async (c, next) => {
    c.set('securityHeaders', await preset);
    await next();
    if (!secured.has(c.res)) await middleware(c, async () => {});
  };
}

/** The common answers' headers (a content type alone, or none), merged once per security set and type. */
const merged = new WeakMap<object, Map<string, Readonly<Record<string, string>>>>();

function withSecurity(
  security: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const names = Object.keys(headers);
  const type = headers['content-type'];
  const plain = names.length === 0 || (names.length === 1 && type !== undefined);
  if (!plain) return { ...headers, ...security };
  let byType = merged.get(security);
  if (!byType) {
    byType = new Map();
    merged.set(security, byType);
  }
  const key = type ?? '';
  let known = byType.get(key);
  if (!known) {
    known = Object.freeze({ ...headers, ...security });
    // A workflow's own content types are many: only the first few are kept.
    if (byType.size < 16) byType.set(key, known);
  }
  return known;
}

/**
 * An answer with `headers` (names in lower case) and the security headers, which win over them as hono's
 * middleware's do. Without the middleware in front (a router tested alone) it is a plain answer.
 */
export function securedResponse(
  c: Context<AppEnv>,
  body: string | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const security = c.get('securityHeaders');
  if (!security) return new Response(body, { status, headers });
  const response = new Response(body, { status, headers: withSecurity(security, headers) });
  secured.add(response);
  return response;
}
