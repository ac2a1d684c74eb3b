/**
 * The connected address's native and ERC-20 balances on a chain, read together: on the five networks in
 * ONE Multicall3 call (getEthBalance for the native coin, balanceOf per token). The local chain (anvil)
 * has no Multicall3, so there wagmi reads each balance on its own; the §9 transport still sends those
 * reads as one JSON-RPC batch.
 */
import type { Web3Chain, Web3Token } from '@common/schemas/web3';
import { MINIMAL_TOKEN_ABI } from '@common/web3/chains';
import type { Address } from 'viem';
import { type Config, useBalance, useReadContracts } from 'wagmi';

const MULTICALL3_ETH_BALANCE_ABI = [
  {
    type: 'function',
    name: 'getEthBalance',
    stateMutability: 'view',
    inputs: [{ name: 'addr', type: 'address' }],
    outputs: [{ name: 'balance', type: 'uint256' }],
  },
] as const;

export interface TokenBalance {
  token: Web3Token;
  /** Base units; undefined when this one could not be read. */
  value: bigint | undefined;
}

export function multicallAddress(config: Config, chainId: number): Address | undefined {
  return config.chains.find((c) => c.id === chainId)?.contracts?.multicall3?.address;
}

export function useBalances(config: Config, chain: Web3Chain, address: Address | undefined) {
  const multicall = multicallAddress(config, chain.id);
  const tokens = chain.tokens.filter((t): t is Web3Token & { address: string } => t.address !== null);
  const nativeToken = chain.tokens.find((t) => t.address === null);
  const contracts = [
    ...(multicall && address
      ? [
          {
            address: multicall,
            abi: MULTICALL3_ETH_BALANCE_ABI,
            functionName: 'getEthBalance' as const,
            args: [address] as const,
            chainId: chain.id,
          },
        ]
      : []),
    ...tokens.map((t) => ({
      address: t.address as Address,
      abi: MINIMAL_TOKEN_ABI,
      functionName: 'balanceOf' as const,
      args: [address ?? '0x0000000000000000000000000000000000000000'] as const,
      chainId: chain.id,
    })),
  ];
  const reads = useReadContracts({
    config,
    contracts,
    allowFailure: true,
    query: { enabled: Boolean(address), staleTime: 15_000, refetchInterval: 30_000 },
  });
  const native = useBalance({
    config,
    address,
    chainId: chain.id,
    query: { enabled: Boolean(address) && !multicall, staleTime: 15_000, refetchInterval: 30_000 },
  });

  const results = reads.data ?? [];
  const offset = multicall ? 1 : 0;
  const nativeValue = multicall
    ? results[0]?.status === 'success'
      ? (results[0].result as bigint)
      : undefined
    : native.data?.value;
  const balances: TokenBalance[] = [
    ...(nativeToken ? [{ token: nativeToken, value: nativeValue }] : []),
    ...tokens.map((token, i) => {
      const r = results[i + offset];
      return { token, value: r?.status === 'success' ? (r.result as bigint) : undefined };
    }),
  ];
  const isLoading = reads.isLoading || (!multicall && native.isLoading);
  const failed = !isLoading && balances.every((b) => b.value === undefined);
  return {
    balances,
    isLoading,
    /** Nothing could be read (the RPC is unreachable). */
    isError: failed && (reads.isError || native.isError || results.length > 0),
    usesMulticall: Boolean(multicall),
    refetch: () => {
      void reads.refetch();
      if (!multicall) void native.refetch();
    },
  };
}
