import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import { conditionsSchema, evaluateConditions } from './conditions';

export const ifNode = defineNode({
  type: 'if',
  version: 1,
  displayName: 'If',
  group: 'flow',
  description: 'Routes each item to "true" or "false" by conditions.',
  documentation:
    'Each item is checked against the conditions (text, number, date and yes/no comparisons such as equals, contains, greater than, is after, is empty), joined by AND (all must hold) or OR (any). Items that pass leave on "true", the others on "false". Expressions in the conditions are worked out for each item. With strict type checking a value of the wrong type fails the node; loose checking converts it first.',
  inputs: 1,
  outputs: ['true', 'false'],
  parameters: z.object({ conditions: conditionsSchema }),
  execute: async (ctx, [items = []]) => {
    const kept: Item[] = [];
    const dropped: Item[] = [];
    items.forEach((item, i) => {
      (evaluateConditions(ctx.parameters(i).conditions, i) ? kept : dropped).push(item);
    });
    return [kept, dropped];
  },
});
