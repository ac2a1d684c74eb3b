/**
 * Where queued runs wait for a worker. `enqueue(runId)` hands over a run that is stored as `queued` (see
 * queued-runs.ts); whoever takes it claims it (run-lease.ts) and executes it. The in-process queue runs at
 * most `concurrency` runs at once, first in first out; BullMQ's (bullmq-run-queue.ts) carries the run ids to
 * worker processes.
 */
import type { Logger } from '../../../lib/logger';

export interface RunQueue {
  enqueue(runId: string): Promise<void>;
  /** Stops taking runs and waits for the ones under way (shutdown). */
  drain(): Promise<void>;
  /** What the queue holds now (the system monitor); test fakes may leave it out. */
  stats?(): Promise<RunQueueStats>;
}

export interface RunQueueStats {
  kind: 'in-process' | 'bullmq';
  /** Runs waiting for a worker. */
  depth: number;
  /** Runs being executed. */
  active: number;
  /** Processes taking runs: BullMQ's workers, or 1 for the in-process queue. */
  workers: number;
  /** Runs each worker executes at once. */
  concurrency: number;
}

/** What executing one queued run means; it never throws (failures end up on the run). */
export type RunProcessor = (runId: string) => Promise<void>;

export function createLocalRunQueue(process: RunProcessor, concurrency: number, log: Logger): RunQueue {
  const waiting: string[] = [];
  const running = new Set<Promise<void>>();
  // Ids waiting or under way: a run handed over twice (a sweep, then BullMQ) is taken once.
  const held = new Set<string>();
  let draining = false;

  const pump = () => {
    while (!draining && running.size < concurrency && waiting.length > 0) {
      const runId = waiting.shift() as string;
      const job: Promise<void> = process(runId)
        .catch((err) => log.error('queued run failed to execute', { runId, error: String(err) }))
        .finally(() => {
          running.delete(job);
          held.delete(runId);
          pump();
        });
      running.add(job);
    }
  };

  return {
    async enqueue(runId) {
      if (draining) throw new Error('The run queue is shutting down.');
      if (held.has(runId)) return;
      held.add(runId);
      waiting.push(runId);
      pump();
    },
    async stats() {
      return { kind: 'in-process', depth: waiting.length, active: running.size, workers: 1, concurrency };
    },
    async drain() {
      draining = true;
      // Runs not started stay `queued` in the database; the next start picks them up.
      waiting.length = 0;
      await Promise.all(running);
    },
  };
}
