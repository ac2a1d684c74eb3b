import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import { conditionsSchema, evaluateConditions } from '../if/conditions';

export const filterNode = defineNode({
  type: 'filter',
  version: 1,
  displayName: 'Filter',
  group: 'flow',
  description: 'Keeps the items that match the conditions.',
  documentation:
    'Each item is checked against the conditions, exactly as in the If node. Items that match leave on "Kept"; the others are discarded, or leave on "Discarded" if you connect it.',
  inputs: 1,
  outputs: ['Kept', 'Discarded'],
  parameters: z.object({ conditions: conditionsSchema }),
  execute: async (ctx, [items = []]) => {
    const kept: Item[] = [];
    const discarded: Item[] = [];
    items.forEach((item, i) => {
      (evaluateConditions(ctx.parameters(i).conditions, i) ? kept : discarded).push(item);
    });
    return [kept, discarded];
  },
});
