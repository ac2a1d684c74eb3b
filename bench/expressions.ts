/**
 * Cost of one expression evaluation: the host fast path (plain property paths), the in-thread sandbox (a fresh
 * QuickJS runtime and context per evaluation), the sandbox with Luxon (answered on the host), with JMESPath and a hash, Luxon's own build as a prelude (the
 * alternative, rejected), and a Code node round trip
 * through the worker pool. Run alone with `node --import tsx bench/expressions.ts`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createExpressionEvaluator } from '../server/engine/expressions';
import { testScope } from '../server/engine/expressions/testing/test-scope';
import { createSandboxRunner, SandboxWorkerPool } from '../server/engine/sandbox';
import { runCode } from '../server/engine/sandbox/code-node';

export interface ExpressionCost {
  name: string;
  evaluations: number;
  /** Mean wall time per evaluation, in microseconds. */
  meanUs: number;
  p50Us: number;
  p99Us: number;
}

function summarise(name: string, samples: number[]): ExpressionCost {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 1000;
  return {
    name,
    evaluations: samples.length,
    meanUs: (samples.reduce((a, b) => a + b, 0) / samples.length) * 1000,
    p50Us: at(0.5),
    p99Us: at(0.99),
  };
}

async function time(name: string, runs: number, once: () => unknown): Promise<ExpressionCost> {
  for (let i = 0; i < Math.min(50, runs); i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  return summarise(name, samples);
}

export async function benchExpressions(): Promise<ExpressionCost[]> {
  const runner = await createSandboxRunner();
  const evaluator = createExpressionEvaluator(runner);
  const luxonMain = createRequire(import.meta.url).resolve('luxon'); // build/node/luxon.js
  const luxonBuild = readFileSync(join(dirname(luxonMain), '../global/luxon.min.js'), 'utf8');
  const scope = testScope();
  const at = { nodeName: 'Bench', parameter: 'value' };
  const pool = new SandboxWorkerPool();
  try {
    return [
      await time('fast path   ={{ $json.nested.deep.v }}', 20_000, () =>
        evaluator.evaluate('={{ $json.nested.deep.v }}', scope, at),
      ),
      await time("fast path   Hi {{ $('Get user').item.json.email }}", 20_000, () =>
        evaluator.evaluate("Hi {{ $('Get user').item.json.email }}", scope, at),
      ),
      await time('sandbox     ={{ $json.n * 2 }}', 1000, () =>
        evaluator.evaluate('={{ $json.n * 2 }}', scope, at),
      ),
      await time('sandbox     ={{ $json.name.toUpperCase() }}', 1000, () =>
        evaluator.evaluate('={{ $json.name.toUpperCase() }}', scope, at),
      ),
      await time("sandbox     ={{ $now.plus({days: 1}).toFormat('yyyy-MM-dd') }}", 500, () =>
        evaluator.evaluate("={{ $now.plus({days: 1}).toFormat('yyyy-MM-dd') }}", scope, at),
      ),
      await time(
        "sandbox     ={{ DateTime.fromISO('1983-10-14').toLocaleString(DateTime.DATE_FULL) }}",
        500,
        () =>
          evaluator.evaluate(
            "={{ DateTime.fromISO('1983-10-14').toLocaleString(DateTime.DATE_FULL) }}",
            scope,
            at,
          ),
      ),
      await time("sandbox     ={{ $jmespath($json, 'tags[0]') + 'x'.hash() }}", 500, () =>
        evaluator.evaluate("={{ $jmespath($json, 'tags[0]') + 'x'.hash() }}", scope, at),
      ),
      // The alternative measured and rejected: Luxon's own build evaluated as a prelude in each context.
      await time('rejected    Luxon build (80 KB) as a prelude, ={{ 1 }}', 100, () =>
        runner.run({
          kind: 'expression',
          source: '1',
          input: null,
          preludes: [luxonBuild],
          limits: { timeoutMs: 5000 },
        }),
      ),
      await time('Code node   worker pool, 2 items, all-items mode', 300, () =>
        runCode((p) => pool.run(p), {
          code: 'return items.map((i) => ({ n: i.json.n * 2 }));',
          mode: 'runOnceForAllItems',
          scope,
        }),
      ),
    ];
  } finally {
    await pool.close();
  }
}

export async function printExpressionFigures(): Promise<void> {
  console.log(
    '\n# Expression evaluation, per evaluation (fast path on the host; sandbox: QuickJS runtime per evaluation)',
  );
  for (const r of await benchExpressions()) {
    console.log(
      `${r.name.padEnd(66)} mean ${r.meanUs.toFixed(1).padStart(8)} µs   p50 ${r.p50Us.toFixed(1).padStart(8)} µs   p99 ${r.p99Us.toFixed(1).padStart(8)} µs   (${r.evaluations})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await printExpressionFigures();
}
