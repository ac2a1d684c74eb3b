/** Agent wallets (issue 25): the /agent-wallets screen and the wallets' query keys. */
export { AgentWalletsView } from './agent-wallets-view';
export { agentWalletKeys } from './api';
