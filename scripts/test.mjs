/**
 * `npm test`: every level, in order — unit (node + jsdom), API on PGlite, API on PostgreSQL when
 * TEST_DATABASE_URL is set, then the browser tests in Chromium. Ends with one line
 * `Total: N passed, N failed, N skipped` summed over all runs (errors outside any test count as failed;
 * see test-summary.mjs), and a
 * non-zero exit if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './client-build.mjs';
import { E2E_PROJECTS, prepareBrowserTests } from './e2e-prepare.mjs';
import { addRuns, summariseRun, totalLine } from './test-summary.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'aiz-test-'));
const runs = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(label, projects, env = {}) {
  console.log(`\n=== ${label} ===`);
  const base = path.join(reports, label.replace(/\W+/g, '-'));
  const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'];
  for (const p of projects) args.push('--project', p);
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${base}.json`);
  args.push(`--reporter=${path.join(root, 'scripts/error-count-reporter.mjs')}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, AIZ_ERROR_COUNT_FILE: `${base}.errors.json` },
  });
  const run = summariseRun({
    status: result.status,
    report: readJson(`${base}.json`),
    unhandledErrors: readJson(`${base}.errors.json`)?.unhandledErrors ?? null,
  });
  if (run.why) console.error(`${label}: failed with ${run.why}`);
  runs.push(run);
}

vitest('unit', ['unit', 'client']);
vitest('api (PGlite)', ['api'], { AIZ_TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api (PostgreSQL)', ['api'], { AIZ_TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: API tests on PostgreSQL skipped; CI always sets it.)');
}
prepareBrowserTests();
vitest('browser (Chromium)', E2E_PROJECTS);

rmSync(reports, { recursive: true, force: true });
const total = addRuns(runs);
console.log(`\n${totalLine(total)}`);
process.exit(total.ok ? 0 : 1);
