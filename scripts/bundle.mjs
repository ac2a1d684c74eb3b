/**
 * One esbuild bundle of server-side TypeScript entries, in a git-ignored folder of dist/, rebuilt when a
 * source it was built from (or package.json, tsconfig.json, this file, the build's own file) is newer than
 * the build. Shared by the server (server-build.mjs: `npm start`, `npm run worker`) and the CLI
 * (cli-build.mjs: `npm run aiz`).
 *
 * What stays outside a bundle, loaded at run time as under tsx:
 * - every package (node_modules): native and wasm modules (PGlite, QuickJS, pdf.js) find their files as
 *   they expect;
 * - files the code finds next to its source (`new URL('./x', import.meta.url)`): the migrations, the
 *   offline assistant's articles, package.json, and the PDF reader's worker thread (which registers tsx in
 *   its thread). `import.meta.url` in a bundled source is its source file's URL, so these paths are the same
 *   as under tsx.
 *
 * The sandbox's worker thread (server/engine/sandbox/worker-entry.ts) is an entry of every bundle, and the
 * pool finds it through a constant the build defines (SANDBOX_WORKER below): a worker then starts without
 * registering tsx and compiling its TypeScript (about half a second of CPU per worker).
 *
 * A build goes to a folder of its own and replaces the old one in two renames, under a lock (a folder
 * beside it holding the builder's pid): processes started together on a clean clone (tests, a CI job) build
 * once, and none of them reads a half-written bundle; a lock whose process has ended (Ctrl-C during a build)
 * is taken over at once.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { root } from './client-build.mjs';

const STAMP = 'inputs.json';
/** The sandbox worker's output name, its source, and the constant worker-pool.ts reads its URL from. */
const SANDBOX_WORKER = {
  name: 'sandbox-worker',
  source: 'server/engine/sandbox/worker-entry.ts',
  constant: 'AIZ_BUNDLED_SANDBOX_WORKER',
};
const entryPoints = (spec) => ({ ...spec.entries, [SANDBOX_WORKER.name]: SANDBOX_WORKER.source });
/** A lock folder still without its builder's pid after this long was left by a process that died. */
const UNNAMED_LOCK_MS = 5_000;

/**
 * @typedef {object} BundleSpec
 * @property {string} dist the bundle's folder
 * @property {Record<string, string>} entries output name → source entry (`<dist>/<name>.mjs`)
 * @property {string} buildFile the script that defines this bundle, checked like a source
 * @property {boolean} [splitting] code loaded with `import()` goes to chunks loaded only when imported
 */

/** True when every file the last build read is older than the build. */
export function bundleIsFresh(/** @type {BundleSpec} */ spec) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(spec.dist, STAMP), 'utf8'));
  } catch {
    return false;
  }
  // The bundle holds its sources' absolute URLs (import.meta.url): a moved checkout builds again.
  if (stamp.root !== root || !Array.isArray(stamp.inputs) || typeof stamp.startedAt !== 'number')
    return false;
  const entries = Object.keys(entryPoints(spec)).map((name) => path.join(spec.dist, `${name}.mjs`));
  if (!entries.every(existsSync)) return false;
  const checked = ['package.json', 'tsconfig.json', 'scripts/bundle.mjs', spec.buildFile, ...stamp.inputs];
  return checked.every((file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).mtimeMs <= stamp.startedAt;
  });
}

/** `import.meta.url` (and `.dirname`, `.filename`) of each bundled source: its own file, as under tsx. */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      return {
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      };
    });
  },
};

/** Builds into a folder of its own, then puts it in place of `spec.dist`. Call under the lock. */
export async function buildBundle(/** @type {BundleSpec} */ spec) {
  const { build } = await import('esbuild');
  const staging = `${spec.dist}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // Sources changed during the build are newer than this, so the next check builds again.
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: entryPoints(spec),
    outdir: staging,
    // Where the worker's entry is once the build is in place (not the staging folder).
    define: {
      [SANDBOX_WORKER.constant]: JSON.stringify(
        pathToFileURL(path.join(spec.dist, `${SANDBOX_WORKER.name}.mjs`)).href,
      ),
    },
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: spec.splitting ?? false,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    sourcemap: true,
    // Names as written, without tsx's `__name` wrappers (esbuild's default).
    keepNames: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceLocation],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  writeFileSync(path.join(staging, STAMP), `${JSON.stringify({ root, startedAt, inputs }, null, 1)}\n`);
  const old = `${spec.dist}.old-${process.pid}`;
  if (existsSync(spec.dist)) renameSync(spec.dist, old);
  try {
    renameSync(staging, spec.dist);
  } catch (error) {
    // Another build (past a lock it took for a dead one's) put its bundle in place first: the same sources.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

/** Whether a lock's builder is gone: its process has ended (Ctrl-C during a build), or it never said who it was. */
function lockIsStale(lock) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just made, its pid not written yet; or left without one.
    const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return Date.now() - made > UNNAMED_LOCK_MS;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Holds `<dist>.lock` (a folder with the builder's pid) while `work` runs; waits for another process's build. */
async function withLock(dist, work, log) {
  const lock = `${dist}.lock`;
  mkdirSync(path.dirname(dist), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockIsStale(lock)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`Waiting for another process's build (${lock})...`);
      told = true;
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the bundle when it is missing or older than a source; `log` says so (the CLI's goes to stderr:
 * its stdout is the answer).
 */
export async function ensureBundle(
  /** @type {BundleSpec & { label: string, force?: boolean, log?: (line: string) => void }} */ spec,
) {
  if (!spec.force && bundleIsFresh(spec)) return;
  const log = spec.log ?? console.log;
  await withLock(
    spec.dist,
    async () => {
      // Another process may have built it while this one waited.
      if (!spec.force && bundleIsFresh(spec)) return;
      log(`Building ${spec.label} (esbuild)...`);
      await buildBundle(spec);
    },
    log,
  );
}
