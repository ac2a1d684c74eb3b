import { z } from 'zod';
import { defineNode } from '../definition';

export const noOpNode = defineNode({
  type: 'no-op',
  version: 1,
  displayName: 'No Operation',
  group: 'flow',
  words: ['no operation', 'no-op', 'noop'],
  description: 'Passes its items on unchanged.',
  documentation:
    'Does nothing with the items it receives: they leave on its one output as they came in. Useful as a named junction, or to mark where a branch ends.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({}),
  // Dify's start and end markers inside an iteration or loop (importers/dify/translate-node.ts).
  imports: {
    n8n: ['n8n-nodes-base.noOp'],
    dify: ['iteration-start', 'loop-start', 'loop-end'],
  },
  execute: async (_ctx, [items = []]) => [items],
});
