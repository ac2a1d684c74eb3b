import {
  LAST_NODE_RESPONSE_DATA,
  RESPONSE_MODES,
  WEBHOOK_METHODS,
  webhookPathSchema,
} from '@common/schemas/webhooks';
import { z } from 'zod';
import { defineNode } from '../definition';
import { webhookFromN8n } from './n8n-shapes';

/** Calls a workflow may take per minute by default: a bound on a runaway caller, well above real traffic. */
export const WEBHOOK_DEFAULT_RATE_PER_MINUTE = 60_000;

/**
 * Read by the server when the workflow is activated (the path, method, caller check and how to answer),
 * not per request; expressions are not evaluated here, as n8n registers a webhook's path statically.
 */
export const webhookTriggerParameters = z.preprocess(
  webhookFromN8n,
  z
    .object({
      httpMethod: z.enum(WEBHOOK_METHODS).default('GET'),
      /** Where it answers; `<workflow id>/<node id>` when left empty (stable and unique, like n8n's webhook id). */
      path: webhookPathSchema.optional(),
      authentication: z.enum(['none', 'header', 'basic']).default('none'),
      /** The credential holding the header's name and value, or the user name and password. */
      credentialId: z.string().min(1).optional(),
      responseMode: z.enum(RESPONSE_MODES).default('onReceived'),
      responseCode: z.number().int().min(200).max(599).default(200),
      responseData: z.enum(LAST_NODE_RESPONSE_DATA).default('first-item'),
      rateLimitPerMinute: z.number().int().min(1).max(1_000_000).default(WEBHOOK_DEFAULT_RATE_PER_MINUTE),
    })
    .refine((p) => p.authentication === 'none' || p.credentialId !== undefined, {
      path: ['credentialId'],
      message: 'Choose the credential that callers must present.',
    }),
);
export type WebhookTriggerParameters = z.output<typeof webhookTriggerParameters>;

export const webhookTriggerNode = defineNode({
  type: 'webhook-trigger',
  version: 1,
  displayName: 'Webhook',
  group: 'trigger',
  words: ['webhook trigger', 'webhook'],
  description: 'Starts the workflow when another system calls its URL.',
  documentation: [
    'Once the workflow is active, a request with the chosen method to /webhook/<path> runs the active version; in the builder, "Listen for a test call" makes the next request to /webhook-test/<path> (within 2 minutes) run the draft.',
    "A path segment written `:name` (as in `orders/:id`) takes any value. The item has the request's `headers`, `params` (the values of those segments), `query` and `body` (JSON, form fields or text; any other body arrives as the binary property `data`, with its MIME type), as in n8n.",
    "Authentication: none, a header (a credential with the header's `name` and `value`) or basic auth (a credential with `user` and `password`); a caller without it is refused before anything runs.",
    'Respond: immediately (`{"message":"Workflow was started"}` with the response code, or nothing with "no data"), when the last node finishes (its first item\'s JSON, all items as a list, or nothing; a failed run answers 500 `{"message":"Error in workflow"}`), or through a Respond to Webhook node (a run that ends without one answers `{"message":"Workflow executed successfully"}`).',
    'Bodies over 16 MB are refused (413); each workflow takes at most "rate limit per minute" calls (429 beyond).',
  ].join('\n\n'),
  inputs: 0,
  outputs: ['Output'],
  parameters: webhookTriggerParameters,
  // The request arrives as the trigger's items; a manual run without items still runs the next node once.
  starting: { parameters: { httpMethod: 'POST' }, freshPath: 'hook' },
  imports: {
    n8n: ['n8n-nodes-base.webhook'],
  },
  execute: async (_ctx, [items = []]) => [items.length > 0 ? items : [{ json: {} }]],
});
