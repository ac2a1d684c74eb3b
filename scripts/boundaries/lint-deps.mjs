/**
 * `npm run lint:deps [-- --json] [folder…]`: the import rules of .dependency-cruiser.cjs over the source folders (all of
 * them by default), with dependency-cruiser's API, in two passes over one parse: every file-level rule on the
 * whole graph, then the folder-level rules (scope: 'folder') on the graph without test code, whose harness
 * imports everything. Prints each broken rule with its reason (with --json, one JSON array of dependency-
 * cruiser's violations, for scripts/boundaries/rules.test.ts); exits 1 when there is any.
 * Paths are read relative to the current folder, which must hold tsconfig.json (the repository root).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// First, so that dependency-cruiser finds a TypeScript step (see the file).
import './use-typescript-adapter.mjs';

const require = createRequire(import.meta.url);
const { cruise } = await import('dependency-cruiser');
const { default: extractDepcruiseOptions } = await import(
  'dependency-cruiser/config-utl/extract-depcruise-options'
);
const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
const { primeTranspiles } = await import('./typescript-adapter/index.mjs');
const { TEST_CODE } = require('./test-code.cjs');

const CONFIG = fileURLToPath(new URL('../../.dependency-cruiser.cjs', import.meta.url));
const FOLDERS = ['client', 'server', 'common', 'scripts', 'e2e', 'bench'];

const started = performance.now();
const args = process.argv.slice(2);
const json = args.includes('--json');
const named = args.filter((arg) => arg !== '--json');
const folders = named.length > 0 ? named : FOLDERS;
const options = await extractDepcruiseOptions(CONFIG);
const transpile = { tsConfig: extractTSConfig('tsconfig.json') };
const forbidden = options.ruleSet.forbidden;
const excluded = [options.exclude?.path ?? []].flat();

/** Every TypeScript file under the folders, transpiled ahead in one go (see primeTranspiles). */
function typescriptFiles(folder) {
  const names = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  return names
    .filter((name) => /\.tsx?$/.test(name) && !/\.d\.ts$|(^|[\\/])(node_modules|dist)[\\/]/.test(name))
    .map((name) => path.join(folder, name));
}
await primeTranspiles(
  folders
    .flatMap(typescriptFiles)
    .map((file) => ({ file, source: readFileSync(file, 'utf8'), tsx: file.endsWith('.tsx') })),
);

const passes = [
  { forbidden: forbidden.filter((rule) => rule.scope !== 'folder'), exclude: excluded },
  { forbidden: forbidden.filter((rule) => rule.scope === 'folder'), exclude: [...excluded, ...TEST_CODE] },
];
let problems = 0;
const violations = [];
for (const pass of passes) {
  const { output, exitCode } = await cruise(
    folders,
    {
      ...options,
      exclude: { path: pass.exclude },
      ruleSet: { ...options.ruleSet, forbidden: pass.forbidden },
      outputType: json ? 'json' : 'err-long',
    },
    {},
    transpile,
  );
  if (json) violations.push(...JSON.parse(output).summary.violations);
  else process.stdout.write(output);
  problems += exitCode;
}
if (json) process.stdout.write(JSON.stringify(violations));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.error(
  `lint:deps: ${forbidden.length} rules, ${problems} problem${problems === 1 ? '' : 's'} (${seconds} s)`,
);
process.exit(problems === 0 ? 0 : 1);
