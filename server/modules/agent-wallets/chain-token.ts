/** The token an on-chain payment moves: the chain's coin or an ERC-20, its units, and the call that pays. */
import { NATIVE_TOKEN } from '@common/schemas/agent-wallets';
import {
  type Address,
  type Chain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  type PublicClient,
} from 'viem';

export interface ChainToken {
  /** 'native' or the contract's address, lower case (how policies and payments store it). */
  id: string;
  symbol: string;
  decimals: number;
}

export async function readToken(client: PublicClient, chain: Chain, token: string): Promise<ChainToken> {
  if (token === NATIVE_TOKEN) {
    return { id: NATIVE_TOKEN, symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals };
  }
  const address = getAddress(token);
  let decimals: number;
  try {
    decimals = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
  } catch {
    throw new Error(`The token at ${address} does not answer as an ERC-20 on chain ${chain.id}.`);
  }
  const symbol = await client
    .readContract({ address, abi: erc20Abi, functionName: 'symbol' })
    .catch(() => 'tokens');
  return { id: address.toLowerCase(), symbol, decimals };
}

/** What the agent's address sends: value to the recipient, or the token contract's transfer(). */
export function paymentCall(
  token: ChainToken,
  to: Address,
  amount: bigint,
): { to: Address; value: bigint; data?: Hex } {
  if (token.id === NATIVE_TOKEN) return { to, value: amount };
  return {
    to: getAddress(token.id),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  };
}

/** What the address holds of the token, base units. */
export function tokenBalance(client: PublicClient, token: ChainToken, owner: Address): Promise<bigint> {
  if (token.id === NATIVE_TOKEN) return client.getBalance({ address: owner });
  return client.readContract({
    address: getAddress(token.id),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}
