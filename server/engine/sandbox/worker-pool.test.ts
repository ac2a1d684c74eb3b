import { afterAll, describe, expect, it } from 'vitest';
import { SandboxWorkerPool } from './worker-pool';

const pool = new SandboxWorkerPool();
afterAll(() => pool.close());

describe('SandboxWorkerPool', () => {
  it('runs a program in the worker thread', async () => {
    const outcome = await pool.run({
      kind: 'function-body',
      source: 'return __sandbox.input.a + 1;',
      input: { a: 1 },
    });
    expect(outcome).toMatchObject({ ok: true, value: 2 });
  });

  it('keeps the event loop answering while the worker runs a loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const looping = pool.run({
      kind: 'function-body',
      source: 'while (true) {}',
      input: null,
      limits: { timeoutMs: 400 },
    });
    // A timer on this thread fires while the worker is busy: the loop blocks only the worker.
    const firedMeanwhile = await new Promise<number>((resolve) => setTimeout(() => resolve(ticks), 100));
    const outcome = await looping;
    clearInterval(timer);
    expect(firedMeanwhile).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('recycles the worker after a timeout and keeps serving', async () => {
    const timedOut = await pool.run({
      kind: 'function-body',
      source: 'for (;;) {}',
      input: null,
      limits: { timeoutMs: 30 },
    });
    expect(timedOut).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    const before = pool.workersStarted;
    const after = await pool.run({ kind: 'expression', source: '6 * 7', input: null });
    expect(after).toMatchObject({ ok: true, value: 42 });
    expect(pool.workersStarted).toBe(before + 1);
  });

  it('contains a memory bomb, then serves the next job', async () => {
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
  });

  it('contains deep recursion inside the worker (256 KB stack), then serves the next job', async () => {
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
  });

  it("gives the worker's code no host access", async () => {
    const probe = await pool.run({
      kind: 'expression',
      source:
        '[typeof process, typeof require, typeof fetch, typeof setTimeout, typeof postMessage, typeof Worker].join()',
      input: null,
    });
    expect(probe).toMatchObject({
      ok: true,
      value: 'undefined,undefined,undefined,undefined,undefined,undefined',
    });
  });

  it('runs queued jobs in order', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => pool.run({ kind: 'expression', source: `${n} * 10`, input: null })),
    );
    expect(results.map((r) => (r.ok ? r.value : null))).toEqual([10, 20, 30]);
  });

  it('fails the running and the queued jobs when it closes', async () => {
    const own = new SandboxWorkerPool();
    const running = own.run({
      kind: 'function-body',
      source: 'for (;;) {}',
      input: null,
      limits: { timeoutMs: 60_000 },
    });
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
  });
});
