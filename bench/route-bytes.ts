/**
 * JavaScript (gzip) each builder route ships, against `/` and `/workflows`: every route loaded in a fresh
 * Chromium context by a signed-in user (the builders are behind sign-in), counting every JS response of the
 * load (e2e/support/first-view.ts, as the first-view bench does). Run alone: `node --import tsx bench/route-bytes.ts`.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { type FirstViewBytes, measureFirstView } from '../e2e/support/first-view';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { signUp } from './auth-user-latency';
import { startAizServer } from './lib/servers';

export const BUILDER_ROUTES = [
  '/',
  '/workflows',
  '/workflow-builder',
  '/ai-builder',
  '/builder',
  '/builder-simple',
  '/builder-advanced',
  '/workflow-builder-legacy',
  '/builder-enhanced',
  '/builder-legacy',
  '/builder-classic',
];

export async function benchRouteBytes(paths: string[] = BUILDER_ROUTES): Promise<FirstViewBytes[]> {
  const server = await startAizServer({ NODE_ENV: 'development' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: FirstViewBytes[] = [];
  try {
    const token = await signUp(server.url);
    for (const p of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      // Signed in as the client keeps it (the token in localStorage), the onboarding tour (which opens on
      // `/` for a new user) already seen.
      await context.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('hasSeenOnboarding', 'true');
      }, token);
      results.push(await measureFirstView(await context.newPage(), `${server.url}${p}`, p));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

export function printRouteBytes(rows: FirstViewBytes[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const home = rows.find((r) => r.path === '/')?.jsGzip ?? 0;
  console.log(`${'route'.padEnd(26)}${'JS (gzip)'.padStart(11)}${'files'.padStart(7)}${'vs /'.padStart(11)}`);
  for (const r of rows) {
    const extra = r.path === '/' ? '' : `+${kb(r.jsGzip - home)}`;
    console.log(
      `${r.path.padEnd(26)}${kb(r.jsGzip).padStart(11)}${String(r.jsFiles).padStart(7)}${extra.padStart(11)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureClientBuild();
  benchRouteBytes()
    .then(printRouteBytes)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
