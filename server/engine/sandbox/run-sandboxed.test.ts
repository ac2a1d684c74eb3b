import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadQuickJSModule } from './quickjs-module';
import { runSandboxed } from './run-sandboxed';
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

  it('has no host access: process, require, fetch, timers, host globals', () => {
    const r = body(`return {
      process: typeof process, require: typeof require, fetch: typeof fetch, setTimeout: typeof setTimeout,
      setInterval: typeof setInterval, hostLog: typeof __hostLog, input: typeof __inputJson,
      viaConstructor: console.log.constructor('return typeof process')(),
      globalKeys: Object.keys(globalThis).filter((k) => k !== '__sandbox' && k !== 'console'),
    };`);
    expect(r.outcome).toMatchObject({
      ok: true,
      value: {
        process: 'undefined',
        require: 'undefined',
        fetch: 'undefined',
        setTimeout: 'undefined',
        setInterval: 'undefined',
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
