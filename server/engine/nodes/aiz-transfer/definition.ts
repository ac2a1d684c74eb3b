import { aizAmountSchema } from '@common/workflow/document';
import { z } from 'zod';
import { defineNode } from '../definition';
import { effectKey, requirePort } from '../ports';

export const aizTransferNode = defineNode({
  type: 'aiz-transfer',
  version: 1,
  displayName: 'AIZ Transfer',
  group: 'platform',
  words: ['aiz transfer', 'transfer', 'payment', 'pay'],
  description: 'Pays AIZ from the workflow owner’s account to another user, once per item.',
  documentation:
    'For each incoming item, moves the amount (AIZ as a decimal text such as "12.5") from the account of the person who owns the workflow to the user named in Recipient, with an optional memo. A run pays at most the workflow’s budget (the budgetAiz setting) in total; a workflow without a budget cannot pay. A payment beyond the budget or the balance fails the node and moves nothing. Each item leaves with a `transfer` field (id, from, to, amount, and `replayed: true` when this run, node and item had paid before): a run resumed or retried never pays twice. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({
    /** The recipient's username. */
    to: z.string().trim().max(100).default(''),
    amount: z.union([z.literal(''), aizAmountSchema]).default(''),
    memo: z.string().max(500).default(''),
  }),
  execute: async (ctx, [items = []]) => {
    const ledger = requirePort(ctx.ports, 'ledger', ctx.node.name, 'Paying AIZ');
    const out = [];
    for (const [index, item] of items.entries()) {
      const p = ctx.parameters(index);
      if (p.to === '') throw new Error(`Node "${ctx.node.name}": name the recipient (a username).`);
      if (p.amount === '' || /^0(\.0*)?$/.test(p.amount)) {
        throw new Error(`Node "${ctx.node.name}": the amount must be more than 0 AIZ.`);
      }
      const paid = await ledger.transfer(
        { to: p.to, amount: p.amount, ...(p.memo ? { memo: p.memo } : {}), nodeId: ctx.node.id },
        effectKey(ctx, index),
      );
      out.push({ ...item, json: { ...item.json, transfer: paid } });
    }
    return [out];
  },
});
