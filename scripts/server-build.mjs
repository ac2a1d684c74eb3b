/**
 * The server as `npm start` and `npm run worker` run it: one ES module per process entry in the
 * git-ignored dist/server/, bundled by esbuild from server/ and common/ with a source map, rebuilt when a
 * source it was built from (or package.json, tsconfig.json, this file) is newer than the build. tsx (what
 * `npm run dev` and the tests use) keeps every function's name with a `__name` wrapper call, a few percent
 * of a webhook call's CPU (bench/webhook.ts); the bundle has none and starts without compiling TypeScript.
 *
 * What stays outside the bundle, loaded at run time as under tsx:
 * - every package (node_modules): native and wasm modules (PGlite, QuickJS, pdf.js) find their files as
 *   they expect;
 * - files the code finds next to its source (`new URL('./x', import.meta.url)`): the migrations, the
 *   offline assistant's articles, package.json, and the worker threads' entries (the sandbox's and the
 *   PDF reader's, which register tsx in their thread as before). `import.meta.url` in a bundled source is
 *   its source file's URL, so these paths are the same as under tsx.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
const stampFile = path.join(serverDist, 'inputs.json');
const alwaysChecked = ['package.json', 'tsconfig.json', 'scripts/server-build.mjs'];

/** True when every file the last build read is older than it. */
export function serverBuildIsFresh() {
  if (!existsSync(stampFile)) return false;
  const built = statSync(stampFile).mtimeMs;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return false;
  }
  // The bundle holds its sources' absolute URLs (import.meta.url): a moved checkout builds again.
  if (stamp.root !== root || !Array.isArray(stamp.inputs)) return false;
  const { inputs } = stamp;
  const entries = Object.keys(SERVER_ENTRIES).map((name) => path.join(serverDist, `${name}.mjs`));
  if (!entries.every(existsSync)) return false;
  return [...alwaysChecked, ...inputs].every((file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).mtimeMs <= built;
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

export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
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
  writeFileSync(stampFile, `${JSON.stringify({ root, inputs }, null, 1)}\n`);
}

export async function ensureServerBuild({ force = false } = {}) {
  if (!force && serverBuildIsFresh()) return;
  console.log('Building the server (esbuild)...');
  await buildServer();
}
