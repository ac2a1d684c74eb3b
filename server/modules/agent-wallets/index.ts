/**
 * The agent-wallets module: a deployment's own AIZ account and custodial on-chain address, and the spending
 * policy the engine enforces on its payments. Tables: server/db/schema/agent-wallets.ts (owned here).
 */
export type { ChainResolver } from './chain-payment-port';
export { configuredChains, installAgentWallets } from './install';
export { AGENT_WALLET_WRITE_LIMIT, agentWalletRoutes } from './routes';
