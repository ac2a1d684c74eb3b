/** What goes into and comes out of the sandbox. Everything here is plain data, so it crosses a worker thread as is. */

export type SandboxErrorKind = 'timeout' | 'memory' | 'stack' | 'syntax' | 'runtime';

export interface SandboxLimits {
  /** Wall-clock budget for the user's code; checked by QuickJS's interrupt handler every few thousand ops. */
  timeoutMs: number;
  /** Growth of the wasm linear memory allowed during one run (QuickJS's own limit only caps single allocations). */
  memoryBytes: number;
  /** QuickJS stack; above about 400 KB V8's own stack overflows first and the runtime is corrupted. */
  stackBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  timeoutMs: 1000,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 256 * 1024,
};

/**
 * How many times its `timeoutMs` of wall-clock time a program gets before it is stopped: 1, unless
 * `AIZ_SANDBOX_TIME_SCALE` says more. Limits are wall-clock (Node 20 has no per-thread CPU clock), so on a
 * machine far busier than its cores (the test runner's stages all at once, each thread a fraction of a
 * core) a trivial expression could pass 500 ms; the test runner sets this to its own deadline scale. The
 * limit a failure names stays the nominal one.
 */
export const SANDBOX_TIME_SCALE = ((given) => (Number.isFinite(given) && given >= 1 ? given : 1))(
  Number(process.env.AIZ_SANDBOX_TIME_SCALE),
);

/** The wall-clock time a program with this limit may run here. */
export const wallClockFor = (timeoutMs: number) => timeoutMs * SANDBOX_TIME_SCALE;

export interface SandboxProgram {
  /**
   * `function-body`: the source is the body of an async function (`return` gives the result, `await` works).
   * `expression`: one JavaScript expression, evaluated synchronously.
   * `python`: Python run by Pyodide as the body of a function (`return` gives the result); its input is
   * `{ scope, mode }` (python/python-harness.ts). Only the pool's workers run it (`createSandboxRunner` refuses).
   */
  kind: 'function-body' | 'expression' | 'python';
  source: string;
  /** JSON data the program reads as `__sandbox.input` (the preludes turn it into `$input`, `$json`…). */
  input: unknown;
  /** Scripts of ours evaluated before the user's source, in order (they define the `$` globals). */
  preludes?: readonly string[];
  limits?: Partial<SandboxLimits>;
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export interface ConsoleEntry {
  level: ConsoleLevel;
  text: string;
}

export interface SandboxFailure {
  kind: SandboxErrorKind;
  message: string;
  /** Line in the user's source (1-based), when QuickJS tells it. */
  line?: number;
}

export type SandboxOutcome =
  | { ok: true; value: unknown; logs: ConsoleEntry[]; elapsedMs: number }
  | { ok: false; error: SandboxFailure; logs: ConsoleEntry[]; elapsedMs: number };

/** Thrown by callers that turn a failed outcome into an exception (the Code node, expressions). */
export class SandboxError extends Error {
  readonly kind: SandboxErrorKind;
  readonly line: number | undefined;

  constructor(failure: SandboxFailure) {
    super(failure.message);
    this.name = 'SandboxError';
    this.kind = failure.kind;
    this.line = failure.line;
  }
}

/** The file name QuickJS reports in stack traces for the user's source. */
export const USER_FILENAME = 'user.js';
