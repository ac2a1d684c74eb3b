/**
 * Gzip for API answers that are worth it. Hono's compress() streams every body without a
 * Content-Length through CompressionStream, which costs more than it saves on the small JSON answers
 * most API calls return; here a body under the threshold goes out as is, and streams (SSE) are never
 * buffered.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const gzipAsync = promisify(gzip);
export const COMPRESS_THRESHOLD_BYTES = 1024;

export function compressJson(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.headers.has('content-encoding') ||
      !/^(application\/json|text\/plain)/.test(type) ||
      !/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    ) {
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (body.byteLength < threshold) {
      headers.set('Content-Length', String(body.byteLength));
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const zipped = new Uint8Array(await gzipAsync(body));
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.byteLength));
    c.res = new Response(zipped, { status: res.status, headers });
  };
}
