/**
 * A worker process for queue mode (`npm run worker`, with REDIS_URL): opens the database and executes the
 * runs the web processes put on the BullMQ queue, and takes over runs a dead worker left (run-queues.ts).
 * It serves no HTTP; run as many as the load needs.
 */
import { helpIndex, offlineProviderEntry } from './ai/offline';
import { currentOfflineContext } from './ai/offline/context';
import { AiService } from './ai/service';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { closeSharedCodePool } from './engine/nodes/code/shared-pool';
import { createLogger, routeConsoleToLogger } from './lib/logger';
import { connectRedis } from './lib/redis';
import { createMemoryRunEventBus, createRedisRunEventBus } from './lib/run-event-bus';
import { allowlistFrom, createSafeHttp } from './lib/safe-http';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { runEnvOf, startRunQueues } from './modules/workflows';

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
  const logger = createLogger(config.logLevel, { service: 'aiz-worker' });
  routeConsoleToLogger(logger);
  if (!config.redisUrl) {
    // Without Redis the web process executes its runs itself; a worker would only take over dead ones.
    logger.warn('REDIS_URL is not set: this worker only takes over runs other processes left');
  }

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const now = () => new Date();
  const mail = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom, logger)
    : createOutboxTransport(database.db, logger, { withholdBodies: config.isProduction });
  const http = createSafeHttp({ allowlist: allowlistFrom(config.httpAllowlist) });
  const ai = await AiService.create({
    config: config.ai,
    db: database.db,
    logger,
    offline: offlineProviderEntry(currentOfflineContext),
  });
  helpIndex();

  // Live run events reach the web processes' listeners through Redis.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const runEvents = redis ? createRedisRunEventBus(redis, { logger }) : createMemoryRunEventBus();
  const env = runEnvOf({ config, database, now, mail, logger, http, ai, runEvents });
  const queues = startRunQueues(env, config, 'worker');
  logger.info('worker ready', { concurrency: config.workflowConcurrency, database: database.kind });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Runs under way finish; their leases would otherwise hand them to another worker.
    await queues.stop();
    await runEvents.close();
    redis?.disconnect();
    await closeSharedCodePool();
    await mail.close();
    await http.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
