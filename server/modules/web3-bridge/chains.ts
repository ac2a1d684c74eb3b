/**
 * The chains the bridge serves: those whose AIZ contracts this server knows. Today that is the local
 * chain while `npm run chain` has deployed one (DATA_DIR/chain/local-chain.json); no public chain has a
 * deployment yet. Each chain has a finality: how many blocks a log waits before the indexer counts it.
 */
import { findChain } from '@common/web3/chains';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_NAME } from '@common/web3/local-chain';
import { rpcTransport } from '@common/web3/transport';
import { type Address, createPublicClient, type PublicClient } from 'viem';
import { readLocalChain } from '../../chain/local-chain';
import type { Web3Config } from '../../config';

/**
 * Blocks behind the head that count as final: anvil has no reorgs; the others are conservative depths
 * (Ethereum's two epochs; Polygon PoS's reorgs have reached dozens of blocks; the rollups' sequencer
 * blocks).
 */
export const FINALITY_BLOCKS: Record<number, number> = {
  [LOCAL_CHAIN_ID]: 0,
  1: 64,
  137: 256,
  42161: 240,
  8453: 120,
  10: 120,
};

export interface BridgeChain {
  chainId: number;
  name: string;
  rpcUrl: string;
  finality: number;
  deployBlock: bigint;
  contracts: { aiz: Address; staking: Address; claims: Address; vault: Address };
  client: PublicClient;
}

export function bridgeChains(config: Web3Config): BridgeChain[] {
  const local = readLocalChain(config.localChainFile);
  if (!local) return [];
  return [
    {
      chainId: local.chainId,
      name: LOCAL_CHAIN_NAME,
      rpcUrl: local.rpcUrl,
      finality: FINALITY_BLOCKS[local.chainId] ?? 0,
      deployBlock: BigInt(local.deployBlock),
      contracts: local.contracts as BridgeChain['contracts'],
      client: createPublicClient({ transport: rpcTransport(local.rpcUrl) }) as PublicClient,
    },
  ];
}

export function bridgeChain(config: Web3Config, chainId: number): BridgeChain | undefined {
  return bridgeChains(config).find((c) => c.chainId === chainId);
}

export function chainName(chainId: number): string {
  return chainId === LOCAL_CHAIN_ID ? LOCAL_CHAIN_NAME : (findChain(chainId)?.name ?? `chain ${chainId}`);
}
