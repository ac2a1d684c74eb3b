import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { capturedConsole } from './captured-console';
import { classifyVmError, type VmErrorInfo } from './classify-error';
import { callHost } from './host-calls';
import { SANDBOX_BOOTSTRAP } from './sandbox-bootstrap';
import {
  DEFAULT_SANDBOX_LIMITS,
  type SandboxFailure,
  type SandboxOutcome,
  type SandboxProgram,
  USER_FILENAME,
  wallClockFor,
} from './sandbox-types';

/** The failure of code stopped from outside: its run was cancelled or reached its deadline. */
export const STOPPED_MESSAGE = 'The code was stopped: its run was cancelled or reached its deadline';

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
export function runSandboxed(
  module: QuickJSWASMModule,
  program: SandboxProgram,
  /** Asked with the deadline: true stops the code now (its run was cancelled or ran out of time). */
  shouldStop: () => boolean = () => false,
  /** The input as JSON text, when the caller made it already (the pool does, a slice at a time). */
  inputJson?: string,
): SandboxRunReport {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...program.limits };
  const started = performance.now();
  const deadline = started + wallClockFor(limits.timeoutMs);
  const memory = module.getWasmMemory();
  const baseBytes = memory.buffer.byteLength;
  let stoppedFor: 'timeout' | 'memory' | 'stopped' | null = null;
  const logs = capturedConsole();

  const runtime = module.newRuntime();
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setInterruptHandler(() => {
    if (memory.buffer.byteLength - baseBytes > limits.memoryBytes) stoppedFor = 'memory';
    else if (performance.now() > deadline) stoppedFor = 'timeout';
    else if (shouldStop()) stoppedFor = 'stopped';
    return stoppedFor !== null;
  });
  // Promise jobs are drained a few at a time: QuickJS does not call the interrupt handler between jobs, so
  // `while (true) { await null }` ran past its deadline until the pool's backstop killed the worker.
  const drainJobs = (): boolean => {
    while (stoppedFor === null && runtime.hasPendingJob()) {
      const result = runtime.executePendingJobs(64);
      if (result.error) result.error.dispose();
      if (stoppedFor !== null) break;
      if (memory.buffer.byteLength - baseBytes > limits.memoryBytes) stoppedFor = 'memory';
      else if (performance.now() > deadline) stoppedFor = 'timeout';
      else if (shouldStop()) stoppedFor = 'stopped';
    }
    return stoppedFor === null;
  };
  // After a timer ran: its promise jobs, unless the run is past its deadline (an endless interval stops here).
  const afterTimer = (): boolean => {
    if (stoppedFor === null && performance.now() > deadline) stoppedFor = 'timeout';
    return stoppedFor === null && drainJobs();
  };
  const vm = runtime.newContext();
  let failure: SandboxFailure | null = null;
  let value: unknown;
  try {
    const result = evaluate(vm, program, inputJson, logs.push, drainJobs, afterTimer);
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
  } else if (stoppedFor === 'stopped') {
    failure = { kind: 'timeout', message: STOPPED_MESSAGE };
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
  inputJson: string | undefined,
  log: (level: string, text: string) => void,
  drainJobs: () => boolean,
  afterTimer: () => boolean,
): EvalResult {
  setGlobalString(vm, '__inputJson', inputJson ?? JSON.stringify(program.input ?? null));
  const hostLog = vm.newFunction('__hostLog', (level, text) => {
    log(vm.getString(level), vm.getString(text));
  });
  vm.setProp(vm.global, '__hostLog', hostLog);
  hostLog.dispose();
  // Pure host functions (hashes, Luxon, Intl, JMESPath): JSON in, JSON out; the bootstrap hides the hook.
  const hostCall = vm.newFunction('__hostCall', (name, payload) =>
    vm.newString(callHost(vm.getString(name), vm.getString(payload))),
  );
  vm.setProp(vm.global, '__hostCall', hostCall);
  hostCall.dispose();

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
  if (program.kind === 'function-body') {
    // Promise jobs first, then the timer due first (sandbox-bootstrap.ts), until the code has finished.
    if (drainJobs()) while (runNextTimer(vm) && afterTimer());
  }

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

/** Runs the sandbox's next timer; false when the code has finished or has none (or the call failed). */
function runNextTimer(vm: QuickJSContext): boolean {
  const result = vm.evalCode('__sandbox.runTimer()', 'timers.js');
  if (result.error) {
    result.error.dispose();
    return false;
  }
  const ran = vm.typeof(result.value) === 'boolean' && vm.dump(result.value) === true;
  result.value.dispose();
  return ran;
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
