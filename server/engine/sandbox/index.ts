/**
 * The sandbox for user code (Code node, expressions): QuickJS in wasm with a deadline, a memory cap, a stack
 * limit and no host access. See server/engine/README.md.
 *
 * - `SandboxWorkerPool`: heavy code, off the event loop (one long-lived worker thread).
 * - `createSandboxRunner()`: short expressions, synchronously on the calling thread.
 * - `runCode()`: the Code node's logic (both n8n modes, result normalisation).
 */
export { createSandboxRunner, type SandboxRunner } from './sandbox-runner';
export {
  type ConsoleEntry,
  type ConsoleLevel,
  DEFAULT_SANDBOX_LIMITS,
  SandboxError,
  type SandboxErrorKind,
  type SandboxFailure,
  type SandboxLimits,
  type SandboxOutcome,
  type SandboxProgram,
} from './sandbox-types';
export { SandboxWorkerPool, type SandboxWorkerPoolOptions } from './worker-pool';
