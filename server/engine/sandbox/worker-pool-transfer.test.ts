import { afterAll, describe, expect, it } from 'vitest';
import { STOPPED_MESSAGE } from './run-sandboxed';
import { SLICE_ITEMS } from './sliced-json';
import { turnsDuring } from './testing/event-loop-turns';
import { deadlineFor, measure } from './testing/test-deadline';
import { SandboxWorkerPool } from './worker-pool';

/** Big payloads cross between this thread and the worker in slices (sliced-json.ts), never as one message. */
const pool = new SandboxWorkerPool({ size: 2 });
afterAll(() => pool.close());
const bootMs = await measure(() => pool.run({ kind: 'expression', source: '1', input: null }));
const within = (ownMs: number, workers = 1) => deadlineFor(ownMs + workers * bootMs);

const ITEMS = 20_000;
const makeItems = `const a = []; for (let i = 0; i < ${ITEMS}; i++) a.push({ json: { i, pad: 'y'.repeat(200) } }); return a;`;
const limits = { timeoutMs: 10_000, memoryBytes: 128 << 20 };

describe('SandboxWorkerPool: big transfers', () => {
  it(
    'gets a big result whole and in order, in chunks with turns of the event loop between them',
    async () => {
      const before = pool.partsReceived;
      /** Chunks that had arrived at each turn of the event loop. */
      const seen = new Set<number>();
      const { value: outcome } = await turnsDuring(async () => {
        const watch = setInterval(() => seen.add(pool.partsReceived - before), 0);
        try {
          return await pool.run({ kind: 'function-body', source: makeItems, input: null, limits });
        } finally {
          clearInterval(watch);
        }
      });
      expect(outcome.ok).toBe(true);
      const value = (outcome as { value: { json: { i: number; pad: string } }[] }).value;
      expect(value).toHaveLength(ITEMS);
      expect(value.every((item, i) => item.json.i === i && item.json.pad.length === 200)).toBe(true);
      const parts = pool.partsReceived - before;
      expect(parts).toBeGreaterThanOrEqual(ITEMS / SLICE_ITEMS);
      // The event loop ran while some chunks had arrived and others had not: the transfer let it in.
      expect([...seen].some((n) => n > 0 && n < parts)).toBe(true);
    },
    within(10_000),
  );

  it(
    'gives the code a big input whole',
    async () => {
      const items = Array.from({ length: ITEMS }, (_, i) => ({ json: { i, pad: 'z'.repeat(200) } }));
      const outcome = await pool.run({
        kind: 'function-body',
        source: `const items = __sandbox.input.items; let sum = 0;
          for (let i = 0; i < items.length; i++) { if (items[i].json.i !== i) return 'out of order at ' + i; sum += items[i].json.pad.length; }
          return [items.length, sum, __sandbox.input.at];`,
        input: { items, at: new Date(0) },
        limits,
      });
      expect(outcome).toMatchObject({ ok: true, value: [ITEMS, ITEMS * 200, new Date(0).toISOString()] });
    },
    within(10_000),
  );

  it('fails a program whose input cannot be JSON and runs the rest of its batch', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const [bad, good] = await pool.runAll([
      { kind: 'expression', source: '1', input: cyclic },
      { kind: 'expression', source: '2', input: null },
    ]);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'runtime' } });
    expect(bad!.ok ? '' : bad!.error.message).toMatch(/^The input cannot be turned into JSON/);
    expect(good).toMatchObject({ ok: true, value: 2 });
  });

  it(
    'stops a job whose result is on its way, then serves the next job whole',
    async () => {
      const stop = new AbortController();
      const before = pool.partsReceived;
      const watch = setInterval(() => {
        if (pool.partsReceived > before) stop.abort();
      }, 0);
      const outcome = await pool.run(
        { kind: 'function-body', source: makeItems, input: null, limits },
        { signal: stop.signal },
      );
      clearInterval(watch);
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout', message: STOPPED_MESSAGE } });
      const next = await pool.run({ kind: 'function-body', source: makeItems, input: null, limits });
      expect(next.ok && (next.value as unknown[]).length).toBe(ITEMS);
    },
    within(20_000, 2),
  );

  it(
    'fails the job cleanly when its worker dies in the middle of a transfer',
    async () => {
      const own = new SandboxWorkerPool({ entry: new URL('./testing/breaking-worker.ts', import.meta.url) });
      try {
        const outcome = await own.run({ kind: 'expression', source: '1', input: null });
        expect(outcome).toMatchObject({ ok: false, error: { kind: 'runtime' } });
        // The job's worker was replaced: the next job starts another.
        await own.run({ kind: 'expression', source: '1', input: null });
        expect(own.workersStarted).toBe(2);
      } finally {
        await own.close();
      }
    },
    deadlineFor(2 * 1000),
  );
});
