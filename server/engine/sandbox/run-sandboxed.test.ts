import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadQuickJSModule } from './quickjs-module';
import { runSandboxed, STOPPED_MESSAGE } from './run-sandboxed';
import type { SandboxProgram } from './sandbox-types';

let module: QuickJSWASMModule;
beforeAll(async () => {
  module = await loadQuickJSModule();
});

/** A fresh module per incident test, since a memory incident makes a module unusable. */
const body = (source: string, extra: Partial<SandboxProgram> = {}) =>
  runSandboxed(module, { kind: 'function-body', source, input: null, ...extra });

describe('runSandboxed', () => {
  it('gives JSON in and JSON out, with await', () => {
    const r = body('const x = await Promise.resolve(__sandbox.input.n); return { doubled: x * 2 };', {
      input: { n: 21 },
    });
    expect(r.outcome).toMatchObject({ ok: true, value: { doubled: 42 } });
  });

  it('evaluates an expression synchronously', () => {
    const r = runSandboxed(module, { kind: 'expression', source: '1 + 1', input: null });
    expect(r.outcome).toMatchObject({ ok: true, value: 2 });
  });

  it('captures console output', () => {
    const r = body('console.log("a", 1, {b: 2}); console.warn("w"); return 1;');
    expect(r.outcome.logs).toEqual([
      { level: 'log', text: 'a 1 {"b":2}' },
      { level: 'warn', text: 'w' },
    ]);
  });

  it('stops an infinite loop at its deadline with a timeout error', () => {
    const r = body('while (true) {}', { limits: { timeoutMs: 50 } });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    // Generous slack: the interrupt handler runs every few thousand ops; the promise is 1.2x plus scheduling.
    expect(r.outcome.elapsedMs).toBeLessThan(50 * 1.2 + 1000);
  });

  it('runs timers in the order they fall due, without waiting, once the code awaits them', () => {
    const r = body(
      [
        'const order = [];',
        "setTimeout(() => order.push('late'), 30);",
        "setTimeout((word) => order.push(word), 10, 'early');",
        "const dropped = setTimeout(() => order.push('cleared'), 5);",
        'clearTimeout(dropped);',
        'let ticks = 0;',
        'await new Promise((resolve) => {',
        '  const every = setInterval(() => { ticks += 1; if (ticks === 3) { clearInterval(every); resolve(); } }, 7);',
        '});',
        "const value = await new Promise((resolve) => setTimeout(resolve, 100, 'done'));",
        'return { order, ticks, value };',
      ].join('\n'),
    );
    // The interval's ticks fall at 7, 14 and 21: before 'late' at 30, after 'early' at 10.
    expect(r.outcome).toMatchObject({
      ok: true,
      value: { order: ['early', 'late'], ticks: 3, value: 'done' },
    });
  });

  it('stops an endless interval at the deadline, and fails the run on an error thrown in a timer', () => {
    const endless = body('await new Promise(() => setInterval(() => {}, 1));', { limits: { timeoutMs: 50 } });
    expect(endless.outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    const thrown = body("await new Promise(() => setTimeout(() => { throw new Error('in a timer'); }, 1));");
    expect(thrown.outcome).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('in a timer') },
    });
    const none = body('await new Promise(() => {});');
    expect(none.outcome).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('never settled') },
    });
  });

  it('stops an infinite loop inside a promise chain', () => {
    const r = body('await null; for (;;) {}', { limits: { timeoutMs: 50 } });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('stops a memory bomb of many small allocations and retires the module', async () => {
    const own = await loadQuickJSModule();
    const r = runSandboxed(own, {
      kind: 'function-body',
      source: 'const a = []; for (;;) a.push("x".repeat(1000) + a.length);',
      input: null,
      limits: { memoryBytes: 16 << 20, timeoutMs: 20_000 },
    });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'memory' } });
    expect(r.moduleReusable).toBe(false);
  });

  it('stops a loop of awaits at its deadline (promise jobs are drained with deadline checks)', () => {
    // Before, this never returned on the calling thread: only a worker's backstop could end it.
    const r = body('while (true) { await null; }', { limits: { timeoutMs: 50 } });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('stops the code when asked from outside (its run ended)', () => {
    let asked = 0;
    const r = runSandboxed(module, { kind: 'function-body', source: 'for (;;) {}', input: null }, () => {
      asked += 1;
      return asked > 3;
    });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'timeout', message: STOPPED_MESSAGE } });
  });

  it('binds the memory cap on big allocations with a capped module', async () => {
    const own = await loadQuickJSModule({ growthCapBytes: 32 << 20 });
    const r = runSandboxed(own, {
      kind: 'function-body',
      source: 'const a = []; for (;;) a.push("y".repeat(1e6));',
      input: null,
      limits: { memoryBytes: 32 << 20, timeoutMs: 60_000 },
    });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'memory' } });
    expect(own.getWasmMemory().buffer.byteLength).toBeLessThanOrEqual((16 << 20) + (32 << 20));
  });

  it("hands QuickJS's own output (an Aborted assertion) to onPrint instead of stderr", async () => {
    const printed: string[] = [];
    const own = await loadQuickJSModule({ onPrint: (stream, text) => printed.push(`${stream}: ${text}`) });
    const runtime = own.newRuntime();
    const vm = runtime.newContext();
    vm.newObject(); // never disposed: freeing the runtime fails QuickJS's assertion
    vm.dispose();
    expect(() => runtime.dispose()).toThrow();
    expect(printed.join('\n')).toMatch(/^err: .*Assertion failed/m);
  });

  it('refuses one huge allocation', async () => {
    const own = await loadQuickJSModule();
    const r = runSandboxed(own, {
      kind: 'function-body',
      source: 'return new ArrayBuffer(200 * 1024 * 1024).byteLength;',
      input: null,
      limits: { memoryBytes: 16 << 20 },
    });
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'memory' } });
  });

  it('turns deep recursion into a stack error and keeps the module usable', () => {
    const r = body('function f(n) { return f(n + 1) + 1; } return f(0);');
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'stack' } });
    expect(r.moduleReusable).toBe(true);
    expect(body('return 7;').outcome).toMatchObject({ ok: true, value: 7 });
  });

  it('reports syntax errors with their line', () => {
    const r = body('const a = 1;\nconst = 2;');
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'syntax', line: 2 } });
  });

  it("reports runtime errors with the user's message and line", () => {
    const r = body('const a = 1;\n\nthrow new Error("boom");');
    expect(r.outcome).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: 'Error: boom', line: 3 },
    });
  });

  it('reports an undefined variable as a runtime error', () => {
    const r = body('return nope.x;');
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'runtime', line: 1 } });
    if (!r.outcome.ok) expect(r.outcome.error.message).toContain('nope');
  });

  it("has no host access: process, require, fetch, host globals (timers are the sandbox's own, host-free)", () => {
    const r = body(`return {
      process: typeof process, require: typeof require, fetch: typeof fetch, setTimeout: typeof setTimeout,
      setInterval: typeof setInterval, hostLog: typeof __hostLog, input: typeof __inputJson,
      viaConstructor: console.log.constructor('return typeof process')(),
      globalKeys: Object.keys(globalThis).filter(
        (k) => !['__sandbox', 'console', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'].includes(k),
      ),
    };`);
    expect(r.outcome).toMatchObject({
      ok: true,
      value: {
        process: 'undefined',
        require: 'undefined',
        fetch: 'undefined',
        setTimeout: 'function',
        setInterval: 'function',
        hostLog: 'undefined',
        input: 'undefined',
        viaConstructor: 'undefined',
        globalKeys: [],
      },
    });
  });

  it("leaves the host's prototypes alone when the code pollutes its own", () => {
    const r = body(`
      Object.prototype.polluted = 'yes'; Array.prototype.push = () => 0; JSON.stringify = () => '"hacked"';
      ({}).__proto__.viaProto = 1; return { probe: ({}).polluted };`);
    expect(r.outcome).toMatchObject({ ok: true, value: { probe: 'yes' } });
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.viaProto).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect([1].push(2)).toBe(2);
    // Each run has its own context: the next one sees clean prototypes.
    expect(body('return ({}).polluted ?? null;').outcome).toMatchObject({ ok: true, value: null });
  });

  it('says when the code awaits a promise that never settles', () => {
    const r = body('await new Promise(() => {}); return 1;');
    expect(r.outcome).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: 'The code did not finish (a promise never settled)' },
    });
  });

  it('says when a result cannot become JSON', () => {
    const r = body('const a = {}; a.self = a; return a;');
    expect(r.outcome).toMatchObject({ ok: false, error: { kind: 'runtime' } });
  });
});
