/**
 * Python in the sandbox pool, as the Code node runs it: one pool (one worker, one warm Pyodide) for the file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxLimits } from '../sandbox-types';
import { deadlineFor, measure } from '../testing/test-deadline';
import { SandboxWorkerPool } from '../worker-pool';

const pool = new SandboxWorkerPool({ size: 1 });
afterAll(() => pool.close());

const scope = {
  items: [{ json: { name: 'Ada', n: 2 } }, { json: { name: 'Bob', n: 3 } }],
  itemIndex: 0,
  runIndex: 0,
  nodes: {},
  vars: {},
  workflow: {},
  execution: {},
};
const run = (source: string, limits: Partial<SandboxLimits> = {}, tenant = 'acme') =>
  pool.run(
    {
      kind: 'python',
      source,
      input: { mode: 'runOnceForAllItems', scope },
      limits: { timeoutMs: 5000, ...limits },
    },
    { tenant },
  );

/** The cold load: starting a worker and Pyodide in it (the figure for the README). */
const coldMs = await measure(() => run('return 1'));

describe('Python in the sandbox pool', () => {
  it('runs the code as a function body over the input items, warm after the first run', async () => {
    const started = performance.now();
    const outcome = await run(
      'return [{"json": {"hello": i.json.name, "double": i.json["n"] * 2}} for i in _input.all()]',
    );
    const warmMs = performance.now() - started;
    expect(outcome).toMatchObject({
      ok: true,
      value: [{ json: { hello: 'Ada', double: 4 } }, { json: { hello: 'Bob', double: 6 } }],
    });
    expect(warmMs).toBeLessThan(coldMs);
  });

  it('has the standard library: json, re, datetime', async () => {
    const outcome = await run(
      'import json, re, datetime\nd = datetime.date(2024, 1, 15) + datetime.timedelta(days=1)\nreturn {"d": d.isoformat(), "r": re.findall(r"\\d+", "a1b22"), "j": json.loads(\'{"k": [1]}\')}',
    );
    expect(outcome).toMatchObject({ ok: true, value: { d: '2024-01-16', r: ['1', '22'], j: { k: [1] } } });
  });

  it("fails with Python's error and the user's line; print() goes to the log", async () => {
    const outcome = await run('print("before")\nx = 1\nreturn x / 0');
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: 'ZeroDivisionError: division by zero', line: 3 },
      logs: [{ level: 'log', text: 'before' }],
    });
    expect(await run('if True\n    pass')).toMatchObject({ ok: false, error: { kind: 'syntax', line: 1 } });
  });

  it('stops a runaway loop at its deadline, and the worker runs the next program', async () => {
    const outcome = await run('while True:\n    pass', { timeoutMs: 300 });
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: 'timeout', message: 'The code ran longer than its 300 ms limit' },
    });
    expect(await run('return 2')).toMatchObject({ ok: true, value: 2 });
  });

  it.each([
    ['import js\nreturn str(js.fetch)', "ImportError: The module 'js' is not available"],
    ['import importlib\nreturn str(importlib.import_module("js").fetch)', "No module named 'js'"],
    ['import pyodide.http', "ImportError: The module 'pyodide.http' is not available"],
    ['import micropip', "ImportError: The module 'micropip' is not available"],
    ['import socket', "ImportError: The module 'socket' is not available"],
    ['import urllib.request\nurllib.request.urlopen("http://example.com")', 'Permission denied'],
  ])('has no network: %s', async (source, message) => {
    const outcome = await run(source);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.error.message).toContain(message);
  });

  it("cannot reach the worker's JavaScript through Pyodide's bridge", async () => {
    // `_pyodide_core` is Pyodide's C bridge; a proxy's constructor chain once led to JavaScript's Function.
    const outcome = await run(
      'import sys\ncore = sys.modules["_pyodide_core"]\nproxy = core.create_proxy(lambda: 0)\nreturn str(proxy.constructor.constructor)',
    );
    expect(outcome).toMatchObject({ ok: true, value: 'None' });
  });

  it("sees Pyodide's in-memory file system only, not the host's", async () => {
    const outcome = await run(
      `import os\nreturn [os.path.exists(${JSON.stringify(import.meta.filename)}), sorted(os.listdir("/"))]`,
    );
    expect(outcome).toMatchObject({ ok: true, value: [false, expect.not.arrayContaining(['work', 'usr'])] });
  });

  it('still runs JavaScript, a timeout included, in the worker Python locked down', async () => {
    const js = (source: string, timeoutMs = deadlineFor(1000)) =>
      pool.run({ kind: 'function-body', source, input: { a: 1 }, limits: { timeoutMs } }, { tenant: 'acme' });
    expect(await js('return __sandbox.input.a + 1;')).toMatchObject({ ok: true, value: 2 });
    expect(await js('for (;;) {}', 200)).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(await js('return [1, 2].map((n) => n * 2);')).toMatchObject({ ok: true, value: [2, 4] });
    expect(pool.workersStarted).toBe(1);
  });

  it("gives another account a fresh interpreter: nothing one account's code left is seen", async () => {
    await run('import sys\nsys.modules["json"].leak = "secret"\nreturn 1', {}, 'first');
    expect(await run('import json\nreturn getattr(json, "leak", None)', {}, 'first')).toMatchObject({
      ok: true,
      value: 'secret',
    });
    expect(await run('import json\nreturn getattr(json, "leak", None)', {}, 'second')).toMatchObject({
      ok: true,
      value: null,
    });
  });
  // Last: these two cost a fresh worker (a cold load) each.
  it('stops code that catches the interrupt (the pool terminates the worker)', async () => {
    const outcome = await run(
      'while True:\n    try:\n        sum(range(10**6))\n    except BaseException:\n        pass',
      {
        timeoutMs: 300,
      },
    );
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it(
    'bounds memory: a run that grows past its limit fails as a memory incident',
    async () => {
      // Load-scaled limits: the allocation and, after the incident, a fresh worker's cold load take longer here.
      const outcome = await run('x = bytearray(300 * 1024 * 1024)\nreturn len(x)', {
        memoryBytes: 64 * 1024 * 1024,
        timeoutMs: deadlineFor(5000),
      });
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'memory' } });
      expect(await run('return 3', { timeoutMs: deadlineFor(5000) })).toMatchObject({ ok: true, value: 3 });
      // Room for both runs' deadlines: alone it takes about 2.5 s, beside other test files far more.
    },
    2 * deadlineFor(5000),
  );
});
