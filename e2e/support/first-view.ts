/**
 * Bytes of JavaScript and CSS (gzip) that Chromium loads for the first view of a page, counted from the
 * real responses of a real page load. Used by the budget test and by `npm run bench`.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface FirstViewBytes {
  path: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
}

type Counted = { kind: 'js' | 'css'; bytes: number } | null;

/** Loads `url` in `page` (a fresh context, service workers blocked) and counts what it fetched. */
export async function measureFirstView(page: Page, url: string, path: string): Promise<FirstViewBytes> {
  const seen: Promise<Counted>[] = [];
  let lastActivity = Date.now();
  const onRequest = () => {
    lastActivity = Date.now();
  };
  const onResponse = (res: Response) => {
    lastActivity = Date.now();
    const type = res.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
    if (!kind) return;
    // A body still arriving when the page closes rejects; caught here, it cannot surface later as an
    // unhandled rejection that fails the whole run (it did, on a loaded machine).
    seen.push(
      res
        .body()
        .then((b): Counted => ({ kind, bytes: gzipSync(b, { level: 9 }).byteLength }))
        .catch(() => null),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a busy machine compiling the entry can outlast networkidle's 500 ms before the screen's chunk is
    // even asked for: the first view is the screen with its heading, then a quiet network again.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 });
    const giveUp = Date.now() + 10_000; // A screen that polls is never quiet: its first 10 s are its first view.
    while (Date.now() - lastActivity < 500 && Date.now() < giveUp) await page.waitForTimeout(100);
  } finally {
    page.off('request', onRequest);
    // Responses after the first view (late prefetches) are not part of it.
    page.off('response', onResponse);
  }
  const files = (await Promise.all(seen)).filter((f): f is NonNullable<Counted> => f !== null);
  const sum = (k: 'js' | 'css') => files.filter((f) => f.kind === k).reduce((a, f) => a + f.bytes, 0);
  return {
    path,
    jsGzip: sum('js'),
    cssGzip: sum('css'),
    jsFiles: files.filter((f) => f.kind === 'js').length,
    cssFiles: files.filter((f) => f.kind === 'css').length,
  };
}
