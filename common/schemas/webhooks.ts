/**
 * Webhook and form triggers (issue 8 item 6, issue 9 item 5): the paths they answer at, the fields of a
 * form and the check of a submission (the server validates with it; the hosted form page will too), and
 * the payloads of the webhook and form API.
 */
import { z } from 'zod';

export const WEBHOOK_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];

export const WEBHOOK_PATH_MAX = 200;

const trimmedPath = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/^\/+|\/+$/g, '') : v);
const SEGMENT = '[A-Za-z0-9._~-]+';
const PATH_RULE = 'A path is made of letters, digits, ".", "_", "~" and "-", in segments separated by "/".';

/** A path under /api/forms/: segments of letters, digits and `._~-`, without outer slashes. */
export const formPathSchema = z.preprocess(
  trimmedPath,
  z
    .string()
    .min(1, 'A path is needed.')
    .max(WEBHOOK_PATH_MAX)
    .regex(new RegExp(`^${SEGMENT}(/${SEGMENT})*$`), PATH_RULE),
);

/**
 * A path under /webhook/: as a form's, and a segment may be a parameter (`orders/:id`) whose value reaches
 * the item's `params`, as in n8n.
 */
export const webhookPathSchema = z.preprocess(
  trimmedPath,
  z
    .string()
    .min(1, 'A path is needed.')
    .max(WEBHOOK_PATH_MAX)
    .regex(
      new RegExp(`^(${SEGMENT}|:[A-Za-z_][A-Za-z0-9_]*)(/(${SEGMENT}|:[A-Za-z_][A-Za-z0-9_]*))*$`),
      `${PATH_RULE} A segment ":name" takes any value, given in the item's params.`,
    ),
);

/** How a webhook or form answers its caller (n8n's "Respond" option). */
export const RESPONSE_MODES = ['onReceived', 'lastNode', 'responseNode'] as const;
export type ResponseMode = (typeof RESPONSE_MODES)[number];

/** What "when the last node finishes" answers with. */
export const LAST_NODE_RESPONSE_DATA = ['first-item', 'all-items', 'no-data'] as const;

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'email',
  'date',
  'dropdown',
  'checkbox',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

const CHOICE_TYPES: readonly FormFieldType[] = ['dropdown', 'checkbox'];

export const formFieldSchema = z
  .object({
    /** Shown above the field; also the key of its value in the trigger's item (as in n8n). */
    label: z.string().trim().min(1, 'A field needs a label.').max(200),
    type: z.enum(FORM_FIELD_TYPES).default('text'),
    required: z.boolean().default(false),
    /** The choices of a dropdown (one) or checkboxes (any number). */
    options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    placeholder: z.string().max(200).default(''),
  })
  .refine((f) => !CHOICE_TYPES.includes(f.type) || f.options.length > 0, {
    path: ['options'],
    message: 'A dropdown or checkbox field needs at least one option.',
  });
export type FormField = z.output<typeof formFieldSchema>;

export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(100)
  .refine((fields) => new Set(fields.map((f) => f.label)).size === fields.length, {
    message: 'Two fields of a form cannot have the same label.',
  });

export const FORM_TEXT_MAX = 10_000;

function fieldValueSchema(field: FormField): z.ZodType {
  const requiredText = 'This field is required.';
  switch (field.type) {
    case 'number':
      return field.required
        ? z.number({ error: 'Enter a number.' })
        : z.number({ error: 'Enter a number.' }).nullable().default(null);
    case 'email':
      return field.required
        ? z.email('Enter a valid e-mail address.')
        : z.union([z.literal(''), z.email('Enter a valid e-mail address.')]).default('');
    case 'date':
      return field.required
        ? z.iso.date('Enter a date as YYYY-MM-DD.')
        : z.union([z.literal(''), z.iso.date('Enter a date as YYYY-MM-DD.')]).default('');
    case 'dropdown': {
      const choice = z.enum(field.options as [string, ...string[]], 'Choose one of the options.');
      return field.required ? choice : z.union([z.literal(''), choice]).default('');
    }
    case 'checkbox': {
      const choices = z
        .array(z.enum(field.options as [string, ...string[]], 'Choose among the options.'))
        .refine((v) => new Set(v).size === v.length, 'Each option can be checked once.');
      return field.required ? choices.min(1, 'Check at least one option.') : choices.default([]);
    }
    default: {
      const text = z.string({ error: 'Enter some text.' }).max(FORM_TEXT_MAX);
      return field.required ? text.trim().min(1, requiredText) : text.default('');
    }
  }
}

/**
 * The check of one submission of a form with `fields`: values keyed by label; an optional field left out
 * gets its empty value (as n8n's form gives), and keys that are not fields are refused.
 */
export function formSubmissionSchema(fields: readonly FormField[]) {
  return z.strictObject(Object.fromEntries(fields.map((f) => [f.label, fieldValueSchema(f)])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `This form has no field named ${issue.keys.join(', ')}.`
        : undefined,
  });
}

/** The definition of an active form, as the hosted form page reads it. */
export const formDefinitionSchema = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(formFieldSchema),
  submitLabel: z.string(),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** A submission: values keyed by field label. */
export const formSubmissionBodySchema = z.record(z.string(), z.unknown());

/** The builder's test webhook: the next request within the window runs the draft. */
export const TEST_WEBHOOK_WINDOW_MS = 120_000;

export const webhookListenSchema = z.object({
  listening: z.array(z.object({ method: z.enum(WEBHOOK_METHODS), path: z.string(), url: z.string() })),
  expiresAt: z.string(),
});
export type WebhookListen = z.infer<typeof webhookListenSchema>;
