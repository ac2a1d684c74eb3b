/**
 * Queue mode (REDIS_URL): run ids go to a BullMQ queue and worker processes (`npm run worker`) execute
 * them. The job carries the run id only; the run itself is in the database, claimed under a lease, so a
 * job BullMQ hands out again (a stalled worker) never executes a run twice and resumes it from its
 * checkpoint. When Redis cannot take a job, the run goes to the in-process queue, with a warning.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../../lib/logger';
import { connectRedis, redisReady } from '../../../lib/redis';
import type { RunProcessor, RunQueue } from './run-queue';

export const RUN_QUEUE_NAME = 'workflow-runs';

interface RunJob {
  runId: string;
}

export function createBullRunQueue(redisUrl: string, fallback: RunQueue, log: Logger): RunQueue {
  // Fails fast rather than hold the caller while Redis is away (it logs the outage once).
  const connection = connectRedis(redisUrl, log);
  const queue = new Queue<RunJob>(RUN_QUEUE_NAME, {
    connection,
    defaultJobOptions: { removeOnComplete: true, removeOnFail: 1000 },
  });
  queue.on('error', () => {});
  return {
    async enqueue(runId) {
      try {
        // BullMQ would wait for a connection that does not come: ask the client first.
        if (!(await redisReady(connection))) throw new Error('Redis is not connected.');
        await queue.add('run', { runId }, { jobId: runId });
      } catch (err) {
        log.warn('Redis is unreachable: the run goes to the in-process queue', {
          runId,
          error: err instanceof Error ? err.message : String(err),
        });
        await fallback.enqueue(runId);
      }
    },
    async stats() {
      // Runs Redis could not take wait in the in-process queue: they count too.
      const local = (await fallback.stats?.()) ?? { depth: 0, active: 0, concurrency: 0 };
      const own = { kind: 'bullmq' as const, concurrency: local.concurrency };
      if (!(await redisReady(connection)))
        return { ...own, depth: local.depth, active: local.active, workers: 0 };
      const [counts, workers] = await Promise.all([
        queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active'),
        queue.getWorkersCount(),
      ]);
      return {
        ...own,
        depth: local.depth + (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0),
        active: local.active + (counts.active ?? 0),
        workers,
      };
    },
    async drain() {
      await queue.close().catch(() => {});
      connection.disconnect();
      await fallback.drain();
    },
  };
}

/** Takes run ids from the queue in a worker process, `concurrency` at a time. */
export function startBullRunWorker(
  redisUrl: string,
  process: RunProcessor,
  options: { concurrency: number; lockMs: number; log: Logger },
): { close(): Promise<void> } {
  // BullMQ's blocking connection must retry forever (TOOLCHAIN-CHECKS §3).
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<RunJob>(RUN_QUEUE_NAME, (job) => process(job.data.runId), {
    connection,
    concurrency: options.concurrency,
    // A job whose worker died goes back to the queue after the lock; the run's lease says who may go on.
    lockDuration: options.lockMs,
    maxStalledCount: 10,
  });
  worker.on('error', (err) => options.log.warn('run queue worker', { error: err.message }));
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
