/**
 * `npm test`: every level, in order — unit (node + jsdom), API on PGlite, API on PostgreSQL when
 * TEST_DATABASE_URL is set, then the browser tests in Chromium. Ends with one line
 * `Total: N passed, N failed, N skipped` summed over all runs, and a non-zero exit if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './client-build.mjs';
import { prepareBrowserTests } from './e2e-prepare.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'aiz-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let anyRunFailed = false;

function vitest(label, projects, env = {}) {
  console.log(`\n=== ${label} ===`);
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'];
  for (const p of projects) args.push('--project', p);
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) anyRunFailed = true;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    anyRunFailed = true;
    console.error(`${label}: no test report was written`);
  }
}

vitest('unit', ['unit', 'client']);
vitest('api (PGlite)', ['api'], { AIZ_TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api (PostgreSQL)', ['api'], { AIZ_TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: API tests on PostgreSQL skipped; CI always sets it.)');
}
prepareBrowserTests();
vitest('browser (Chromium)', ['e2e']);

rmSync(reports, { recursive: true, force: true });
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyRunFailed || totals.failed > 0 ? 1 : 0);
