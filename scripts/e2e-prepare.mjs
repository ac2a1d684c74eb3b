/**
 * Before browser tests: make sure Debian's Chromium is there (install it when root on Debian), the client
 * is built and the server bundle the tests run (as `npm start` does) is built. `node scripts/e2e-prepare.mjs`
 * does it alone (`npm test` runs it so, beside its other stages).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ensureClientBuild } from './client-build.mjs';
import { ensureServerBuild } from './server-build.mjs';

/** The Vitest projects of the browser tests (vitest.config.ts): the shared server's, and the bonus files'. */
export const E2E_PROJECTS = ['e2e', 'e2e-bonus'];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `Browser tests need Chromium at ${CHROMIUM_PATH}.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

export async function prepareBrowserTests() {
  ensureChromium();
  ensureClientBuild();
  await ensureServerBuild();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await prepareBrowserTests();
