/**
 * The process's one sandbox worker pool, shared by the Code node and expressions that need the sandbox, started
 * on first use (a worker thread is not free). The server configures it at start (its size, its logger);
 * the CLI and bare engine runs take the defaults.
 */
import { SandboxWorkerPool, type SandboxWorkerPoolOptions } from './worker-pool';

let pool: SandboxWorkerPool | undefined;
let options: SandboxWorkerPoolOptions = {};

/** Options for the pool made next (call before first use; a pool already running is closed and remade). */
export function configureSharedSandboxPool(next: SandboxWorkerPoolOptions): void {
  options = next;
  const running = pool;
  pool = undefined;
  void running?.close();
}

export function sharedSandboxPool(): SandboxWorkerPool {
  pool ??= new SandboxWorkerPool(options);
  return pool;
}

/** The pool's figures when it has started, for the monitor. */
export function sharedSandboxPoolStats(): ReturnType<SandboxWorkerPool['stats']> | null {
  return pool ? pool.stats() : null;
}

/** For shutdown (and tests): the next use starts a new pool. */
export async function closeSharedSandboxPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
