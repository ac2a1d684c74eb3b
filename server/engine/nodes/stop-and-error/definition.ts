import { z } from 'zod';
import { StopRunError } from '../../core';
import { defineNode } from '../definition';

const parameters = z.object({
  message: z.string().default('Workflow stopped'),
  /** n8n's Stop and Error: a message (`errorMessage`) or an error object as JSON (`errorObject`). */
  errorType: z.enum(['errorMessage', 'errorObject']).default('errorMessage'),
  errorMessage: z.string().optional(),
  errorObject: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});

const text = (value: unknown): string => (typeof value === 'string' && value.length > 0 ? value : '');

/** As n8n: the object's `message`, else its `description`, else its `error`, else the whole object. */
function messageOf(p: z.output<typeof parameters>): string {
  if (p.errorType === 'errorObject') {
    let object: unknown = p.errorObject ?? {};
    if (typeof object === 'string') {
      try {
        object = JSON.parse(object);
      } catch {
        throw new Error('The error object is not valid JSON (parameter errorObject).');
      }
    }
    const o = (object ?? {}) as Record<string, unknown>;
    return text(o.message) || text(o.description) || text(o.error) || `Error: ${JSON.stringify(object)}`;
  }
  return p.errorMessage ?? p.message;
}

export const stopAndErrorNode = defineNode({
  type: 'stop-and-error',
  version: 1,
  displayName: 'Stop and Error',
  group: 'flow',
  words: ['stop and error'],
  description: 'Fails the run with your message.',
  documentation:
    'When items reach this node the whole run fails with the error message you write (expressions allowed), whatever the retry and "on error" settings say. The error workflow, if the settings name one, then runs. An imported n8n node keeps its message (`errorMessage`) or its error object (`errorObject`: its message, description or error field, else the object itself).',
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.stopAndError'],
  },
  execute: async (ctx) => {
    throw new StopRunError(messageOf(ctx.parameters()));
  },
});
