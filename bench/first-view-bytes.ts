/** First-view bytes of a few pages against a fresh server (the counting lives in e2e/support/first-view.ts). */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { type FirstViewBytes, measureFirstView } from '../e2e/support/first-view';
import { startAizServer } from './lib/servers';

export type { FirstViewBytes } from '../e2e/support/first-view';

export async function benchFirstViewBytes(paths: string[] = ['/']): Promise<FirstViewBytes[]> {
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
