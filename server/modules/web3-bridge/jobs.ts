/**
 * The bridge's interval jobs in a server process: the indexer (every INDEX_INTERVAL_MS) and the hourly
 * reconciliation, one at a time (a reconciliation indexes first, so the two never read the chain side by
 * side here). Errors are caught, logged and kept on the chain's cursor; the next pass tries again. With
 * no chain served (no deployment known), a pass does nothing.
 */

import type { Web3Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { runIndexer } from './indexer';
import { RECONCILE_INTERVAL_MS, runReconciliation } from './reconcile';

export const INDEX_INTERVAL_MS = 15_000;

export function startBridgeJobs(deps: { db: Database; now: () => Date; log: Logger; web3: Web3Config }) {
  const ctx = { db: deps.db, now: deps.now, log: deps.log, web3: deps.web3 };
  let current: Promise<unknown> = Promise.resolve();
  const queue = (what: string, job: () => Promise<unknown>) => {
    current = current.then(job).catch((err: unknown) => {
      deps.log.error(`web3 bridge: ${what} failed`, {
        error: err instanceof Error ? err.message : String(err),
      });
    });
  };
  const index = setInterval(() => queue('indexing', () => runIndexer(ctx)), INDEX_INTERVAL_MS);
  const reconcile = setInterval(
    () => queue('reconciliation', () => runReconciliation(ctx)),
    RECONCILE_INTERVAL_MS,
  );
  index.unref();
  reconcile.unref();
  queue('indexing', () => runIndexer(ctx));
  return {
    async stop() {
      clearInterval(index);
      clearInterval(reconcile);
      await current;
    },
  };
}
