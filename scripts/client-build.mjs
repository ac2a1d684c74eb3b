/**
 * Builds the client (vite build) when dist/client is missing or older than any client source.
 * Shared by `npm start` and the browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const sources = ['client', 'common', 'vite.config.ts', 'package.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

export function clientBuildIsFresh() {
  if (!existsSync(builtIndex)) return false;
  const built = statSync(builtIndex).mtimeMs;
  return sources.every((s) => newestMtime(path.join(root, s)) <= built);
}

export function ensureClientBuild({ force = false } = {}) {
  if (!force && clientBuildIsFresh()) return;
  console.log('Building the client (vite build)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The client build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
