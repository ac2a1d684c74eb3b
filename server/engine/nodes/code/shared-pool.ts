/** One sandbox worker pool per process for the Code node, started on first use (a worker thread is not free). */
import { SandboxWorkerPool } from '../../sandbox';
import type { SandboxExecutor } from '../../sandbox/code-node';

let pool: SandboxWorkerPool | undefined;

export const sharedPoolExecutor: SandboxExecutor = (program) => {
  pool ??= new SandboxWorkerPool();
  return pool.run(program);
};

/** For shutdown (and tests that used the registry's Code node): the next use starts a new pool. */
export async function closeSharedCodePool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
