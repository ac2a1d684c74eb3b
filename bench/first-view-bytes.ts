/**
 * First-view bytes of a few pages against a fresh server, signed out (the counting lives in
 * e2e/support/first-view.ts). Run alone: `node --import tsx bench/first-view-bytes.ts [path ...]`.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { type FirstViewBytes, measureFirstView } from '../e2e/support/first-view';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { startAizServer } from './lib/servers';

export type { FirstViewBytes } from '../e2e/support/first-view';

/** The routes whose first view the benchmark prints: the home page, then signed-in screens and builders. */
export const FIRST_VIEW_ROUTES = [
  '/',
  '/workflows',
  '/builder',
  '/builder-advanced',
  '/dashboard',
  '/marketplace',
  '/workflow-builder',
];

/** The budget for `/` (e2e/shell.e2e.ts asserts it). */
export const HOME_BUDGET_KB = 120;

export async function benchFirstViewBytes(paths: string[] = FIRST_VIEW_ROUTES): Promise<FirstViewBytes[]> {
  const server = await startAizServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: FirstViewBytes[] = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      results.push(await measureFirstView(await context.newPage(), `${server.url}${p}`, p));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

export function printFirstViewBytes(rows: FirstViewBytes[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${'route'.padEnd(20)}${'JS (gzip)'.padStart(11)}${'files'.padStart(7)}${'CSS (gzip)'.padStart(12)}${'files'.padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(20)}${kb(r.jsGzip).padStart(11)}${String(r.jsFiles).padStart(7)}${kb(r.cssGzip).padStart(12)}${String(r.cssFiles).padStart(7)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureClientBuild();
  const paths = process.argv.slice(2);
  benchFirstViewBytes(paths.length > 0 ? paths : undefined)
    .then(printFirstViewBytes)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
