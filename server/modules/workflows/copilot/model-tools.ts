/**
 * The tools the model edits the workflow with, one per operation kind (the router's tool calling), and a
 * tool call read back as an operation. Nodes are named by name, as the document summary shows them.
 */
import type { CopilotOperationKind } from '@common/schemas/workflow-copilot';
import type { AiToolCall, AiToolSpec } from '../../../engine/nodes/ports';

const nodeRef = (description: string) => ({ type: 'string', description });
const port = (description: string) => ({ type: 'integer', minimum: 0, description });

export const COPILOT_TOOLS: (AiToolSpec & { op: CopilotOperationKind })[] = [
  {
    op: 'addNode',
    name: 'add_node',
    description: 'Add a node of a catalogue type. Wire it with connect_nodes afterwards.',
    inputSchema: {
      type: 'object',
      properties: {
        type: { type: 'string', description: 'A node type from the catalogue, e.g. "http-request"' },
        name: { type: 'string', description: 'A unique readable name, e.g. "Fetch orders"' },
        parameters: { type: 'object', description: 'Parameters by the names the catalogue lists' },
      },
      required: ['type', 'name'],
    },
  },
  {
    op: 'connect',
    name: 'connect_nodes',
    description: 'Wire an output of one node to an input of another (outputs and inputs count from 0).',
    inputSchema: {
      type: 'object',
      properties: {
        from: nodeRef('The name of the node the items leave'),
        to: nodeRef('The name of the node the items enter'),
        output: port('Which output of "from" (0 unless it has several, e.g. If: 0 true, 1 false)'),
        input: port('Which input of "to" (0 unless it has several, e.g. Merge)'),
      },
      required: ['from', 'to'],
    },
  },
  {
    op: 'setParameter',
    name: 'set_parameter',
    description: 'Set one parameter of a node; path is its name or a dotted path (options.timeout).',
    inputSchema: {
      type: 'object',
      properties: {
        node: nodeRef('The node name'),
        path: { type: 'string', description: 'The parameter name, or a dotted path into it' },
        value: { description: 'The new value (JSON); null resets it to the default' },
      },
      required: ['node', 'path', 'value'],
    },
  },
  {
    op: 'removeNode',
    name: 'remove_node',
    description: 'Remove a node and its wires.',
    inputSchema: { type: 'object', properties: { node: nodeRef('The node name') }, required: ['node'] },
  },
  {
    op: 'renameNode',
    name: 'rename_node',
    description: 'Give a node a new unique name (expressions that use the old one are rewritten).',
    inputSchema: {
      type: 'object',
      properties: {
        node: nodeRef('The current name'),
        name: { type: 'string', description: 'The new name' },
      },
      required: ['node', 'name'],
    },
  },
  {
    op: 'disconnect',
    name: 'disconnect_nodes',
    description: 'Remove the wires from one node to another (one output/input when given, else all).',
    inputSchema: {
      type: 'object',
      properties: {
        from: nodeRef('The node the wire leaves'),
        to: nodeRef('The node the wire enters'),
        output: port('Only this output of "from"'),
        input: port('Only this input of "to"'),
      },
      required: ['from', 'to'],
    },
  },
];

/** The operation a tool call asks for (its shape is checked with the operation schema after this). */
export function operationOfCall(call: AiToolCall): Record<string, unknown> | null {
  const tool = COPILOT_TOOLS.find((t) => t.name === call.name);
  if (!tool) return null;
  const input = { ...call.input };
  if (tool.op === 'addNode' && input.parameters === undefined) input.parameters = {};
  return { ...input, op: tool.op };
}
