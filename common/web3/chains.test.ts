import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { findChain, SUPPORTED_CHAINS, ZERO_ADDRESS } from './chains';

describe('supported chains', () => {
  it('lists the five chains of the spec in order', () => {
    expect(SUPPORTED_CHAINS.map((c) => c.id)).toEqual([1, 137, 42161, 8453, 10]);
    expect(SUPPORTED_CHAINS.map((c) => c.name)).toEqual([
      'Ethereum',
      'Polygon',
      'Arbitrum One',
      'Base',
      'OP Mainnet',
    ]);
  });

  it('carries each token of the spec with its decimals', () => {
    const symbols = Object.fromEntries(
      SUPPORTED_CHAINS.map((c) => [c.id, c.tokens.map((t) => `${t.symbol}:${t.decimals}`)]),
    );
    expect(symbols).toEqual({
      1: ['ETH:18', 'USDC:6', 'USDT:6', 'DAI:18'],
      137: ['MATIC:18', 'USDC:6', 'USDT:6', 'DAI:18'],
      42161: ['ETH:18', 'USDC:6', 'USDT:6'],
      8453: ['ETH:18', 'USDC:6'],
      10: ['ETH:18', 'USDC:6', 'USDT:6'],
    });
  });

  it('marks exactly the native coin with a null address and checksums every contract address', () => {
    for (const chain of SUPPORTED_CHAINS) {
      expect(chain.tokens[0]?.address).toBeNull();
      for (const token of chain.tokens.slice(1)) {
        expect(token.address).not.toBeNull();
        expect(getAddress(token.address!)).toBe(token.address);
      }
      expect(chain.rpcUrl).toMatch(/^https:\/\//);
    }
  });

  it('finds a chain by id and has the zero address', () => {
    expect(findChain(8453)?.name).toBe('Base');
    expect(findChain(5)).toBeUndefined();
    expect(ZERO_ADDRESS).toBe(`0x${'0'.repeat(40)}`);
  });
});
