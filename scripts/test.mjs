/**
 * `npm test`: every level — unit (node + jsdom), API on PGlite, API on PostgreSQL when
 * TEST_DATABASE_URL is set, and the browser tests in Chromium — as stages that run side by side (each
 * waits on a database, a browser or its own workers, so together they keep the cores busy). With
 * `--checks` (what CI runs) the type-check, the lint and the schema check are stages too.
 *
 * Each stage's output is kept and printed whole when the stage ends, so the log reads stage by stage.
 * At the end: a table of the stages (seconds, result), then one line
 * `Total: N passed, N failed, N skipped` summed over all runs (errors outside any test and failed
 * checks count as failed; see test-summary.mjs), and a non-zero exit if anything failed.
 *
 * AIZ_TEST_JOBS caps how many stages run at once (default 4). AIZ_STAGE_TIMES names a file of
 * earlier stages' rows (`name<TAB>seconds<TAB>result`, written by .ci/run) to put at the top of the table.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './client-build.mjs';
import { E2E_PROJECTS } from './e2e-prepare.mjs';
import { addRuns, summariseRun, totalLine } from './test-summary.mjs';
import { testTimeScale } from './test-time.mjs';

const withChecks = process.argv.includes('--checks');
const reports = mkdtempSync(path.join(tmpdir(), 'aiz-test-'));
const started = Date.now();

/**
 * Worker processes per stage. The API and browser stages mostly wait (on PostgreSQL, on the server and
 * Chromium), so they get more workers than cores; the unit stage is CPU-bound.
 */
const WORKERS = {
  unit: Number(process.env.AIZ_UNIT_WORKERS) || 2,
  api: Number(process.env.AIZ_API_WORKERS) || 3,
  // Browser tests share one server and one Chromium: two at a time kept them green on a busy machine,
  // where three let long interactive tests starve (canvas, parameter-select).
  e2e: Number(process.env.AIZ_E2E_WORKERS) || 2,
};

/**
 * The niceness of every stage but the browser's. The browser stage is the one whose tests wait on
 * another process's speed (the shared server and Chromium, whose renderers Chromium itself runs at
 * niceness 5); beside some fifteen test processes on two cores at the same priority, pages rendered and
 * requests answered so late that its waits ran out. Lowered, the other stages take what the browser
 * stage leaves, and finish in the same total CPU. AIZ_STAGE_NICE=0 turns it off; off where `nice` is not.
 */
const STAGE_NICE = Number(process.env.AIZ_STAGE_NICE ?? 10);
const canNice = STAGE_NICE > 0 && process.platform !== 'win32' && existsSync('/usr/bin/nice');

/**
 * The command and arguments to run a stage's process at lowered priority: `share` of the stages' niceness.
 * The unit stage takes half: Vitest gives a worker 60 s to start, and at full niceness on a busy machine a
 * jsdom worker once took longer.
 */
function lowered(command, args, share = 1) {
  const niceness = Math.round(STAGE_NICE * share);
  return canNice && niceness > 0
    ? ['/usr/bin/nice', ['-n', String(niceness), command, ...args]]
    : [command, args];
}

/** Redis database per stage: the queue tests of one stage must not take another stage's jobs. */
function redisUrlFor(db) {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return {};
  const own = new URL(url);
  own.pathname = `/${db}`;
  return { TEST_REDIS_URL: own.toString() };
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs a command with its output kept; answers its exit status and the output, in order. */
function runCaptured(command, args, env) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      resolve({ status: null, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A Vitest run of some projects: its summary from the JSON report and the error-count reporter. */
function vitestStage(label, projects, { workers, env = {}, before, priority = 1 } = {}) {
  return {
    label,
    async run() {
      const base = path.join(reports, label.replace(/\W+/g, '-'));
      const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'];
      for (const p of projects) args.push('--project', p);
      if (workers) args.push(`--maxWorkers=${workers}`);
      args.push('--reporter=default', '--reporter=json', `--outputFile.json=${base}.json`);
      args.push(`--reporter=${path.join(root, 'scripts/error-count-reporter.mjs')}`);
      let prepared = '';
      if (before) {
        const prep = await before();
        prepared = prep.output;
        if (prep.status !== 0) {
          return {
            output: prepared,
            run: { passed: 0, failed: 0, skipped: 0, errors: 1, ok: false, why: 'its preparation failed' },
          };
        }
      }
      const [command, commandArgs] =
        priority === 'normal' ? [process.execPath, args] : lowered(process.execPath, args, priority);
      const { status, output } = await runCaptured(command, commandArgs, {
        ...env,
        AIZ_ERROR_COUNT_FILE: `${base}.errors.json`,
      });
      const run = summariseRun({
        status,
        report: readJson(`${base}.json`),
        unhandledErrors: readJson(`${base}.errors.json`)?.unhandledErrors ?? null,
      });
      return { output: prepared + output, run };
    },
  };
}

/** A check (an npm script): no tests, so a failure counts as one error. */
function checkStage(label, script) {
  return {
    label,
    async run() {
      const { status, output } = await runCaptured(...lowered('npm', ['run', '--silent', script]));
      const ok = status === 0;
      return {
        output,
        run: {
          passed: 0,
          failed: 0,
          skipped: 0,
          errors: ok ? 0 : 1,
          ok,
          why: ok ? null : `exit status ${status}`,
        },
      };
    },
  };
}

const stages = [];
// Longest first, so the slowest stage is never the one left to start last.
stages.push(
  vitestStage('browser (Chromium)', E2E_PROJECTS, {
    workers: WORKERS.e2e,
    priority: 'normal',
    before: () => runCaptured(process.execPath, [path.join(root, 'scripts/e2e-prepare.mjs')]),
  }),
);
if (process.env.TEST_DATABASE_URL) {
  stages.push(
    vitestStage('api (PostgreSQL)', ['api'], {
      workers: WORKERS.api,
      env: { AIZ_TEST_DB: 'postgres', ...redisUrlFor(15) },
    }),
  );
}
stages.push(
  vitestStage('api (PGlite)', ['api'], {
    workers: WORKERS.api,
    env: { AIZ_TEST_DB: 'pglite', ...redisUrlFor(14) },
  }),
);
stages.push(
  vitestStage('unit', ['unit', 'client', 'client-node'], {
    workers: WORKERS.unit,
    env: redisUrlFor(13),
    priority: 0.5,
  }),
);
if (withChecks) {
  stages.push(
    checkStage('type-check', 'typecheck'),
    checkStage('lint', 'lint'),
    checkStage('db:check', 'db:check'),
  );
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('(TEST_DATABASE_URL is not set: API tests on PostgreSQL skipped; CI always sets it.)');
}

// One scale for every test of the run, measured before the stages add their own load.
const workerCount = WORKERS.e2e + WORKERS.api * 2 + WORKERS.unit;
process.env.TEST_TIME_SCALE ??= String(testTimeScale({ extraLoad: workerCount }));
const cores = os.availableParallelism();
// Four at a time: the four test stages first (longest first), the short checks as each ends. All seven at
// once put some fifteen processes on two cores, which slowed everything alike and starved the browser tests.
const jobs = Number(process.env.AIZ_TEST_JOBS) || 4;
console.log(
  `Running ${stages.length} stages, ${Math.min(jobs, stages.length)} at a time, on ${cores} cores; ` +
    `deadlines × ${process.env.TEST_TIME_SCALE} (TEST_TIME_SCALE).`,
);

const results = new Array(stages.length);
const running = new Set();
let next = 0;
async function worker() {
  while (next < stages.length) {
    const i = next++;
    const stage = stages[i];
    const t0 = Date.now();
    running.add(stage.label);
    const { output, run } = await stage.run();
    running.delete(stage.label);
    const ms = Date.now() - t0;
    results[i] = { label: stage.label, ms, run };
    const verdict = run.ok ? 'passed' : `FAILED${run.why ? ` (${run.why})` : ''}`;
    process.stdout.write(`\n=== ${stage.label}: ${verdict} in ${seconds(ms)} s ===\n${output}`);
    if (!output.endsWith('\n')) process.stdout.write('\n');
  }
}
// Output is held per stage: a line now and then says the run is alive and what it waits for.
const heartbeat = setInterval(() => {
  console.log(`… ${seconds(Date.now() - started)} s: still running ${[...running].join(', ')}`);
}, 120_000);
await Promise.all(Array.from({ length: Math.min(jobs, stages.length) }, worker));
clearInterval(heartbeat);
rmSync(reports, { recursive: true, force: true });

/** The table: stages .ci/run timed before this script, then ours, then the whole. */
const rows = [];
const earlier = process.env.AIZ_STAGE_TIMES;
if (earlier && existsSync(earlier)) {
  for (const line of readFileSync(earlier, 'utf8').split('\n')) {
    const [name, secs, result] = line.split('\t');
    if (name && secs) rows.push([name, secs, result ?? '']);
  }
}
for (const r of results) {
  const counts =
    r.run.passed + r.run.failed + r.run.skipped > 0
      ? ` (${r.run.passed} passed, ${r.run.failed} failed)`
      : '';
  rows.push([r.label, seconds(r.ms), `${r.run.ok ? 'ok' : 'FAILED'}${counts}`]);
}
rows.push(['npm test, wall', seconds(Date.now() - started), '']);
const width = Math.max(...rows.map((r) => r[0].length));
console.log('\nStage times (seconds):');
for (const [name, secs, result] of rows)
  console.log(`  ${name.padEnd(width)}  ${secs.padStart(7)}  ${result}`);

const failed = results.flatMap((r) => (r.run.failures ?? []).map((line) => `  [${r.label}] ${line}`));
if (failed.length > 0) console.log(`\nFailed tests (${failed.length}):\n${failed.join('\n')}`);
const retried = results.flatMap((r) => (r.run.secondTries ?? []).map((line) => `  [${r.label}] ${line}`));
if (retried.length > 0) {
  console.log(`\nPassed on a second try (${retried.length}; flaky, to be mended):\n${retried.join('\n')}`);
}

const total = addRuns(results.map((r) => r.run));
console.log(`\n${totalLine(total)}`);
process.exit(total.ok ? 0 : 1);
