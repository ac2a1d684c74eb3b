/** Starts the HTTP server: config → database (migrated) → app → listen; closes cleanly on a signal. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { helpIndex, offlineProviderEntry } from './ai/offline';
import { currentOfflineContext } from './ai/offline/context';
import { AiService } from './ai/service';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { closeSharedCodePool } from './engine/nodes/code/shared-pool';
import { ensureLedgerGenesis } from './ledger';
import { createLogger, routeConsoleToLogger } from './lib/logger';
import { createMemoryRateLimitStore } from './lib/rate-limit';
import { connectRedis, redisReady } from './lib/redis';
import { createRedisRateLimitStore } from './lib/redis-rate-limit';
import { createMemoryRunEventBus, createRedisRunEventBus } from './lib/run-event-bus';
import { allowlistFrom, createSafeHttp } from './lib/safe-http';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import {
  createScheduler,
  runEnvOf,
  startRunPruning,
  startRunQueues,
  startWorkflowTimers,
} from './modules/workflows';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, { service: 'aiz-web' });
  routeConsoleToLogger(logger);
  const version = (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { version: string }).version;

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const now = () => new Date();
  // System accounts and the signup-bonus pool exist before the first sign-up (idempotent).
  await ensureLedgerGenesis(database.db, now);
  logger.info('database ready', { kind: database.kind });

  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  // Not required to start: without it, rate limits count per process until it is back.
  if (redis) logger.info('redis', { ready: await redisReady(redis) });

  const mail = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom, logger)
    : createOutboxTransport(database.db, logger, { withholdBodies: config.isProduction });
  if (!config.smtpUrl) {
    logger.warn(
      config.isProduction
        ? 'SMTP_URL is not set: e-mail (sign-in codes) is not delivered; the outbox records only who it was for'
        : 'SMTP_URL is not set: e-mail goes to the outbox, readable at /dev/mail',
    );
  }

  const http = createSafeHttp({ allowlist: allowlistFrom(config.httpAllowlist) });

  const ai = await AiService.create({
    config: config.ai,
    db: database.db,
    logger,
    offline: offlineProviderEntry(currentOfflineContext),
  });
  // Build the offline assistant's index now rather than on the first question (~0.2 s).
  helpIndex();
  logger.info('AI providers', { providers: ai.entries().map((e) => `${e.id}:${e.model}`) });

  const deps = {
    config,
    database,
    redis,
    logger,
    rateLimits: redis ? createRedisRateLimitStore(redis, { logger }) : createMemoryRateLimitStore(),
    mail,
    http,
    ai,
    runEvents: redis ? createRedisRunEventBus(redis, { logger }) : createMemoryRunEventBus(),
    now,
    version,
    clientDir: root('dist/client'),
  };
  const app = createApp(deps);

  // Wait nodes and approval timeouts; overdue runs (the process was down) go on at the first tick.
  const timers = startWorkflowTimers(deps);
  // Active workflows' schedule triggers run in this process (issue 9 moves them to BullMQ with REDIS_URL).
  const schedules = createScheduler(runEnvOf(deps));
  await schedules.start();
  // Finished runs beyond WORKFLOW_RUNS_KEEP per workflow or WORKFLOW_RUNS_KEEP_DAYS old go.
  const pruning = startRunPruning({
    db: database.db,
    now,
    log: logger,
    retention: config.workflowRunRetention,
  });
  // Queued runs: executed here, or by `npm run worker` processes with REDIS_URL; dead workers' runs resumed.
  const runQueues = startRunQueues(runEnvOf(deps), config, 'web');

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
      await runQueues.stop();
      await closeSharedCodePool();
      await mail.close();
      await http.close();
      await database.close();
      await deps.runEvents.close();
      redis?.disconnect();
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
