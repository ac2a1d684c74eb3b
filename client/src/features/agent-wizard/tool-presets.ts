/**
 * Node tools the wizard offers as a checklist: nodes of the catalogue that make sense for a model to call,
 * each run with the call's arguments as its item (`={{ $json.x }}` reads argument `x`). Shown only when the
 * server's node catalogue has the node type.
 */
import type { AgentTool } from '@common/schemas/agents';

export type NodeTool = Extract<AgentTool, { kind: 'node' }>;

export interface NodeToolPreset {
  /** The tool's name as the model sees it; also how the wizard recognises it in a saved agent. */
  name: string;
  label: string;
  nodeType: string;
  description: string;
  inputSchema: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

const stringArg = (description: string) => ({ type: 'string', description });

export const NODE_TOOL_PRESETS: readonly NodeToolPreset[] = [
  {
    name: 'search_knowledge',
    label: 'Search knowledge',
    nodeType: 'knowledge-retrieval',
    description:
      "Searches the documents uploaded to this agent's knowledge and returns the best passages with citations.",
    inputSchema: {
      type: 'object',
      properties: { query: stringArg('What to look for, in a few words.') },
      required: ['query'],
    },
    parameters: { query: '={{ $json.query }}', topK: 4 },
  },
  {
    name: 'current_time',
    label: 'Current date and time',
    nodeType: 'date-time',
    description: 'Returns the current date and time.',
    inputSchema: { type: 'object', properties: {} },
    parameters: { operation: 'getCurrentDate' },
  },
  {
    name: 'send_email',
    label: 'Send an e-mail',
    nodeType: 'send-email',
    description: 'Sends a plain-text e-mail through the platform’s mail service.',
    inputSchema: {
      type: 'object',
      properties: {
        to: stringArg('The recipient’s e-mail address.'),
        subject: stringArg('The subject line.'),
        text: stringArg('The body, plain text.'),
      },
      required: ['to', 'subject', 'text'],
    },
    parameters: { to: '={{ $json.to }}', subject: '={{ $json.subject }}', text: '={{ $json.text }}' },
  },
  {
    name: 'hash_text',
    label: 'Hash a text',
    nodeType: 'crypto',
    description: 'Returns the SHA-256 hash (hex) of a text.',
    inputSchema: {
      type: 'object',
      properties: { value: stringArg('The text to hash.') },
      required: ['value'],
    },
    parameters: { action: 'hash', type: 'sha256', value: '={{ $json.value }}', dataPropertyName: 'hash' },
  },
];

export function presetByName(name: string): NodeToolPreset | undefined {
  return NODE_TOOL_PRESETS.find((preset) => preset.name === name);
}

/** The agent tool a checked preset becomes. */
export function toolOfPreset(preset: NodeToolPreset): NodeTool {
  return {
    kind: 'node',
    name: preset.name,
    description: preset.description,
    inputSchema: preset.inputSchema,
    node: {
      id: `tool-${preset.name.replaceAll('_', '-')}`,
      type: preset.nodeType,
      typeVersion: 1,
      name: preset.label,
      position: [0, 0],
      parameters: preset.parameters,
    },
  };
}
