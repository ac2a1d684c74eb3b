import { z } from 'zod';
import { defineNode } from '../definition';
import { effectKey, requirePort } from '../ports';

/** The local development chain (anvil). */
const LOCAL_CHAIN_ID = 31337;

export const chainPaymentNode = defineNode({
  type: 'chain-payment',
  version: 1,
  displayName: 'On-chain payment',
  group: 'platform',
  words: ['on-chain payment', 'crypto payment', 'send eth', 'send token', 'erc-20 transfer'],
  description:
    'Pays the chain’s coin or an ERC-20 token from the agent’s own on-chain address, once per item.',
  documentation:
    'For each incoming item, sends the amount (a decimal text in the token’s own units, such as "0.5") of the chain’s native coin, or of the ERC-20 token whose contract address is given, from the custodial address of the agent (deployment) this workflow belongs to, to the address in Recipient. The agent’s wallet policy applies: its allowed addresses, and for each chain and token its limits per transaction and per rolling 24 hours, in that token’s units; a token the policy lists no limit for is refused. A payment refused (no on-chain address, not enough for gas, a limit) fails the node and sends nothing. Each item leaves with a `payment` field (transaction hash, chain, token, from, to, amount, and `replayed: true` when this run, node and item had paid before): the signed transaction is recorded before it is sent, so a run resumed or retried never pays twice. Available when a deployed workflow with an agent wallet runs on the server; chain 31337 is the local development chain.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({
    chainId: z.coerce.number().int().positive().default(LOCAL_CHAIN_ID),
    /** Empty for the chain's own coin, else the ERC-20 contract's address. */
    token: z
      .string()
      .trim()
      .regex(/^(0x[0-9a-fA-F]{40})?$/, 'The token is empty (the chain’s coin) or a contract address.')
      .default(''),
    to: z.string().trim().max(100).default(''),
    amount: z
      .string()
      .trim()
      .regex(/^((0|[1-9]\d{0,40})(\.\d{1,36})?)?$/, 'An amount is a decimal text such as "0.5".')
      .default(''),
  }),
  execute: async (ctx, [items = []]) => {
    const chain = requirePort(ctx.ports, 'chain', ctx.node.name, 'Paying on chain');
    const out = [];
    for (const [index, item] of items.entries()) {
      const p = ctx.parameters(index);
      if (!/^0x[0-9a-fA-F]{40}$/.test(p.to)) {
        throw new Error(
          `Node "${ctx.node.name}": the recipient must be an address (0x and 40 hexadecimal characters).`,
        );
      }
      if (p.amount === '' || /^0(\.0*)?$/.test(p.amount)) {
        throw new Error(`Node "${ctx.node.name}": the amount must be more than 0.`);
      }
      const payment = await chain.pay(
        { chainId: p.chainId, token: p.token || 'native', to: p.to, amount: p.amount, nodeId: ctx.node.id },
        effectKey(ctx, index),
      );
      out.push({ ...item, json: { ...item.json, payment } });
    }
    return [out];
  },
});
