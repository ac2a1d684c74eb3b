/**
 * Time limits for tests of the sandbox, derived from the work's own limits and this machine, never a fixed
 * number: a test that waits for a 10 s deadline, or for a worker thread to start on a loaded machine, gets room
 * for it (tests and benchmarks only).
 */
import { availableParallelism, loadavg } from 'node:os';

/** How much slower than idle the machine runs now: the load per core, at least 1. */
export function machineSlowdown(): number {
  return Math.max(1, (loadavg()[0] ?? 0) / availableParallelism());
}

/** A test's limit for work expected to take `expectedMs` on an idle machine: four times that, scaled by the load. */
export function deadlineFor(expectedMs: number): number {
  return Math.ceil(4 * expectedMs * machineSlowdown());
}

/** How long `start` takes here (a worker thread's first job): what deadlines add for each worker a test starts. */
export async function measure(start: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await start();
  return performance.now() - t0;
}
