import {
  formFieldsSchema,
  formPathSchema,
  LAST_NODE_RESPONSE_DATA,
  RESPONSE_MODES,
} from '@common/schemas/webhooks';
import { z } from 'zod';
import { defineNode } from '../definition';
import { WEBHOOK_DEFAULT_RATE_PER_MINUTE } from '../webhook-trigger/definition';
import { formFromN8n } from './n8n-shapes';

export const FORM_SUBMITTED_TEXT = 'Your response has been recorded';

/** Read by the server when the workflow is activated, like the webhook trigger's. */
export const formTriggerParameters = z.preprocess(
  formFromN8n,
  z.object({
    formTitle: z.string().trim().min(1, 'A form needs a title.').max(200).default('Form'),
    formDescription: z.string().max(2000).default(''),
    /** Activation refuses a form without fields; empty here so a new node parses. */
    formFields: formFieldsSchema.default([]),
    /** Where it answers; `<workflow id>/<node id>` when left empty. */
    path: formPathSchema.optional(),
    submitLabel: z.string().trim().min(1).max(60).default('Submit'),
    responseMode: z.enum(RESPONSE_MODES).default('onReceived'),
    responseData: z.enum(LAST_NODE_RESPONSE_DATA).default('first-item'),
    /** What "respond immediately" answers with. */
    formSubmittedText: z.string().max(500).default(FORM_SUBMITTED_TEXT),
    rateLimitPerMinute: z.number().int().min(1).max(1_000_000).default(WEBHOOK_DEFAULT_RATE_PER_MINUTE),
  }),
);
export type FormTriggerParameters = z.output<typeof formTriggerParameters>;

export const formTriggerNode = defineNode({
  type: 'form-trigger',
  version: 1,
  displayName: 'Form',
  group: 'trigger',
  words: ['form trigger', 'form'],
  description: 'Starts the workflow when someone submits a form.',
  documentation: [
    'Describe a form (title, description, fields: text, long text, number, e-mail, date, dropdown, checkboxes; each optionally required). Once the workflow is active, GET /api/forms/<path> gives the form and POST /api/forms/<path> submits it (the hosted form page comes with deployments).',
    'A submission is checked against the fields first: a missing required field or a wrong value answers 400 naming the field, and nothing runs.',
    'The item has one key per field label with its value (an optional field left empty gets an empty value), `submittedAt` (ISO time) and `formMode` ("production"), as in n8n.',
    'Respond as the webhook does: immediately (with the "submitted" text), when the last node finishes, or through a Respond to Webhook node.',
  ].join('\n\n'),
  inputs: 0,
  outputs: ['Output'],
  parameters: formTriggerParameters,
  starting: { parameters: { formTitle: 'Form' }, freshPath: 'form' },
  imports: {
    n8n: ['n8n-nodes-base.formTrigger'],
  },
  execute: async (_ctx, [items = []]) => [items.length > 0 ? items : [{ json: {} }]],
});
