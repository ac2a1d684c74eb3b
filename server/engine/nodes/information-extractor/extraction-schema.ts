/** The JSON Schema an information extractor fills: from attributes, from an example, or written out. */
import type { JsonSchema } from '../ai/structured-output';
import { readJsonSchema } from '../ai/structured-output';

export interface Attribute {
  name: string;
  type: 'string' | 'number' | 'boolean' | 'date';
  description: string;
  required: boolean;
}

export function schemaFromAttributes(attributes: Attribute[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      attributes.map((a) => [
        a.name,
        {
          type: a.type === 'date' ? 'string' : a.type,
          description: a.type === 'date' ? `${a.description} (a date, ISO 8601)`.trim() : a.description,
        },
      ]),
    ),
    required: attributes.filter((a) => a.required).map((a) => a.name),
  };
}

/** n8n's "from JSON example": every field of the example, of its type, optional. */
export function schemaFromExample(example: unknown): JsonSchema {
  if (Array.isArray(example))
    return { type: 'array', items: example.length > 0 ? schemaFromExample(example[0]) : {} };
  if (example === null) return { type: 'null' };
  switch (typeof example) {
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(example as Record<string, unknown>).map(([k, v]) => [k, schemaFromExample(v)]),
        ),
      };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return { type: 'string' };
  }
}

export function exampleOf(nodeName: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`Node "${nodeName}": the JSON example is not valid JSON.`);
  }
}

export { readJsonSchema };
