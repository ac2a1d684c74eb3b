/**
 * The web3 bridge's public surface: its routes, the interval jobs a server process starts, and the
 * indexer and reconciliation passes (tests and scripts call them directly). Tables:
 * server/db/schema/web3-bridge.ts (owned here). AIZ moves only through the ledger.
 */
export { runIndexer } from './indexer';
export { startBridgeJobs } from './jobs';
export { runReconciliation } from './reconcile';
export { web3BridgeRoutes } from './routes';
