import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testScope } from '../../expressions/testing/test-scope';
import { createSandboxRunner } from '../sandbox-runner';
import { SandboxWorkerPool } from '../worker-pool';
import { CodeRunError } from './code-run-error';
import { runCode, type SandboxExecutor } from './run-code';

let execute: SandboxExecutor;
beforeAll(async () => {
  const runner = await createSandboxRunner();
  execute = (program) => Promise.resolve(runner.run(program));
});

const all = (code: string) => runCode(execute, { code, mode: 'runOnceForAllItems', scope: testScope() });
const each = (code: string) => runCode(execute, { code, mode: 'runOnceForEachItem', scope: testScope() });
const failure = async (run: Promise<unknown>): Promise<CodeRunError> => {
  try {
    await run;
  } catch (error) {
    if (error instanceof CodeRunError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('run once for all items', () => {
  it('reads $input.all() and legacy items, and returns items', async () => {
    const r = await all(
      'return $input.all().map((i, n) => ({ json: { name: i.json.name, same: items[n].json.name } }));',
    );
    expect(r.items).toEqual([{ json: { name: 'Ada', same: 'Ada' } }, { json: { name: 'Bob', same: 'Bob' } }]);
  });

  it('wraps plain objects as items, and one object as one item', async () => {
    expect((await all('return [{ a: 1 }, { a: 2 }];')).items).toEqual([
      { json: { a: 1 } },
      { json: { a: 2 } },
    ]);
    expect((await all('return { total: $input.all().length };')).items).toEqual([{ json: { total: 2 } }]);
    expect((await all('return { json: { x: 1 }, binary: {} };')).items).toEqual([
      { json: { x: 1 }, binary: {} },
    ]);
  });

  it('supports await and the other $ helpers', async () => {
    const r = await all(
      "const id = await Promise.resolve($('Get user').first().json.id); return [{ id, v: $vars.region, now: $now.toISODate() }];",
    );
    expect(r.items).toEqual([{ json: { id: 7, v: 'eu', now: '2026-11-24' } }]);
  });

  it("has n8n's Luxon, $env and ICU locale formatting, as in expressions", async () => {
    const r = await all(
      "return [{ full: DateTime.fromISO('1983-10-14').toLocaleString(DateTime.DATE_FULL), day: $now.plus(1, 'day').toISODate(), env: $env.region, us: new Date(0).toLocaleDateString('en-US', { timeZone: 'UTC' }) }];",
    );
    expect(r.items).toEqual([
      { json: { full: 'October 14, 1983', day: '2026-11-25', env: 'eu', us: '1/1/1970' } },
    ]);
  });

  it('captures console output for the run record', async () => {
    const r = await all('console.log("count", $input.all().length); return [];');
    expect(r.logs).toEqual([{ level: 'log', text: 'count 2' }]);
    expect(r.items).toEqual([]);
  });

  it('names what is wrong with an invalid return', async () => {
    expect((await failure(all('return 5;'))).message).toBe("Code doesn't return items properly");
    expect((await failure(all('return;'))).kind).toBe('result');
    expect((await failure(all('return [1, 2];'))).message).toContain("Code doesn't return items properly");
    expect((await failure(all('return [{ json: {} }, { a: 1 }];'))).message).toContain(
      'Unknown top-level item key: a',
    );
    expect((await failure(all('return [{ json: 5 }];'))).message).toContain(
      "A 'json' property isn't an object",
    );
  });

  it('keeps the console output of a run that failed', async () => {
    const e = await failure(all('console.log("before"); throw new Error("bad input");'));
    expect(e.kind).toBe('runtime');
    expect(e.message).toBe('Error: bad input');
    expect(e.line).toBe(1);
    expect(e.logs).toEqual([{ level: 'log', text: 'before' }]);
  });
});

describe('run once for each item', () => {
  it('gives $json, item, $input.item and $itemIndex per item', async () => {
    const r = await each(
      'return { name: $json.name, same: item.json.name === $input.item.json.name, index: $itemIndex };',
    );
    expect(r.items).toEqual([
      { json: { name: 'Ada', same: true, index: 0 } },
      { json: { name: 'Bob', same: true, index: 1 } },
    ]);
  });

  it('lets the code change $json and return it, and drops items returning nothing', async () => {
    const r = await each('if ($json.name === "Bob") return; $json.seen = true; return { json: $json };');
    expect(r.items).toHaveLength(1);
    expect(r.items[0]?.json).toMatchObject({ name: 'Ada', seen: true });
  });

  it('refuses an array or a primitive, naming the item', async () => {
    const arr = await failure(each('return [{ a: 1 }];'));
    expect(arr.message).toContain("Code doesn't return a single object");
    expect(arr.description).toContain("'Run Once for All Items' mode");
    expect(arr.itemIndex).toBe(0);
    const prim = await failure(each('return $itemIndex === 1 ? "x" : {};'));
    expect(prim.description).toContain("('x' was returned instead.)");
    expect(prim.itemIndex).toBe(1);
  });

  it('names the item whose code threw, with the line', async () => {
    const e = await failure(each('\nif ($itemIndex === 1) throw new Error("second");\nreturn {};'));
    expect(e).toMatchObject({ kind: 'runtime', itemIndex: 1, line: 2 });
    expect(e.message).toBe('Error: second [item 1]');
  });
});

describe('in the worker pool', () => {
  const pool = new SandboxWorkerPool();
  afterAll(() => pool.close());

  it('runs the same code off the event loop', async () => {
    const r = await runCode((p) => pool.run(p), {
      code: 'return items;',
      mode: 'runOnceForAllItems',
      scope: testScope(),
    });
    expect(r.items.map((i) => i.json.name)).toEqual(['Ada', 'Bob']);
  });

  it('contains an infinite loop as a timeout', async () => {
    const e = await failure(
      runCode((p) => pool.run(p), {
        code: 'for (;;) {}',
        mode: 'runOnceForEachItem',
        scope: testScope(),
        limits: { timeoutMs: 50 },
      }),
    );
    expect(e.kind).toBe('timeout');
  });
});
