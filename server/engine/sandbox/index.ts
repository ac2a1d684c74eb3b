/**
 * The sandbox for user code (Code node, expressions): QuickJS in wasm with a deadline, a memory cap, a stack
 * limit and no host access. See server/engine/README.md.
 *
 * - `SandboxWorkerPool`: user code and expressions off the event loop (worker threads shared fairly by accounts);
 *   `sharedSandboxPool()` is the process's one.
 * - `createSandboxRunner()`: synchronously on the calling thread (inside the workers, and in tests).
 * - `runCode()`: the Code node's logic (both n8n modes, result normalisation).
 */

export { FairScheduler } from './fair-scheduler';
export { QUEUE_WAIT_BUCKETS, type QueueWaitSnapshot } from './queue-wait';
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
export {
  closeSharedSandboxPool,
  configureSharedSandboxPool,
  sharedSandboxPool,
  sharedSandboxPoolStats,
} from './shared-pool';
export {
  ANONYMOUS_TENANT,
  defaultPoolSize,
  type SandboxJobOptions,
  type SandboxPoolStats,
  SandboxWorkerPool,
  type SandboxWorkerPoolOptions,
} from './worker-pool';
