import type { Logger } from './logger';

/**
 * The last resort: an error nothing caught (a rejected promise nobody awaited, a throw in a timer or an
 * event handler) is logged and the process goes on serving. Node's default ends the process, which let one
 * caller's payload stop the service for every tenant (F1). The places known to throw in the background (the
 * run store's timer, streams, queues) catch and handle their own errors; this only makes sure one that was
 * missed costs one request or one run, not the process. A process that is truly broken shows it in
 * /api/health and its logs, where an operator (or the orchestrator's health check) restarts it.
 */
export function keepServingAfterStrayErrors(logger: Logger): void {
  const report = (msg: string, error: unknown, origin: string) => {
    try {
      logger.error(msg, { err: error instanceof Error ? error : String(error), origin });
    } catch {
      // A logger that cannot write this must not turn the last resort into the end of the process.
      process.stderr.write(`${msg}\n`);
    }
  };
  process.on('unhandledRejection', (reason) =>
    report('unhandled rejection (kept serving)', reason, 'unhandledRejection'),
  );
  process.on('uncaughtException', (err, origin) => report('uncaught exception (kept serving)', err, origin));
}
