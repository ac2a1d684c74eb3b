import { z } from 'zod';
import { StopRunError } from '../../core';
import { defineNode } from '../definition';

export const stopAndErrorNode = defineNode({
  type: 'stop-and-error',
  version: 1,
  displayName: 'Stop and Error',
  group: 'flow',
  description: 'Fails the run with your message.',
  documentation:
    'When items reach this node the whole run fails with the error message you write (expressions allowed), whatever the retry and "on error" settings say. The error workflow, if the settings name one, then runs.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({ message: z.string().default('Workflow stopped') }),
  execute: async (ctx) => {
    throw new StopRunError(ctx.parameters().message);
  },
});
