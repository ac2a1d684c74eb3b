import { z } from 'zod';
import { defineNode } from '../definition';

/**
 * Where a run started by hand begins. The executor gives a trigger no input; what the run was started
 * with (the trigger's items) reaches it as pin data, so this node only supplies n8n's default.
 */
export const manualTriggerNode = defineNode({
  type: 'manual-trigger',
  version: 1,
  displayName: 'Manual Trigger',
  group: 'trigger',
  words: ['manual trigger', 'manual start'],
  description: 'Starts the workflow when you run it by hand.',
  documentation:
    'Runs when you press "Run workflow" in the builder or start a run from the CLI or the API. It outputs the items the run was started with, or one empty item when there are none, so the next node runs once.',
  inputs: 0,
  outputs: ['Output'],
  parameters: z.object({}),
  imports: {
    n8n: ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.start'],
    dify: ['start'],
  },
  execute: async (_ctx, [items = []]) => [items.length > 0 ? items : [{ json: {} }]],
});
