/** Wires agent wallets into every workflow run: the AIZ payment source and the on-chain payment port. */

import { chainFor } from '../../chain/clients';
import type { Web3Config } from '../../config';
import { addPaymentSource, addRunPorts, type RunPortsProvider } from '../workflows';
import { agentChainPort, type ChainResolver } from './chain-payment-port';
import { findAgentPaymentSource } from './payment-source';

let chains: ChainResolver = () => undefined;

const provideChainPort: RunPortsProvider = (env, target, runId) => ({
  chain: agentChainPort(env, target, runId, (chainId) => chains(chainId)),
});

/** The chains the server pays on: the configured ones (config.web3), and the local one while it runs. */
export function configuredChains(web3: Web3Config): ChainResolver {
  return (chainId) => chainFor(web3, chainId);
}

/** Called by the composition roots (app.ts, worker.ts) before runs start; a test may pass its own chains. */
export function installAgentWallets(resolve: ChainResolver): void {
  chains = resolve;
  addPaymentSource(findAgentPaymentSource);
  addRunPorts(provideChainPort);
}
