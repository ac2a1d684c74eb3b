import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { capturedConsole } from './captured-console';
import { classifyVmError, type VmErrorInfo } from './classify-error';
import { SANDBOX_BOOTSTRAP } from './sandbox-bootstrap';
import {
  DEFAULT_SANDBOX_LIMITS,
  type SandboxFailure,
  type SandboxOutcome,
  type SandboxProgram,
  USER_FILENAME,
} from './sandbox-types';

export interface SandboxRunReport {
  outcome: SandboxOutcome;
  /**
   * False when this module should not run anything else: the run hit the memory cap (linear memory never
   * shrinks) or the runtime could not be disposed cleanly.
   */
  moduleReusable: boolean;
}

/**
 * Runs one program in a new QuickJS runtime and context of `module`, synchronously. The runtime gets the
 * stack limit, an allocation limit and an interrupt handler that stops the code at its deadline or when the
 * wasm linear memory has grown by more than the memory limit (the allocation limit alone lets many small
 * allocations through: TOOLCHAIN-CHECKS §1). Every handle is disposed before the runtime.
 */
export function runSandboxed(module: QuickJSWASMModule, program: SandboxProgram): SandboxRunReport {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...program.limits };
  const started = performance.now();
  const deadline = started + limits.timeoutMs;
  const memory = module.getWasmMemory();
  const baseBytes = memory.buffer.byteLength;
  let stoppedFor: 'timeout' | 'memory' | null = null;
  const logs = capturedConsole();

  const runtime = module.newRuntime();
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setInterruptHandler(() => {
    if (memory.buffer.byteLength - baseBytes > limits.memoryBytes) stoppedFor = 'memory';
    else if (performance.now() > deadline) stoppedFor = 'timeout';
    return stoppedFor !== null;
  });
  const vm = runtime.newContext();
  let failure: SandboxFailure | null = null;
  let value: unknown;
  try {
    const result = evaluate(vm, program, logs.push, () => runtime.executePendingJobs());
    if (result.ok) value = result.value;
    else failure = result.error;
  } finally {
    vm.dispose();
  }
  let moduleReusable = stoppedFor !== 'memory';
  try {
    runtime.dispose();
  } catch {
    moduleReusable = false;
  }
  if (stoppedFor === 'timeout') {
    failure = { kind: 'timeout', message: `The code ran longer than its ${limits.timeoutMs} ms limit` };
  } else if (stoppedFor === 'memory') {
    failure = { kind: 'memory', message: 'The code used more memory than it may' };
  } else if (failure?.kind === 'memory') {
    moduleReusable = false;
  }
  const elapsedMs = performance.now() - started;
  return {
    outcome: failure
      ? { ok: false, error: failure, logs: logs.entries, elapsedMs }
      : { ok: true, value, logs: logs.entries, elapsedMs },
    moduleReusable,
  };
}

type EvalResult = { ok: true; value: unknown } | { ok: false; error: SandboxFailure };

function evaluate(
  vm: QuickJSContext,
  program: SandboxProgram,
  log: (level: string, text: string) => void,
  drainJobs: () => unknown,
): EvalResult {
  setGlobalString(vm, '__inputJson', JSON.stringify(program.input ?? null));
  const hostLog = vm.newFunction('__hostLog', (level, text) => {
    log(vm.getString(level), vm.getString(text));
  });
  vm.setProp(vm.global, '__hostLog', hostLog);
  hostLog.dispose();

  for (const [index, source] of [SANDBOX_BOOTSTRAP, ...(program.preludes ?? [])].entries()) {
    const error = evalAndDispose(vm, source, `prelude-${index}.js`);
    if (error)
      return { ok: false, error: { kind: 'runtime', message: `Sandbox setup failed: ${error.message}` } };
  }
  // The user's source starts on line 1 of its file, so QuickJS's line numbers are the user's own.
  const wrapped =
    program.kind === 'expression'
      ? `__sandbox.runSync(() => (${program.source}\n));`
      : `__sandbox.runAsync(async () => {${program.source}\n});`;
  const error = evalAndDispose(vm, wrapped, USER_FILENAME);
  if (error) return { ok: false, error: classifyVmError(error) };
  if (program.kind === 'function-body') drainJobs();

  const outcome = vm.evalCode('__sandbox.outcome()', 'outcome.js');
  if (outcome.error) {
    const info = dumpError(vm, outcome.error);
    outcome.error.dispose();
    return { ok: false, error: classifyVmError(info) };
  }
  const text = vm.typeof(outcome.value) === 'string' ? vm.getString(outcome.value) : 'null';
  outcome.value.dispose();
  return parseOutcome(text);
}

function parseOutcome(text: string): EvalResult {
  const settled: unknown = JSON.parse(text);
  if (settled === null || typeof settled !== 'object') {
    return {
      ok: false,
      error: { kind: 'runtime', message: 'The code did not finish (a promise never settled)' },
    };
  }
  const s = settled as { ok?: unknown; json?: unknown; error?: VmErrorInfo };
  if (s.ok === true && typeof s.json === 'string') {
    return { ok: true, value: (JSON.parse(s.json) as { value?: unknown }).value };
  }
  return { ok: false, error: classifyVmError(s.error ?? { name: 'Error', message: 'unknown', stack: '' }) };
}

function setGlobalString(vm: QuickJSContext, name: string, text: string): void {
  const handle = vm.newString(text);
  vm.setProp(vm.global, name, handle);
  handle.dispose();
}

function evalAndDispose(vm: QuickJSContext, source: string, filename: string): VmErrorInfo | null {
  const result = vm.evalCode(source, filename);
  if (result.error) {
    const info = dumpError(vm, result.error);
    result.error.dispose();
    return info;
  }
  result.value.dispose();
  return null;
}

function dumpError(vm: QuickJSContext, handle: QuickJSHandle): VmErrorInfo {
  const dumped: unknown = vm.dump(handle);
  if (dumped !== null && typeof dumped === 'object') {
    const d = dumped as Partial<Record<'name' | 'message' | 'stack', unknown>>;
    return {
      name: String(d.name ?? 'Error'),
      message: String(d.message ?? ''),
      stack: String(d.stack ?? ''),
    };
  }
  return { name: 'Error', message: String(dumped), stack: '' };
}
