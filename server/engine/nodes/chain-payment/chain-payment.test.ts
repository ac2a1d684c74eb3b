import { describe, expect, it } from 'vitest';
import type { ChainPaymentPort } from '../ports';
import { items, runNode } from '../testing';
import { chainPaymentNode } from './definition';

const alice = `0x${'a'.repeat(40)}`;

function fakeChain() {
  const paid = new Map<string, Parameters<ChainPaymentPort['pay']>[0]>();
  const port: ChainPaymentPort = {
    async pay(request, key) {
      const replayed = paid.has(key);
      if (!replayed) paid.set(key, request);
      return { txHash: `0x${key.length}`, replayed, from: 'agent', ...request };
    },
  };
  return { port, paid };
}

describe('chain-payment', () => {
  it('pays once per item, native coin by default, on the local chain by default', async () => {
    const chain = fakeChain();
    const result = await runNode(chainPaymentNode, [items({ n: 1 }, { n: 2 })], {
      parameters: { to: alice, amount: '0.5' },
      ports: { chain: chain.port },
    });
    expect([...chain.paid]).toEqual([
      ['wf:run-1:n1:0:0', { chainId: 31337, token: 'native', to: alice, amount: '0.5', nodeId: 'n1' }],
      ['wf:run-1:n1:0:1', { chainId: 31337, token: 'native', to: alice, amount: '0.5', nodeId: 'n1' }],
    ]);
    expect(result).toMatchObject([
      [{ json: { n: 1, payment: { replayed: false, amount: '0.5' } } }, { json: { n: 2 } }],
    ]);
  });

  it('refuses a recipient that is not an address and a zero amount', async () => {
    const ports = { chain: fakeChain().port };
    await expect(
      runNode(chainPaymentNode, [items({})], { parameters: { to: 'bob', amount: '1' }, ports }),
    ).rejects.toThrow(/must be an address/);
    await expect(
      runNode(chainPaymentNode, [items({})], { parameters: { to: alice, amount: '0.0' }, ports }),
    ).rejects.toThrow(/more than 0/);
  });

  it('says where it can run without the port', async () => {
    await expect(
      runNode(chainPaymentNode, [items({})], { parameters: { to: alice, amount: '1' }, name: 'Pay' }),
    ).rejects.toThrow('Node "Pay": Paying on chain is only available when the workflow runs on the server.');
  });
});
