/**
 * The five supported chains and their tokens (SPEC §3). Chain metadata (names, RPC URLs, explorers)
 * comes from viem's chain definitions; stablecoin addresses are the issuers' canonical deployments as
 * published by Circle (USDC, native not bridged), Tether (USDT) and MakerDAO/Sky (DAI).
 * `address: null` marks the chain's native coin.
 */
import type { Address } from 'viem';
import { arbitrum, base, mainnet, optimism, polygon } from 'viem/chains';

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000' as const;

export interface SupportedToken {
  symbol: string;
  name: string;
  address: Address | null;
  decimals: number;
}

export interface SupportedChain {
  id: number;
  name: string;
  rpcUrl: string;
  explorerUrl: string;
  tokens: readonly SupportedToken[];
}

const eth = (name = 'Ether'): SupportedToken => ({ symbol: 'ETH', name, address: null, decimals: 18 });
const usdc = (address: Address): SupportedToken => ({
  symbol: 'USDC',
  name: 'USD Coin',
  address,
  decimals: 6,
});
const usdt = (address: Address): SupportedToken => ({
  symbol: 'USDT',
  name: 'Tether USD',
  address,
  decimals: 6,
});
const dai = (address: Address): SupportedToken => ({
  symbol: 'DAI',
  name: 'Dai Stablecoin',
  address,
  decimals: 18,
});

function chain(
  def: typeof mainnet | typeof polygon | typeof arbitrum | typeof base | typeof optimism,
  tokens: SupportedToken[],
): SupportedChain {
  return {
    id: def.id,
    name: def.name,
    rpcUrl: def.rpcUrls.default.http[0],
    explorerUrl: def.blockExplorers.default.url,
    tokens,
  };
}

export const SUPPORTED_CHAINS: readonly SupportedChain[] = [
  chain(mainnet, [
    eth(),
    usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
    usdt('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
    dai('0x6B175474E89094C44Da98b954EedeAC495271d0F'),
  ]),
  chain(polygon, [
    // The spec names Polygon's native coin MATIC (since renamed POL; same coin, 18 decimals).
    { symbol: 'MATIC', name: 'Polygon', address: null, decimals: 18 },
    usdc('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
    usdt('0xc2132D05D31c914a87C6611C10748AEb04B58e8F'),
    dai('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063'),
  ]),
  chain(arbitrum, [
    eth(),
    usdc('0xaf88d065e77c8cC2239327C5EDb3A432268e5831'),
    usdt('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'),
  ]),
  chain(base, [eth(), usdc('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')]),
  chain(optimism, [
    eth(),
    usdc('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'),
    usdt('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'),
  ]),
];

export function findChain(chainId: number): SupportedChain | undefined {
  return SUPPORTED_CHAINS.find((c) => c.id === chainId);
}

/** The minimal token interface of §3: transfer(to, value), balanceOf(owner), decimals(). */
export const MINIMAL_TOKEN_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
] as const;

/** The address of a token of the SPEC's list on a chain (by symbol), or undefined. */
export function findChainToken(chainId: number, symbol: string): `0x${string}` | undefined {
  return findChain(chainId)?.tokens.find((t) => t.symbol === symbol)?.address ?? undefined;
}
