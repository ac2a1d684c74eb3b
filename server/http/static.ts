/**
 * Serves the built client from memory: every file of dist/client is read once at start, gzipped once
 * if it is text, and answered with an ETag. Every non-API GET that is not a file gets index.html (the
 * client router decides what is a 404).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  type: string;
  etag: string;
  cacheControl: string;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [full];
  });
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(path.join(clientDir, 'index.html'))) return files;
  for (const full of walk(clientDir)) {
    const urlPath = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
    const body = new Uint8Array(readFileSync(full));
    const type = types[path.extname(full)] ?? 'application/octet-stream';
    files.set(urlPath, {
      body,
      gzip:
        compressible.test(type) && body.byteLength > 1024
          ? new Uint8Array(gzipSync(body, { level: 9 }))
          : null,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: cacheControlFor(urlPath),
    });
  }
  return files;
}

/**
 * Which paths the app answers that are not files: every path without an extension, and any path a
 * browser navigates to (it asks for HTML), so /community/release-v1.2 is the app too. Build files
 * (/assets/) never are: a missing chunk must fail as a missing chunk, not load HTML as code.
 */
export function wantsApp(urlPath: string, accept: string | undefined): boolean {
  if (urlPath.startsWith('/assets/')) return false;
  return path.extname(urlPath) === '' || (accept ?? '').includes('text/html');
}

export function serveClient(files: Map<string, StaticFile>): MiddlewareHandler<AppEnv> {
  const index = files.get('/index.html');
  return async (c, next) => {
    const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isApi) return next();
    const file = files.get(c.req.path) ?? (wantsApp(c.req.path, c.req.header('accept')) ? index : undefined);
    if (!file) return next();
    c.header('Content-Type', file.type);
    c.header('Cache-Control', file.cacheControl);
    c.header('ETag', file.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.path === '/sw.js') c.header('Service-Worker-Allowed', '/');
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
    if (file.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(file.gzip);
    }
    return c.body(file.body);
  };
}
