/** Starts the HTTP server: config → database (migrated) → app → listen; closes cleanly on a signal. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './deps';
import { keepConnectionsAlive } from './http/keep-alive';
import { ensureLedgerGenesis } from './ledger';
import { createMemoryRateLimitStore } from './lib/rate-limit';
import { createRedisRateLimitStore } from './lib/redis-rate-limit';
import { seedCommunityCategories, startCommunityDigest } from './modules/community';
import {
  listingIndexOf,
  seedOfficialListings,
  startSearchFiguresRefresh,
  sweepAssetFiles,
} from './modules/marketplace';
import { seedTemplates } from './modules/templates';
import { startBridgeJobs } from './modules/web3-bridge';
import {
  createBullJobSchedules,
  createScheduler,
  runEnvOf,
  settleRunsInFlight,
  startRunPruning,
  startRunQueues,
  startWorkflowTimers,
  writeHeldRuns,
} from './modules/workflows';
import { openProcessServices, startProcess } from './process-services';

/** A stop takes at most this long (then the process exits with 1); runs get all of it but the margin. */
const STOP_LIMIT_MS = 10_000;
const STOP_MARGIN_MS = 1_500;

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
  // The same templates, listed free in the marketplace by the official account (idempotent).
  logger.info('official listings', { ...(await seedOfficialListings(database.db, now, logger)) });
  // The community's categories (idempotent: by slug).
  await seedCommunityCategories(database.db);
  // Image files of deleted listings and accounts (their rows cascade; the files stay until now).
  logger.info('marketplace images swept', {
    removed: await sweepAssetFiles(database.db, config.dataDir, now()),
  });
  // The assistant's index of listed agents, built now rather than on the first person's question; later
  // questions refresh only what changed. A failure here is logged, and the first question builds it.
  listingIndexOf(database.db).then(
    (index) =>
      logger.info('listing index built', { listings: index.indexed, ms: Math.round(index.refreshMs) }),
    (err: unknown) => logger.warn('listing index not built at start', { error: String(err) }),
  );

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
  // The marketplace's `popular` order: each listing's runs in the figures' window, now and every 5 minutes.
  const searchFigures = startSearchFiguresRefresh({ db: database.db, now, log: logger });
  // The community's e-mail digest: unread notifications, at most one mail per person a day.
  const communityDigest = startCommunityDigest({
    db: database.db,
    mail: services.mail,
    now,
    log: logger,
    origin: config.publicOrigin ?? `http://localhost:${config.port}`,
    secret: config.sessionSecret,
  });
  // The web3 bridge: the chains' claims and deposits indexed every 15 s, reconciled with the ledger hourly.
  const bridgeJobs = startBridgeJobs({ db: database.db, now, log: logger, web3: config.web3 });

  const server = keepConnectionsAlive(
    serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
      logger.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
    }),
  );

  // A port in use (or any listen error) ends the process: the last-resort handlers would otherwise keep a
  // process that serves nothing.
  server.on('error', (err) => {
    logger.error('cannot serve', { err });
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), STOP_LIMIT_MS);
    force.unref();
    const stopAt = performance.now();
    schedules.stop();
    // Checkpoints held in memory (runs a request waits on write behind) are written now, and from now on
    // each one as it comes: a stop loses none of them.
    const held = writeHeldRuns();
    server.close(async () => {
      await timers.stop();
      await pruning.stop();
      await searchFigures.stop();
      await communityDigest.stop();
      await bridgeJobs.stop();
      await jobSchedules?.close();
      await runQueues.stop();
      await held;
      // Runs still going here (answered early by a Respond node, or their caller gone) write their last
      // checkpoint before the pool closes; past the limit they stay stored as they last were.
      const left = STOP_LIMIT_MS - STOP_MARGIN_MS - (performance.now() - stopAt);
      const { unfinished } = await settleRunsInFlight(Math.max(0, left));
      if (unfinished > 0) logger.warn('runs still going at shutdown', { unfinished });
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
