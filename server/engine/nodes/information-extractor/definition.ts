/**
 * Pulls structured data out of text (n8n's Information Extractor, Dify's parameter extractor): the fields
 * come from a list of attributes, a JSON example or a JSON Schema, and each item gets `{output}`, the
 * object found. Parameters take n8n's names. Offline, simple patterns only; a required field they cannot
 * find fails the node, saying why.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { AI_TEXT_TOOL_INPUT, itemText } from '../ai/item-text';
import { aiPort, modelPreference, offlineMark } from '../ai/model-call';
import { generateStructured, type JsonSchema, OfflineAnswerError } from '../ai/structured-output';
import { defineNode } from '../definition';
import { rowList } from '../set/n8n-shapes';
import { exampleOf, readJsonSchema, schemaFromAttributes, schemaFromExample } from './extraction-schema';
import { extractOffline } from './offline-extract';

const attribute = z.object({
  name: z.string().trim().min(1).max(200),
  type: z.enum(['string', 'number', 'boolean', 'date']).default('string'),
  description: z.string().max(2000).default(''),
  required: z.boolean().default(false),
});

const parameters = z.object({
  /** The text to read; empty: the item's `chatInput` or `text`. */
  text: z.string().max(200_000).default(''),
  schemaType: z.enum(['fromAttributes', 'fromJson', 'manual']).default('fromAttributes'),
  attributes: rowList(attribute, 'attributes'),
  /** For `fromJson`: an example of the output. */
  jsonSchemaExample: z.string().max(100_000).default(''),
  /** For `manual`: a JSON Schema (object or JSON text). */
  inputSchema: z.union([z.string(), z.record(z.string(), z.unknown())]).default(''),
  systemMessage: z.string().max(20_000).default(''),
  model: z.string().max(200).default(''),
  options: z.object({ systemPromptTemplate: z.string().optional() }).default({}),
});

type Parameters = z.output<typeof parameters>;

function schemaOf(nodeName: string, p: Parameters): JsonSchema {
  if (p.schemaType === 'fromJson') {
    if (!p.jsonSchemaExample.trim())
      throw new Error(`Node "${nodeName}": give a JSON example of the output.`);
    return schemaFromExample(exampleOf(nodeName, p.jsonSchemaExample));
  }
  if (p.schemaType === 'manual') {
    if (typeof p.inputSchema === 'string' && !p.inputSchema.trim())
      throw new Error(`Node "${nodeName}": give the JSON Schema of the output.`);
    return readJsonSchema(nodeName, p.inputSchema);
  }
  if (p.attributes.length === 0)
    throw new Error(`Node "${nodeName}": add at least one attribute to extract.`);
  return schemaFromAttributes(p.attributes);
}

const DEFAULT_INSTRUCTIONS =
  'You are an expert extraction algorithm. Extract only the information the text gives. Leave out a field the text does not give, rather than inventing a value.';

export const informationExtractorNode = defineNode({
  type: 'information-extractor',
  version: 1,
  displayName: 'Information Extractor',
  group: 'ai',
  words: ['information extractor', 'extractor', 'extract'],
  description: 'Pulls the fields you describe out of each item’s text.',
  documentation:
    'Describe the output as attributes (name, type, description, required), as a JSON example, or as a JSON Schema. The AI model reads each item\'s text (empty: its `chatInput` or `text`) and the item becomes `{output}`, the object found, checked against the schema (an invalid reply gets one repair attempt, then the node fails). Tokens and cost count against the run\'s budget. With no AI provider only simple patterns are used: "Field: value" lines, and e-mail addresses, phone numbers, URLs and dates for fields named so; a required field they do not find fails the node, and the item says it was read offline in `_ai`.',
  inputs: 1,
  toolInput: AI_TEXT_TOOL_INPUT,
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['@n8n/n8n-nodes-langchain.informationExtractor'],
    dify: ['parameter-extractor'],
  },
  async execute(ctx, [input = []]) {
    const out: Item[] = [];
    let online = input.length > 0 && aiPort(ctx).hasProvider();
    for (let index = 0; index < input.length; index++) {
      const p = ctx.parameters(index);
      const schema = schemaOf(ctx.node.name, p);
      const text = itemText(ctx.node.name, p.text, input[index]);
      if (online) {
        const answer = await generateStructured(
          ctx,
          {
            system: p.options.systemPromptTemplate || p.systemMessage || DEFAULT_INSTRUCTIONS,
            prompt: text,
            ...(modelPreference(p.model) ? { model: modelPreference(p.model) } : {}),
            temperature: 0,
          },
          schema,
        ).catch((err: unknown) => {
          if (err instanceof OfflineAnswerError) return undefined;
          throw err;
        });
        if (answer) {
          out.push({ json: { output: answer.value } });
          continue;
        }
        online = false;
      }
      const found = extractOffline(text, schema);
      if (found.missing.length > 0)
        throw new Error(
          `Node "${ctx.node.name}": no AI provider is configured, and the offline extractor (which reads "Field: value" lines, e-mail addresses, phone numbers, URLs and dates) found no value for ${found.missing.map((m) => `"${m}"`).join(', ')}. Add a provider's API key, or make the field optional.`,
        );
      out.push({ json: { output: found.value, ...offlineMark('patterns') } });
    }
    return [out];
  },
});
