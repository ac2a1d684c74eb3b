/**
 * A worker process for queue mode (`npm run worker`, with REDIS_URL): opens the database and executes the
 * runs the web processes put on the BullMQ queue, takes the schedules' tick jobs (each only queues a run),
 * and takes over runs a dead worker left (run-queues.ts). It serves no HTTP; run as many as the load needs.
 * On SIGTERM or SIGINT it logs "shutting down", stops taking jobs, lets the runs under way finish (10 s at
 * most), closes the queues and the database, and logs "stopped".
 */
import { configuredChains, installAgentWallets } from './modules/agent-wallets';
import { installDeploymentRunHooks } from './modules/deployments';
import { installSolarRunPorts } from './modules/solar';
import { runEnvOf, startRunQueues } from './modules/workflows';
import { openProcessServices, startProcess } from './process-services';

/** A signal that arrives while the worker is still starting is acted on once it has started. */
let requested: string | undefined;
let onStop: ((signal: string) => void) | undefined;
const signalled = (signal: string) => {
  if (onStop) onStop(signal);
  else requested ??= signal;
};
process.on('SIGTERM', () => signalled('SIGTERM'));
process.on('SIGINT', () => signalled('SIGINT'));

async function main() {
  const { config, logger } = startProcess('aiz-worker');
  if (!config.redisUrl) {
    // Without Redis the web process executes its runs itself; a worker would only take over dead ones.
    logger.warn('REDIS_URL is not set: this worker only takes over runs other processes left');
  }
  const services = await openProcessServices(config, logger);
  const env = runEnvOf({ config, logger, now: () => new Date(), ...services });
  installDeploymentRunHooks(); // a deployed workflow's webhook, form and schedule runs count as its runs
  installSolarRunPorts(); // the solar nodes' port (a copied Solara's tools) in every workflow run
  installAgentWallets(configuredChains(config.web3)); // agents pay from their own wallets, within policy
  const queues = startRunQueues(env, config, 'worker');
  logger.info('worker ready', { concurrency: config.workflowConcurrency, database: services.database.kind });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Runs under way finish; their leases would otherwise hand them to another worker. Closing the BullMQ
    // workers first hands no new job to this process.
    await queues.stop();
    await services.close();
    logger.info('stopped');
    process.exit(0);
  };
  onStop = (signal) => void stop(signal);
  if (requested) onStop(requested);
}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
