/**
 * What the model is told: the document's shape, the node types it may use (from the engine's catalogue:
 * type, what it does, its outputs and its parameter names), and the JSON Schema its answer must match.
 */
import { countOf } from '@common/plural';
import { nodeCatalogue } from '../../../engine/nodes/catalogue';

/** The answer's envelope, as JSON Schema (sent as the provider's structured-output format). */
export const GENERATED_ANSWER_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'A short name for the workflow' },
    explanation: {
      type: 'string',
      description: 'What the workflow does, step by step, in two to four sentences',
    },
    kind: { type: 'string', enum: ['workflow', 'agent'] },
    nodes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', description: 'letters, digits, _ or -' },
          type: { type: 'string' },
          typeVersion: { type: 'integer' },
          name: { type: 'string' },
          position: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
          parameters: { type: 'object' },
        },
        required: ['id', 'type', 'typeVersion', 'name', 'position', 'parameters'],
      },
    },
    edges: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          source: { type: 'string' },
          sourceOutput: { type: 'integer' },
          target: { type: 'string' },
          targetInput: { type: 'integer' },
        },
        required: ['id', 'source', 'sourceOutput', 'target', 'targetInput'],
      },
    },
  },
  required: ['name', 'explanation', 'nodes', 'edges'],
};

let catalogueText: string | undefined;

/** The node types as the generator and the copilot tell them to a model. */
export function generatorCatalogueText(): string {
  catalogueText ??= nodeCatalogue()
    .filter((entry) => entry.type !== 'placeholder')
    .map((entry) => {
      const properties = Object.keys(
        (entry.parameters.properties as Record<string, unknown> | undefined) ?? {},
      );
      const outputs =
        entry.outputs.length > 3 ? countOf(entry.outputs.length, 'output') : entry.outputs.join(' | ');
      return `- ${entry.type} (v${entry.version}, ${entry.group}, inputs ${entry.inputs}, outputs: ${outputs}): ${entry.description} Parameters: ${properties.join(', ') || 'none'}.`;
    })
    .join('\n');
  return catalogueText;
}

export function generatorSystemPrompt(): string {
  return [
    'You design workflows for the AIZ Platform workflow engine (n8n-like: items flow along edges).',
    'Answer with one JSON object: {name, explanation, kind, nodes, edges}.',
    'Each node: {id, type, typeVersion, name, position: [x, y], parameters}. Ids are unique (letters, digits, _ or -); names are unique and readable.',
    'Each edge: {id, source, sourceOutput, target, targetInput}, joining node ids; outputs and inputs are counted from 0.',
    'Start with exactly one trigger node (a type ending in -trigger). Lay nodes out left to right, 260 apart in x.',
    'Parameters use the names listed below; expressions are strings like "={{ $json.body.email }}" and "Hello {{ $json.name }}".',
    'A webhook trigger gives items {headers, params, query, body}; a chat trigger {chatInput, sessionId}; a form trigger the answers by field label.',
    'Use only these node types:',
    generatorCatalogueText(),
  ].join('\n');
}
