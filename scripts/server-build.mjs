/**
 * The server as `npm start` and `npm run worker` run it: one ES module per process entry in the
 * git-ignored dist/server/, bundled by esbuild from server/ and common/ with a source map (bundle.mjs:
 * rebuilt when a source is newer than the build; packages and files found beside their source stay
 * outside). tsx (what `npm run dev` and the tests use) keeps every function's name with a `__name` wrapper
 * call, a few percent of a webhook call's CPU (bench/webhook.ts); the bundle has none and starts without
 * compiling TypeScript.
 */
import path from 'node:path';
import { buildBundle, bundleIsFresh, ensureBundle } from './bundle.mjs';
import { root } from './client-build.mjs';

export const serverDist = path.join(root, 'dist/server');
/** The process entries: `node dist/server/<name>.mjs`. */
export const SERVER_ENTRIES = { main: 'server/main.ts', worker: 'server/worker.ts' };
/**
 * Node's flags for a server process: stack traces through the source map, and a young generation of 32 MB
 * per semi-space (Node 20's default is 16): a webhook call allocates much that dies young, and the larger
 * nursery halved the garbage collector's share of the CPU in bench/webhook.ts (16% → 8%) for at most
 * 48 MB more memory.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
const spec = { dist: serverDist, entries: SERVER_ENTRIES, buildFile: 'scripts/server-build.mjs' };

/** True when every file the last build read is older than it. */
export function serverBuildIsFresh() {
  return bundleIsFresh(spec);
}

export async function buildServer() {
  await buildBundle(spec);
}

export async function ensureServerBuild({ force = false } = {}) {
  await ensureBundle({ ...spec, label: 'the server', force });
}
