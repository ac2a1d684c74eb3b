/**
 * What every server process opens at start and closes at shutdown, the web server (main.ts) and a queue
 * worker (worker.ts) alike: the configuration, the migrated database, Redis when configured, mail, the
 * guarded HTTP client, the AI service and the live run events bus.
 */
import { helpIndex, offlineProviderEntry } from './ai/offline';
import { currentOfflineContext } from './ai/offline/context';
import { AiService } from './ai/service';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { closeSharedSandboxPool, configureSharedSandboxPool } from './engine/sandbox';
import { createLogger, type Logger, routeConsoleToLogger } from './lib/logger';
import { connectRedis, redisReady } from './lib/redis';
import { createMemoryRunEventBus, createRedisRunEventBus } from './lib/run-event-bus';
import { allowlistFrom, createSafeHttp } from './lib/safe-http';
import { keepServingAfterStrayErrors } from './lib/stray-errors';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';

/** The configuration and a logger for `service`; a bad setting ends the process with its message. */
export function startProcess(service: string): { config: Config; logger: Logger } {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, { service });
  routeConsoleToLogger(logger);
  keepServingAfterStrayErrors(logger);
  return { config, logger };
}

export async function openProcessServices(config: Config, logger: Logger) {
  // User code and expressions that need the sandbox run in these workers, shared fairly between accounts.
  configureSharedSandboxPool({
    size: config.sandboxWorkers,
    // QuickJS's own lines (an `Aborted(...)`), as JSON log lines rather than raw stderr.
    onLog: (stream, text) => logger.warn('sandbox output', { stream, text }),
  });
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  logger.info('database ready', { kind: database.kind });

  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  // Not required to start: without it, rate limits and run events stay in this process until it is back.
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

  // Live run events reach listeners in other processes through Redis.
  const runEvents = redis ? createRedisRunEventBus(redis, { logger }) : createMemoryRunEventBus();

  return {
    database,
    redis,
    mail,
    http,
    ai,
    runEvents,
    /** After the process's own work has stopped. */
    async close() {
      await closeSharedSandboxPool();
      await mail.close();
      await http.close();
      await runEvents.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
