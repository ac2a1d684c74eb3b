/** Starts the HTTP server: config → database (migrated) → app → listen; closes cleanly on a signal. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { ensureLedgerGenesis } from './ledger';
import { createMemoryRateLimitStore } from './lib/rate-limit';
import { createRedisRateLimitStore } from './lib/redis-rate-limit';
import { seedTemplates } from './modules/templates';
import {
  createBullJobSchedules,
  createScheduler,
  runEnvOf,
  startRunPruning,
  startRunQueues,
  startWorkflowTimers,
} from './modules/workflows';
import { openProcessServices, startProcess } from './process-services';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

async function main() {
  const { config, logger } = startProcess('aiz-web');
  const version = (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { version: string }).version;
  const services = await openProcessServices(config, logger);
  const { database, redis } = services;
  const now = () => new Date();
  // System accounts and the signup-bonus pool exist before the first sign-up (idempotent).
  await ensureLedgerGenesis(database.db, now);
  // The workflow templates every builder offers (idempotent: only what changed is written).
  logger.info('workflow templates', { ...(await seedTemplates(database.db, now())) });

  const deps: AppDeps = {
    config,
    database,
    redis,
    logger,
    rateLimits: redis ? createRedisRateLimitStore(redis, { logger }) : createMemoryRateLimitStore(),
    mail: services.mail,
    http: services.http,
    ai: services.ai,
    runEvents: services.runEvents,
    now,
    version,
    clientDir: root('dist/client'),
  };
  // Queued runs: executed here, or by `npm run worker` processes with REDIS_URL; dead workers' runs resumed.
  // Started first: webhooks, schedules, timers and sub-workflows put the runs nobody waits on there.
  const runQueues = startRunQueues(runEnvOf(deps), config, 'web');
  deps.runQueue = runQueues.queue;
  const app = createApp(deps);

  // Wait nodes and approval timeouts; overdue runs (the process was down) go on at the first tick.
  const timers = startWorkflowTimers(deps);
  // Schedule triggers: BullMQ job schedulers with REDIS_URL (workers take the ticks), else croner here.
  const jobSchedules = config.redisUrl ? createBullJobSchedules(config.redisUrl, logger) : undefined;
  const schedules = createScheduler(runEnvOf(deps), jobSchedules);
  await schedules.start();
  // Finished runs beyond WORKFLOW_RUNS_KEEP per workflow or WORKFLOW_RUNS_KEEP_DAYS old go.
  const pruning = startRunPruning({
    db: database.db,
    now,
    log: logger,
    retention: config.workflowRunRetention,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    schedules.stop();
    server.close(async () => {
      await timers.stop();
      await pruning.stop();
      await jobSchedules?.close();
      await runQueues.stop();
      await services.close();
      logger.info('stopped');
      process.exit(0);
    });
    // Keep-alive sockets would hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
