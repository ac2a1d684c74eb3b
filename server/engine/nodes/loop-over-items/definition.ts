import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';

/** Kept in the executor's node state between runs (saved with the checkpoints, so a resumed run continues). */
const loopStateSchema = z.object({
  remaining: z.array(z.custom<Item>()),
  processed: z.array(z.custom<Item>()),
  batches: z.number().int(),
});

export const loopOverItemsNode = defineNode({
  type: 'loop-over-items',
  version: 1,
  displayName: 'Loop Over Items',
  group: 'flow',
  words: ['loop over items', 'loop'],
  description: 'Sends the items through a branch in batches, then outputs them all on "done".',
  documentation:
    'The first time items arrive, it keeps them and sends the first batch (batch size items) out of "loop". Connect the end of that branch back to this node: each time the branch returns, the returned items are collected and the next batch goes out. When no items are left, everything the branch returned leaves on "done" and the loop starts afresh for the next items. With "reset" on (usually an expression), the items arriving start a new loop at once. The run\'s step limit stops a loop that never ends.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['done', 'loop'],
  // n8n's context: `$('Loop Over Items').context.noItemsLeft` is true once the last batch went out.
  // `done`: no loop is under way (none began, or the last one left on "done"), as n8n's v2 context says.
  context: (state) => {
    const saved = loopStateSchema.safeParse(state);
    return saved.success
      ? {
          noItemsLeft: saved.data.remaining.length === 0,
          currentRunIndex: saved.data.batches - 1,
          done: false,
        }
      : { noItemsLeft: true, done: true };
  },
  parameters: z.object({
    batchSize: z.number().int().min(1).default(1),
    options: z
      .object({
        /** On, the items arriving start a new loop (the ones not yet sent out are dropped), as n8n's reset. */
        reset: z.boolean().default(false),
      })
      .default({ reset: false }),
  }),
  imports: {
    n8n: ['n8n-nodes-base.splitInBatches'],
  },
  execute: async (ctx, [items = []]) => {
    const { batchSize, options } = ctx.parameters();
    const saved = options.reset
      ? loopStateSchema.safeParse(undefined)
      : loopStateSchema.safeParse(ctx.state.get());
    const state = saved.success
      ? { ...saved.data, processed: [...saved.data.processed, ...items] }
      : { remaining: items, processed: [], batches: 0 };
    if (state.remaining.length === 0 && (saved.success || items.length === 0)) {
      ctx.state.set(undefined);
      return [state.processed, []];
    }
    const batch = state.remaining.slice(0, batchSize);
    ctx.state.set({
      remaining: state.remaining.slice(batchSize),
      processed: state.processed,
      batches: state.batches + 1,
    });
    return [[], batch];
  },
});
