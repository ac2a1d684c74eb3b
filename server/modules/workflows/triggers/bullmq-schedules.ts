/**
 * Schedules in queue mode (REDIS_URL): one BullMQ job scheduler per schedule rule of an active workflow,
 * with the rule's cron pattern and zone (`upsertJobScheduler`), named `<workflow>/<node>/<rule>`. Redis
 * keeps them, so they hold across restarts and whichever web process handled the activation; BullMQ adds one
 * job per tick, and one worker process (`npm run worker`) takes it and only queues the run (`fireTick` in
 * schedules.ts, which also claims the tick in the database, so a job handed out twice starts one run).
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../../../lib/logger';
import { connectRedis, redisReady } from '../../../lib/redis';
import type { JobSchedules, ScheduledTrigger } from './schedules';

export const SCHEDULE_QUEUE_NAME = 'workflow-schedules';

export interface ScheduleJob {
  workflowId: string;
  nodeId: string;
  ruleIndex: number;
}

const schedulerId = (t: Pick<ScheduledTrigger, 'workflowId' | 'nodeId' | 'ruleIndex'>) =>
  `${t.workflowId}/${t.nodeId}/${t.ruleIndex}`;
const workflowOf = (id: string) => id.slice(0, id.indexOf('/'));

export interface BullJobSchedules extends JobSchedules {
  /** The ids of the job schedulers in Redis (of one workflow, or all). */
  ids(workflowId?: string): Promise<string[]>;
  close(): Promise<void>;
}

export function createBullJobSchedules(redisUrl: string, log: Logger): BullJobSchedules {
  // Fails fast rather than hold an activation while Redis is away (it logs the outage once).
  const connection = connectRedis(redisUrl, log);
  const queue = new Queue<ScheduleJob>(SCHEDULE_QUEUE_NAME, {
    connection,
    defaultJobOptions: { removeOnComplete: true, removeOnFail: 1000 },
  });
  queue.on('error', (err) => log.warn('schedule queue', { error: err.message }));

  const idsOf = async (workflowId?: string) => {
    // BullMQ would wait for a connection that does not come: ask the client first.
    if (!(await redisReady(connection))) {
      throw new Error('Redis is not connected: the schedules are set at the next activation or start.');
    }
    return (await queue.getJobSchedulers(0, -1))
      .map((s) => s.key)
      .filter((key) => workflowId === undefined || workflowOf(key) === workflowId);
  };

  return {
    ids: idsOf,
    async set(workflowId, triggers) {
      const wanted = new Set(triggers.map(schedulerId));
      // Re-activation: the schedulers of the version served before go, whatever their rules were.
      for (const id of await idsOf(workflowId)) if (!wanted.has(id)) await queue.removeJobScheduler(id);
      for (const trigger of triggers) {
        await queue.upsertJobScheduler(
          schedulerId(trigger),
          { pattern: trigger.rule.pattern, tz: trigger.rule.timezone },
          {
            name: 'tick',
            data: { workflowId, nodeId: trigger.nodeId, ruleIndex: trigger.ruleIndex },
          },
        );
      }
    },
    async keepOnly(keep) {
      for (const id of await idsOf()) if (!keep.has(workflowOf(id))) await queue.removeJobScheduler(id);
    },
    async close() {
      await queue.close().catch(() => {});
      connection.disconnect();
    },
  };
}

/** The tick time of a job scheduler's job: the time it was scheduled for, not when a worker took it. */
export function tickOf(job: { id?: string; opts: { prevMillis?: number }; timestamp: number }): Date {
  const fromId = Number(job.id?.slice(job.id.lastIndexOf(':') + 1));
  const millis = job.opts.prevMillis ?? (Number.isFinite(fromId) ? fromId : job.timestamp);
  return new Date(millis);
}

/** Takes the schedules' tick jobs in a worker process; `fire` only queues the run. */
export function startBullScheduleWorker(
  redisUrl: string,
  fire: (job: ScheduleJob, at: Date) => Promise<unknown>,
  log: Logger,
): { close(): Promise<void> } {
  // BullMQ's blocking connection must retry forever (TOOLCHAIN-CHECKS §3).
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker<ScheduleJob>(
    SCHEDULE_QUEUE_NAME,
    async (job) => {
      await fire(job.data, tickOf(job));
    },
    { connection, concurrency: 4 },
  );
  worker.on('error', (err) => log.warn('schedule worker', { error: err.message }));
  worker.on('failed', (job, err) =>
    log.error('scheduled run failed to start', { ...job?.data, error: err.message }),
  );
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
