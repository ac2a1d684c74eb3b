/** Error Trigger (n8n's): starts an error workflow with what failed in another workflow's run. */
import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';

/** n8n's example, given when the node runs without an error (a run by hand while building). */
export const EXAMPLE_ERROR_ITEM = {
  execution: {
    id: '00000000-0000-4000-8000-000000000231',
    error: { message: 'Example Error Message', stack: 'Stacktrace' },
    lastNodeExecuted: 'Node With Error',
    mode: 'manual',
  },
  workflow: { id: '00000000-0000-4000-8000-000000000001', name: 'Example Workflow' },
};

const isEmpty = (item: Item) => Object.keys(item.json).length === 0 && item.binary === undefined;

export const errorTriggerNode = defineNode({
  type: 'error-trigger',
  version: 1,
  displayName: 'Error Trigger',
  group: 'trigger',
  words: ['error trigger'],
  description: 'Starts this workflow when another workflow that names it as its error workflow fails.',
  documentation: [
    "Name this workflow in another workflow's settings as its error workflow. When a run of that workflow",
    'fails (a run started by a trigger, not one started by hand), this workflow runs from here with one item:',
    '`{execution: {id, error: {message}, lastNodeExecuted, mode}, workflow: {id, name}}`, as in n8n. It runs',
    'its active version, or its draft while it is inactive. Run by hand, the node gives an example item.',
    'A failing error workflow never starts another error workflow.',
  ].join(' '),
  inputs: 0,
  outputs: ['Output'],
  parameters: z.object({}),
  imports: {
    n8n: ['n8n-nodes-base.errorTrigger'],
  },
  execute: async (_ctx, [items = []]) => [
    items.length === 0 || items.every(isEmpty) ? [{ json: structuredClone(EXAMPLE_ERROR_ITEM) }] : items,
  ],
});
