/**
 * Bytes of JavaScript and CSS (gzip) that Chromium loads for the first view of a page, counted from the
 * real responses of a real page load. Used by the budget test and by `npm run bench`.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface FirstViewBytes {
  path: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
}

/** Loads `url` in `page` (a fresh context, service workers blocked) and counts what it fetched. */
export async function measureFirstView(page: Page, url: string, path: string): Promise<FirstViewBytes> {
  const seen: Promise<{ kind: 'js' | 'css'; bytes: number }>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (kind) seen.push(res.body().then((b) => ({ kind, bytes: gzipSync(b, { level: 9 }).byteLength })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(seen);
  const sum = (k: 'js' | 'css') => files.filter((f) => f.kind === k).reduce((a, f) => a + f.bytes, 0);
  return {
    path,
    jsGzip: sum('js'),
    cssGzip: sum('css'),
    jsFiles: files.filter((f) => f.kind === 'js').length,
    cssFiles: files.filter((f) => f.kind === 'css').length,
  };
}
