import { z } from 'zod';
import { StopRunError } from '../../core';
import { PLACEHOLDER_TYPE, placeholderMessage } from '../../importers/placeholder';
import { defineNode } from '../definition';

/**
 * What an import keeps in place of a node it could not translate (another tool's node type, a Python code
 * step): the original type and raw parameters, so nothing is lost. Reaching it stops the run and says
 * which node it stands for and why, instead of failing as an unknown type.
 */
export const placeholderNode = defineNode({
  type: PLACEHOLDER_TYPE,
  version: 1,
  displayName: 'Placeholder',
  group: 'flow',
  description: 'Stands in for a node an import could not translate; replace it before running.',
  documentation:
    'Imports keep every node. One that has no AIZ counterpart yet becomes a placeholder holding the original type and parameters (never evaluated). A run that reaches it stops with a message naming the original node and the reason, so you know what to replace.',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters: z.object({
    originalType: z.string().default(''),
    source: z.string().optional(),
    reason: z.string().optional(),
    originalParameters: z.unknown().optional(),
  }),
  // Another tool's expressions mean nothing here: they are kept as written, never evaluated.
  literalParameters: ['originalParameters', 'reason'],
  execute: async (ctx) => {
    throw new StopRunError(placeholderMessage(ctx.node.name, ctx.parameters()));
  },
});
