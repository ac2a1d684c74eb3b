/** Limit (n8n's Limit): keeps the first or the last N items. */
import { z } from 'zod';
import { defineNode } from '../definition';

const parameters = z.object({
  maxItems: z.number().int().min(1).default(1),
  keep: z.enum(['firstItems', 'lastItems']).default('firstItems'),
});

export const limitNode = defineNode({
  type: 'limit',
  version: 1,
  displayName: 'Limit',
  group: 'data',
  words: ['limit'],
  description: 'Keeps only the first or the last items.',
  documentation:
    'Passes on at most "max items" items: the first ones (default) or the last ones, in their order.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.limit'],
  },
  async execute(ctx, [input = []]) {
    const { maxItems, keep } = ctx.parameters();
    if (input.length <= maxItems) return [input];
    return [keep === 'firstItems' ? input.slice(0, maxItems) : input.slice(input.length - maxItems)];
  },
});
