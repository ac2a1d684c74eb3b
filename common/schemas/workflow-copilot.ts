/**
 * The copilot at /builder-classic (issue 10 item 5): a chat message and the document in, structured edits
 * out. Nodes are named by their names (what a person and a model read); the server checks every operation
 * against the document and answers only ones that apply, in order, with exact names.
 */
import { z } from 'zod';
import {
  MAX_NODE_NAME_LENGTH,
  nodeNameSchema,
  nodeParametersSchema,
  nodePositionSchema,
  nodeTypeSchema,
  workflowDocumentSchema,
  workflowIdSchema,
} from '../workflow/document';

export const COPILOT_MESSAGE_MAX = 2000;
export const COPILOT_MAX_OPERATIONS = 60;

const nodeRefSchema = z.string().trim().min(1, 'Name a node.').max(MAX_NODE_NAME_LENGTH);
const portSchema = z.number().int().min(0).max(99);
/** `url`, `options.timeout`, `conditions.conditions.0.rightValue`: a dotted path into the parameters. */
export const parameterPathSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, 'A parameter path is names joined by dots, such as "url".')
  .max(200);

export const addNodeOperationSchema = z.object({
  op: z.literal('addNode'),
  type: nodeTypeSchema,
  typeVersion: z.number().int().min(1).optional(),
  name: nodeNameSchema,
  parameters: nodeParametersSchema.default({}),
  position: nodePositionSchema.optional(),
});
export const connectOperationSchema = z.object({
  op: z.literal('connect'),
  from: nodeRefSchema,
  to: nodeRefSchema,
  output: portSchema.default(0),
  input: portSchema.default(0),
});
export const setParameterOperationSchema = z.object({
  op: z.literal('setParameter'),
  node: nodeRefSchema,
  path: parameterPathSchema,
  value: z.unknown().refine((v) => v !== undefined, 'A parameter needs a value (null clears it).'),
});
export const removeNodeOperationSchema = z.object({ op: z.literal('removeNode'), node: nodeRefSchema });
export const renameNodeOperationSchema = z.object({
  op: z.literal('renameNode'),
  node: nodeRefSchema,
  name: nodeNameSchema,
});
export const disconnectOperationSchema = z.object({
  op: z.literal('disconnect'),
  from: nodeRefSchema,
  to: nodeRefSchema,
  /** Absent: every wire from `from` to `to`. */
  output: portSchema.optional(),
  input: portSchema.optional(),
});

export const copilotOperationSchema = z.discriminatedUnion('op', [
  addNodeOperationSchema,
  connectOperationSchema,
  setParameterOperationSchema,
  removeNodeOperationSchema,
  renameNodeOperationSchema,
  disconnectOperationSchema,
]);
export type CopilotOperation = z.output<typeof copilotOperationSchema>;
export type CopilotOperationKind = CopilotOperation['op'];

export const copilotTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000),
});

export const copilotRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(2, 'Say what to change in the workflow.')
    .max(COPILOT_MESSAGE_MAX, `Keep the message under ${COPILOT_MESSAGE_MAX} characters.`),
  document: workflowDocumentSchema,
  /** Ids of the selected nodes: "after this one", "set its URL". */
  selection: z.array(workflowIdSchema).max(1000).optional(),
  /** The chat so far, oldest first (the model reads it; the offline interpreter does not). */
  history: z.array(copilotTurnSchema).max(20).optional(),
});
export type CopilotRequest = z.output<typeof copilotRequestSchema>;

export const COPILOT_SOURCES = ['model', 'offline'] as const;

export const copilotAnswerSchema = z.object({
  operations: z.array(copilotOperationSchema),
  explanation: z.string(),
  source: z.enum(COPILOT_SOURCES),
  /** Operations dropped as invalid, and values the person should check. */
  warnings: z.array(z.string()),
});
export type CopilotAnswer = z.output<typeof copilotAnswerSchema>;

export const COPILOT_EXAMPLES = [
  'Add an HTTP request to https://api.example.com/orders after Webhook',
  'Send an e-mail to ops@example.com',
  'Build me a workflow that e-mails ops@example.com when a webhook receives a POST',
  'Remove the HTTP Request',
] as const;
