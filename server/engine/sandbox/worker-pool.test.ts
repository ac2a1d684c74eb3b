import { afterAll, describe, expect, it } from 'vitest';
import { STOPPED_MESSAGE } from './run-sandboxed';
import { deadlineFor, measure } from './testing/test-deadline';
import { SandboxWorkerPool } from './worker-pool';

// The backstop waits long here: on a loaded machine its default grace (100 ms past a short deadline) may
// fire before the worker thread is scheduled to answer, and that path rightly recycles the worker. These
// tests are about the worker's own interrupt; worker-pool-backstop.test.ts tests the backstop.
const pool = new SandboxWorkerPool({ size: 2, backstopGraceMs: 30_000 });
afterAll(() => pool.close());

/** What starting a worker and running a trivial job costs here: every recycle pays it again. */
const bootMs = await measure(() => pool.run({ kind: 'expression', source: '1', input: null }));
/** A test that starts `workers` fresh workers and waits for `ownMs` of its programs' own limits. */
const within = (ownMs: number, workers = 1) => deadlineFor(ownMs + workers * bootMs);

const loop = (timeoutMs: number) =>
  ({ kind: 'function-body', source: 'for (;;) {}', input: null, limits: { timeoutMs } }) as const;

describe('SandboxWorkerPool', () => {
  it('runs a program in a worker thread', async () => {
    const outcome = await pool.run({
      kind: 'function-body',
      source: 'return __sandbox.input.a + 1;',
      input: { a: 1 },
    });
    expect(outcome).toMatchObject({ ok: true, value: 2 });
  });

  it(
    'keeps the event loop answering while the worker runs a loop',
    async () => {
      let ticks = 0;
      const timer = setInterval(() => {
        ticks += 1;
      }, 5);
      const looping = pool.run(loop(400));
      // A timer on this thread fires while the worker is busy: the loop blocks only the worker.
      const firedMeanwhile = await new Promise<number>((resolve) => setTimeout(() => resolve(ticks), 100));
      const outcome = await looping;
      clearInterval(timer);
      expect(firedMeanwhile).toBeGreaterThan(0);
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    },
    within(400, 2),
  );

  it(
    'keeps its worker after a timeout its interrupt stopped, and keeps serving',
    async () => {
      const before = pool.workersStarted;
      const timedOut = await pool.run(loop(30));
      expect(timedOut).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      const after = await pool.run({ kind: 'expression', source: '6 * 7', input: null });
      expect(after).toMatchObject({ ok: true, value: 42 });
      // No worker started for it: a flood of endless expressions does not cost a worker's start each.
      expect(pool.workersStarted).toBe(before);
    },
    within(30, 2),
  );

  it(
    'recycles the worker after a memory incident',
    async () => {
      const before = pool.workersStarted;
      const bomb = await pool.run({
        kind: 'function-body',
        source: 'const a = []; for (;;) a.push([a.length, "z".repeat(300)]);',
        input: null,
        limits: { memoryBytes: 8 << 20, timeoutMs: 20_000 },
      });
      expect(bomb).toMatchObject({ ok: false, error: { kind: 'memory' } });
      expect(await pool.run({ kind: 'expression', source: '2', input: null })).toMatchObject({
        ok: true,
        value: 2,
      });
      expect(pool.workersStarted).toBe(before + 1);
    },
    within(20_000, 2),
  );

  it(
    'contains a memory bomb of small allocations, then serves the next job',
    async () => {
      const bomb = await pool.run({
        kind: 'function-body',
        source: 'const a = []; for (;;) a.push({ s: "y".repeat(500) + a.length });',
        input: null,
        limits: { memoryBytes: 16 << 20, timeoutMs: 20_000 },
      });
      expect(bomb).toMatchObject({ ok: false, error: { kind: 'memory' } });
      expect(await pool.run({ kind: 'expression', source: '"ok"', input: null })).toMatchObject({
        ok: true,
        value: 'ok',
      });
    },
    within(20_000, 2),
  );

  it(
    'contains a memory bomb of big allocations (the cap binds between interrupt checks)',
    async () => {
      const bomb = await pool.run({
        kind: 'function-body',
        source: 'const a = []; for (;;) a.push("y".repeat(1e6));',
        input: null,
        limits: { memoryBytes: 128 << 20, timeoutMs: 20_000 },
      });
      // Before the wasm memory had a maximum, this grew to 2 GB and ended on the timeout.
      expect(bomb).toMatchObject({ ok: false, error: { kind: 'memory' } });
    },
    within(20_000, 2),
  );

  it(
    'stops a loop of awaits at its deadline inside the worker, not by the backstop',
    async () => {
      const outcome = await pool.run({
        kind: 'function-body',
        source: 'while (true) { await null; }',
        input: null,
        limits: { timeoutMs: 300 },
      });
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      // The backstop's outcome has no elapsed time: this one came from the worker's own check.
      expect(outcome.elapsedMs).toBeGreaterThan(0);
    },
    within(300, 2),
  );

  it(
    'contains deep recursion inside the worker (256 KB stack), then serves the next job',
    async () => {
      const deep = await pool.run({
        kind: 'function-body',
        source: 'const f = (n) => f(n + 1) + 1; return f(0);',
        input: null,
      });
      expect(deep).toMatchObject({ ok: false, error: { kind: 'stack' } });
      expect(await pool.run({ kind: 'expression', source: '1', input: null })).toMatchObject({
        ok: true,
        value: 1,
      });
    },
    within(1000, 2),
  );

  it("gives the worker's code no host access (its timers are the sandbox's own)", async () => {
    const probe = await pool.run({
      kind: 'expression',
      source: '[typeof process, typeof require, typeof fetch, typeof postMessage, typeof Worker].join()',
      input: null,
    });
    expect(probe).toMatchObject({ ok: true, value: 'undefined,undefined,undefined,undefined,undefined' });
  });

  it('runs a batch in order and counts what each dispatch waited', async () => {
    const before = pool.stats().queueWait.count;
    const results = await pool.runAll(
      [1, 2, 3].map((n) => ({ kind: 'expression' as const, source: `${n} * 10`, input: null })),
    );
    expect(results.map((r) => (r.ok ? r.value : null))).toEqual([10, 20, 30]);
    const stats = pool.stats();
    expect(stats.queueWait.count).toBeGreaterThan(before);
    expect(stats.size).toBe(2);
  });

  it(
    "runs another account's job while one account's loops hold its share, and stops them on abort",
    async () => {
      const own = new SandboxWorkerPool({ size: 2 });
      const stop = new AbortController();
      try {
        let hogsDone = 0;
        const hogs = [1, 2, 3].map(() =>
          own.run(loop(600_000), { tenant: 'a', signal: stop.signal }).then((outcome) => {
            hogsDone += 1;
            return outcome;
          }),
        );
        const other = await own.run(
          { kind: 'function-body', source: 'return [{ json: { hello: 1 } }];', input: null },
          { tenant: 'b' },
        );
        expect(other).toMatchObject({ ok: true, value: [{ json: { hello: 1 } }] });
        expect(hogsDone).toBe(0);
        expect(own.stats()).toMatchObject({ busy: 1, waiting: 2 });
        stop.abort();
        for (const outcome of await Promise.all(hogs)) {
          expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout', message: STOPPED_MESSAGE } });
        }
      } finally {
        await own.close();
      }
    },
    within(1000, 3),
  );

  it(
    'fails the running and the queued jobs when it closes',
    async () => {
      const own = new SandboxWorkerPool();
      const running = own.run(loop(60_000));
      const queued = own.run({ kind: 'expression', source: '1', input: null });
      await own.close();
      expect(await running).toMatchObject({
        ok: false,
        error: { message: 'The sandbox worker pool is closed' },
      });
      expect(await queued).toMatchObject({
        ok: false,
        error: { message: 'The sandbox worker pool is closed' },
      });
    },
    within(0, 1),
  );
});
