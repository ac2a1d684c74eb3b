/**
 * A deployment as one MCP tool (pure): its name (the slug), its description (the workflow's name, the entry
 * node's notes, a form's description) and its input schema (`{message}` for a chat, the form's fields as JSON
 * Schema, else any object), and a run's output as the tool's text.
 */
import type { FormField } from '@common/schemas/webhooks';
import type { WorkflowDocument } from '@common/workflow/document';
import { entryOf } from './invoke';
import { answerText } from './openai-compat';

export interface McpToolSpec {
  name: string;
  description: string;
  inputSchema: { type: 'object'; [key: string]: unknown };
  /** A chat (agent): the tool takes `{message}` and answers the agent's text. */
  chat: boolean;
}

const MAX_DESCRIPTION = 2000;

function fieldSchema(field: FormField): Record<string, unknown> {
  const described = field.placeholder ? { description: field.placeholder } : {};
  switch (field.type) {
    case 'number':
      return { type: 'number', ...described };
    case 'email':
      return { type: 'string', format: 'email', ...described };
    case 'date':
      return { type: 'string', format: 'date', ...described };
    case 'dropdown':
      return { type: 'string', enum: field.options, ...described };
    case 'checkbox':
      return { type: 'array', items: { type: 'string', enum: field.options }, ...described };
    default:
      return { type: 'string', ...described };
  }
}

/** The JSON Schema of a form's fields (each keyed by its label, as the form trigger's item has them). */
export function formInputSchema(fields: FormField[]): McpToolSpec['inputSchema'] {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.label, fieldSchema(f)])),
    required: fields.filter((f) => f.required).map((f) => f.label),
  };
}

function isFormFields(value: unknown): value is FormField[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (f) =>
        f &&
        typeof f === 'object' &&
        typeof (f as FormField).label === 'string' &&
        (f as FormField).label.trim() !== '',
    )
  );
}

export function mcpToolOf(
  slug: string,
  workflow: { name: string; kind: 'workflow' | 'agent' },
  document: WorkflowDocument,
): McpToolSpec {
  const { startNodeId } = entryOf(document, 'mcp', {});
  const entry = document.nodes.find((n) => n.id === startNodeId);
  const chat = entry?.type === 'chat-trigger';
  const lines = [
    chat
      ? `Sends a message to the agent "${workflow.name}" and answers its reply.`
      : `Runs the workflow "${workflow.name}" with the arguments as its input and answers its output.`,
  ];
  if (entry?.notes?.trim()) lines.push(entry.notes.trim());
  const params = entry?.parameters ?? {};
  if (
    entry?.type === 'form-trigger' &&
    typeof params.formDescription === 'string' &&
    params.formDescription.trim()
  ) {
    lines.push(params.formDescription.trim());
  }
  let inputSchema: McpToolSpec['inputSchema'];
  if (chat) {
    inputSchema = {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'The message to the agent.' },
        sessionId: {
          type: 'string',
          description:
            'Names the conversation: calls with the same one continue it (its memory and variables); none: a new one.',
        },
      },
      required: ['message'],
    };
  } else if (entry?.type === 'form-trigger' && isFormFields(params.formFields)) {
    inputSchema = formInputSchema(
      params.formFields.map((f) => ({
        ...f,
        type: f.type ?? 'text',
        required: f.required === true,
        options: Array.isArray(f.options) ? f.options : [],
        placeholder: typeof f.placeholder === 'string' ? f.placeholder : '',
      })),
    );
  } else {
    inputSchema = {
      type: 'object',
      description: 'The workflow’s input: the JSON its trigger receives.',
      additionalProperties: true,
    };
  }
  return { name: slug, description: lines.join('\n\n').slice(0, MAX_DESCRIPTION), inputSchema, chat };
}

/** The tool's answer: an agent's reply, a string as is, anything else as JSON. */
export function toolText(output: unknown, chat: boolean): string {
  if (chat || typeof output === 'string') return answerText(output);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
