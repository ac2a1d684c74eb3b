/**
 * viem clients for the server: the five chains of SPEC §3 (their public RPC, or CHAIN_RPC_URLS) and the
 * local chain while `npm run chain` has deployed one. Every client uses the §9 transport policy.
 */
import { findChain } from '@common/web3/chains';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_NAME } from '@common/web3/local-chain';
import { rpcTransport } from '@common/web3/transport';
import { type Chain, createPublicClient, defineChain, type PublicClient } from 'viem';
import { arbitrum, base, mainnet, optimism, polygon } from 'viem/chains';
import type { Web3Config } from '../config';
import { readLocalChain } from './local-chain';

const VIEM_CHAINS: Record<number, Chain> = {
  [mainnet.id]: mainnet,
  [polygon.id]: polygon,
  [arbitrum.id]: arbitrum,
  [base.id]: base,
  [optimism.id]: optimism,
};

export function localChainDefinition(rpcUrl: string): Chain {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: LOCAL_CHAIN_NAME,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

/** The chain and the RPC URL the server uses for it, or undefined for a chain the product does not serve. */
export function chainFor(config: Web3Config, chainId: number): { chain: Chain; rpcUrl: string } | undefined {
  if (chainId === LOCAL_CHAIN_ID) {
    const local = readLocalChain(config.localChainFile);
    return local ? { chain: localChainDefinition(local.rpcUrl), rpcUrl: local.rpcUrl } : undefined;
  }
  const known = findChain(chainId);
  const chain = VIEM_CHAINS[chainId];
  if (!known || !chain) return undefined;
  return { chain, rpcUrl: config.rpcUrls[chainId] ?? known.rpcUrl };
}

export function publicClientFor(config: Web3Config, chainId: number): PublicClient | undefined {
  const target = chainFor(config, chainId);
  if (!target) return undefined;
  return createPublicClient({ chain: target.chain, transport: rpcTransport(target.rpcUrl) }) as PublicClient;
}
