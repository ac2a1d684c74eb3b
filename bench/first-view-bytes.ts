/**
 * Bytes of JavaScript and CSS (gzip, as the server sends them) that Chromium loads for the first view
 * of a page, counted from the real responses of a real page load.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startAizServer } from './lib/servers';

export interface FirstViewBytes {
  path: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
}

export async function benchFirstViewBytes(paths: string[] = ['/']): Promise<FirstViewBytes[]> {
  const server = await startAizServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: FirstViewBytes[] = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const seen: Promise<{ kind: 'js' | 'css'; bytes: number }>[] = [];
      page.on('response', (res) => {
        const type = res.headers()['content-type'] ?? '';
        const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
        if (kind) seen.push(res.body().then((b) => ({ kind, bytes: gzipSync(b, { level: 9 }).byteLength })));
      });
      await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(seen);
      const sum = (k: 'js' | 'css') => files.filter((f) => f.kind === k).reduce((a, f) => a + f.bytes, 0);
      results.push({
        path: p,
        jsGzip: sum('js'),
        cssGzip: sum('css'),
        jsFiles: files.filter((f) => f.kind === 'js').length,
        cssFiles: files.filter((f) => f.kind === 'css').length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}
