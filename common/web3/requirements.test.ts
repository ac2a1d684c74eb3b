import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  type ChainRequirement,
  chainRequirementsOf,
  checkRequirement,
  type WalletSnapshot,
} from './requirements';

const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const pay = (name: string, parameters: Record<string, unknown>, disabled = false) => ({
  name,
  type: 'chain-payment',
  disabled,
  parameters,
});

describe('chainRequirementsOf', () => {
  it('is empty for a workflow with no on-chain payment', () => {
    expect(chainRequirementsOf({ nodes: [{ name: 'Pay', type: 'aiz-transfer', parameters: {} }] })).toEqual(
      [],
    );
  });

  it('groups payments by chain and token and adds written-out amounts exactly', () => {
    const reqs = chainRequirementsOf({
      nodes: [
        pay('Tip', { chainId: 8453, token: USDC_BASE, amount: '0.1' }),
        pay('Bonus', { chainId: '8453', token: USDC_BASE.toLowerCase(), amount: '0.2' }),
        pay('Gas', { chainId: 8453, token: 'native', amount: '0.001' }),
        pay('Off', { chainId: 1, token: 'native', amount: '5' }, true),
      ],
    });
    expect(reqs).toEqual([
      {
        chainId: 8453,
        token: USDC_BASE.toLowerCase(),
        symbol: 'USDC',
        decimals: 6,
        perRun: '0.3',
        nodes: ['Tip', 'Bonus'],
      },
      { chainId: 8453, token: 'native', symbol: 'ETH', decimals: 18, perRun: '0.001', nodes: ['Gas'] },
    ]);
  });

  it('leaves what an expression decides open', () => {
    const [r] = chainRequirementsOf({
      nodes: [pay('Pay', { chainId: '={{ $json.chain }}', token: 'native', amount: '={{ $json.amount }}' })],
    });
    expect(r).toMatchObject({ chainId: null, token: 'native', perRun: null, symbol: null });
  });

  it('names the local chain AIZ from the tokens it is given', () => {
    const aiz = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    const [r] = chainRequirementsOf({ nodes: [pay('Pay', { chainId: 31337, token: aiz, amount: '2' })] }, [
      { chainId: 31337, address: aiz, symbol: 'AIZ', decimals: 18 },
    ]);
    expect(r).toMatchObject({ symbol: 'AIZ', decimals: 18, perRun: '2' });
  });
});

describe('addDecimals', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1', '2', '3'],
    ['0.999', '0.001', '1'],
    ['12.5', '0.25', '12.75'],
  ])('%s + %s = %s', (a, b, sum) => expect(addDecimals(a, b)).toBe(sum));
});

describe('checkRequirement', () => {
  const req: ChainRequirement = {
    chainId: 8453,
    token: USDC_BASE.toLowerCase(),
    symbol: 'USDC',
    decimals: 6,
    perRun: '0.3',
    nodes: ['Tip'],
  };
  const wallet = (over: Partial<WalletSnapshot>): WalletSnapshot => ({
    status: 'connected',
    chainId: 8453,
    balances: new Map(),
    availableChains: [1, 137, 42161, 8453, 10],
    ...over,
  });

  it('asks to connect first', () => {
    expect(checkRequirement(req, wallet({ status: 'disconnected', chainId: null }))).toMatchObject({
      state: 'unmet',
      action: 'connect',
      message: 'Connect a wallet to check: it pays in USDC on Base.',
    });
  });

  it('asks to switch when the wallet is on another chain', () => {
    expect(checkRequirement(req, wallet({ chainId: 1 }))).toMatchObject({
      action: 'switch-chain',
      message: 'It pays on Base; your wallet is on Ethereum. Switch to Base to check your USDC.',
    });
  });

  it('waits for the balance, then compares it with a run in base units', () => {
    expect(checkRequirement(req, wallet({})).state).toBe('checking');
    const key = req.token!;
    expect(checkRequirement(req, wallet({ balances: new Map([[key, 299_999n]]) }))).toMatchObject({
      state: 'unmet',
      action: 'get-tokens',
    });
    expect(checkRequirement(req, wallet({ balances: new Map([[key, 300_000n]]) })).state).toBe('met');
  });

  it('says when the balance could not be read, never that it is enough', () => {
    expect(checkRequirement(req, wallet({ balancesFailed: true }))).toMatchObject({
      state: 'unmet',
      message: 'Your USDC balance on Base could not be read: its network did not answer. Try again later.',
    });
  });

  it('says when a chain is not served here', () => {
    const local = { ...req, chainId: 31337 };
    expect(checkRequirement(local, wallet({})).message).toBe(
      'It pays on Local chain (anvil), which this installation does not serve.',
    );
  });

  it('cannot check a chain chosen at run time, and says so', () => {
    expect(checkRequirement({ ...req, chainId: null }, wallet({})).state).toBe('unmet');
  });
});
