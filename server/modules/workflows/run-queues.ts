/**
 * A process's queued runs: the queue runs are handed to, the in-process workers that execute them, and a
 * sweep (at start, then once per lease) that takes over runs nobody holds — queued by a process that
 * stopped, or left `running` by a worker that died — and resumes them from their last checkpoint.
 *
 * Without REDIS_URL every process executes its own runs in process. With it, the web process puts run ids
 * on BullMQ and `npm run worker` processes execute them; the web process executes only the runs Redis
 * could not take, and sweeps no runs, leaving that to the workers. Workers also take the schedules' tick
 * jobs (bullmq-schedules.ts) and queue their runs.
 *
 * Which runs go through the queue (`queueRun`): the ones nobody waits on — schedule ticks, waits whose time
 * is up, webhooks that answer at once, sub-workflows not waited for. Runs whose caller needs the result
 * stay inline (`executeRun`): a manual run the API answers with its record, a webhook answered by its last
 * node or a respond node (the response port lives in the request's process), a waited-for sub-workflow.
 */
import type { Config } from '../../config';
import type { RunEnv } from './execution';
import { queuedRunProcessor, workerName } from './execution';
import {
  createBullRunQueue,
  createLocalRunQueue,
  type RunQueue,
  runsToTakeOver,
  startBullRunWorker,
} from './runs';
import { fireTick, startBullScheduleWorker } from './triggers';

export interface RunQueues {
  queue: RunQueue;
  stop(): Promise<void>;
}

export function startRunQueues(
  base: RunEnv,
  config: Pick<Config, 'redisUrl' | 'workflowConcurrency' | 'workflowLeaseMs'>,
  role: 'web' | 'worker',
): RunQueues {
  const leaseMs = config.workflowLeaseMs;
  // The runs executed here queue what they start without waiting (a sub-workflow) on the same queue.
  const env: RunEnv = { ...base };
  const processor = queuedRunProcessor(env, workerName(), { leaseMs, renewMs: Math.floor(leaseMs / 3) });
  const local = createLocalRunQueue(processor, config.workflowConcurrency, env.log);
  const queue = config.redisUrl ? createBullRunQueue(config.redisUrl, local, env.log) : local;
  env.queue = queue;
  const worker =
    role === 'worker' && config.redisUrl
      ? startBullRunWorker(config.redisUrl, processor, {
          concurrency: config.workflowConcurrency,
          lockMs: leaseMs,
          log: env.log,
        })
      : undefined;
  const ticks =
    role === 'worker' && config.redisUrl
      ? startBullScheduleWorker(
          config.redisUrl,
          (job, at) => fireTick(env, job.workflowId, job.nodeId, at, job.ruleIndex),
          env.log,
        )
      : undefined;

  const sweep = async () => {
    try {
      for (const runId of await runsToTakeOver(env.db, env.now(), leaseMs)) await local.enqueue(runId);
    } catch (err) {
      env.log.warn('could not look for runs to take over', { error: String(err) });
    }
  };
  const sweeps = role === 'worker' || !config.redisUrl;
  const timer = sweeps ? setInterval(sweep, leaseMs) : undefined;
  timer?.unref();
  if (sweeps) void sweep();

  return {
    queue,
    async stop() {
      clearInterval(timer);
      await ticks?.close();
      await worker?.close();
      await queue.drain();
    },
  };
}
