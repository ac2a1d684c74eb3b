/**
 * The staking module's public surface: its routes. Tables: server/db/schema/staking.ts (owned here).
 * Stakes and rewards move through the ledger (`pool:staking`, `pool:staking-rewards`).
 */
export { stakingRoutes } from './routes';
