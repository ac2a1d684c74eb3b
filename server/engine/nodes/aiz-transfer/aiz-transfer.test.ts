import { describe, expect, it } from 'vitest';
import type { LedgerPort } from '../ports';
import { items, runNode } from '../testing';
import { aizTransferNode } from './definition';

function fakeLedger() {
  const paid = new Map<string, Parameters<LedgerPort['transfer']>[0]>();
  const port: LedgerPort = {
    async transfer(request, key) {
      const replayed = paid.has(key);
      if (!replayed) paid.set(key, request);
      return { transferId: `t-${key}`, replayed, from: 'owner', to: request.to, amount: request.amount };
    },
  };
  return { port, paid };
}

describe('aiz-transfer', () => {
  it('pays once per item, keyed by run, node, node run and item', async () => {
    const ledger = fakeLedger();
    const result = await runNode(aizTransferNode, [items({ who: 'bob' }, { who: 'cy' })], {
      parametersAt: (i) => ({ to: i === 0 ? 'bob' : 'cy', amount: '2.5', memo: 'thanks' }),
      ports: { ledger: ledger.port },
    });
    expect([...ledger.paid]).toEqual([
      ['wf:run-1:n1:0:0', { to: 'bob', amount: '2.5', memo: 'thanks', nodeId: 'n1' }],
      ['wf:run-1:n1:0:1', { to: 'cy', amount: '2.5', memo: 'thanks', nodeId: 'n1' }],
    ]);
    expect(result).toEqual([
      [
        {
          json: {
            who: 'bob',
            transfer: {
              transferId: 't-wf:run-1:n1:0:0',
              replayed: false,
              from: 'owner',
              to: 'bob',
              amount: '2.5',
            },
          },
        },
        {
          json: {
            who: 'cy',
            transfer: {
              transferId: 't-wf:run-1:n1:0:1',
              replayed: false,
              from: 'owner',
              to: 'cy',
              amount: '2.5',
            },
          },
        },
      ],
    ]);
  });

  it('gives a later run of the node (a loop) keys of its own', async () => {
    const ledger = fakeLedger();
    const parameters = { to: 'bob', amount: '1' };
    await runNode(aizTransferNode, [items({})], { parameters, ports: { ledger: ledger.port } });
    await runNode(aizTransferNode, [items({})], { parameters, runIndex: 1, ports: { ledger: ledger.port } });
    expect([...ledger.paid.keys()]).toEqual(['wf:run-1:n1:0:0', 'wf:run-1:n1:1:0']);
  });

  it('refuses a missing recipient, a zero amount and an amount that is not a decimal text', async () => {
    const ports = { ledger: fakeLedger().port };
    await expect(
      runNode(aizTransferNode, [items({})], { parameters: { amount: '1' }, ports }),
    ).rejects.toThrow(/name the recipient/);
    await expect(
      runNode(aizTransferNode, [items({})], { parameters: { to: 'bob', amount: '0.00' }, ports }),
    ).rejects.toThrow(/more than 0 AIZ/);
    await expect(
      runNode(aizTransferNode, [items({})], { parameters: { to: 'bob', amount: '1e3' }, ports }),
    ).rejects.toThrow(/parameter "amount" is invalid/);
  });

  it('says where it can run when there is no ledger (the CLI)', async () => {
    await expect(
      runNode(aizTransferNode, [items({})], { parameters: { to: 'bob', amount: '1' }, name: 'Pay' }),
    ).rejects.toThrow('Node "Pay": Paying AIZ is only available when the workflow runs on the server.');
  });
});
