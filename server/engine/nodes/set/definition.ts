/** Edit Fields (n8n's Set, v3): assign typed fields to each item, keeping none, all or some of the others. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { convertValue } from './convert-value';
import { deletePath, fieldList, getPath, hasPath, setPath } from './field-path';
import { rowList } from './n8n-shapes';

const assignmentSchema = z.object({
  name: z.string().min(1),
  type: z.enum(['string', 'number', 'boolean', 'array', 'object']).default('string'),
  value: z.unknown(),
});

const parameters = z.object({
  /** Manual: typed assignments. JSON: one object whose keys are set (n8n's "JSON" mode). */
  mode: z.enum(['manual', 'raw']).default('manual'),
  assignments: rowList(assignmentSchema, 'assignments'),
  /** For JSON mode: an object, or its JSON text (often an expression). */
  jsonOutput: z.union([z.string(), z.record(z.string(), z.unknown())]).default('{}'),
  /** Off (n8n's default): the item holds only the fields set here. */
  includeOtherFields: z.boolean().default(false),
  /** `none` is what n8n 3.3+ files keep when other fields are off: nothing else is kept. */
  include: z.enum(['all', 'selected', 'except', 'none']).default('all'),
  includeFields: z.union([z.string(), z.array(z.string())]).default(''),
  excludeFields: z.union([z.string(), z.array(z.string())]).default(''),
  /** `a.b` sets `{a: {b}}`; off, it is one key named "a.b". */
  dotNotation: z.boolean().default(true),
  /** A value that does not fit its type is kept as it is instead of failing the node. */
  ignoreConversionErrors: z.boolean().default(false),
  /** How values become their type: n8n's current rules, or an older n8n version's (convert-value.ts). */
  conversion: z.enum(['typed', 'typedNullAsText', 'setV1', 'setV2']).default('typed'),
  /** n8n keeps these two settings here; they win over the ones above. */
  options: z
    .object({ dotNotation: z.boolean().optional(), ignoreConversionErrors: z.boolean().optional() })
    .default({}),
});

type SetParameters = z.output<typeof parameters>;

function withOptions(p: SetParameters): SetParameters {
  return {
    ...p,
    dotNotation: p.options.dotNotation ?? p.dotNotation,
    ignoreConversionErrors: p.options.ignoreConversionErrors ?? p.ignoreConversionErrors,
  };
}

function baseJson(json: Record<string, unknown>, p: SetParameters): Record<string, unknown> {
  if (!p.includeOtherFields || p.include === 'none') return {};
  if (p.include === 'all') return structuredClone(json);
  if (p.include === 'except') {
    const copy = structuredClone(json);
    for (const field of fieldList(p.excludeFields)) deletePath(copy, field, p.dotNotation);
    return copy;
  }
  const picked: Record<string, unknown> = {};
  for (const field of fieldList(p.includeFields)) {
    if (hasPath(json, field, p.dotNotation)) {
      setPath(picked, field, structuredClone(getPath(json, field, p.dotNotation)), p.dotNotation);
    }
  }
  return picked;
}

function jsonFields(p: SetParameters, itemIndex: number): Record<string, unknown> {
  let value: unknown = p.jsonOutput;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`The 'JSON Output' in item ${itemIndex} does not contain a valid JSON object`);
  }
  return value as Record<string, unknown>;
}

function editItem(item: Item, p: SetParameters, itemIndex: number): Item {
  const json = baseJson(item.json, p);
  if (p.mode === 'raw') {
    for (const [key, value] of Object.entries(jsonFields(p, itemIndex)))
      setPath(json, key, value, p.dotNotation);
    return item.binary && p.includeOtherFields ? { json, binary: item.binary } : { json };
  }
  for (const a of p.assignments) {
    const value = convertValue(a.name, a.value, a.type, {
      ignoreErrors: p.ignoreConversionErrors,
      conversion: p.conversion,
    });
    setPath(json, a.name, value, p.dotNotation);
  }
  return item.binary && p.includeOtherFields ? { json, binary: item.binary } : { json };
}

export const setNode = defineNode({
  type: 'set',
  version: 1,
  displayName: 'Edit Fields (Set)',
  group: 'data',
  words: ['edit fields', 'set fields', 'set node', 'set'],
  description: 'Sets, adds or overwrites fields on each item.',
  documentation: [
    'Each assignment names a field (a dot path such as `address.city` creates nested objects), its type',
    '(string, number, boolean, array or object: text is converted, JSON text for arrays and objects) and',
    'its value, which may be an expression evaluated per item. By default the output holds only the fields',
    'set here; "include other fields" keeps all of the input, only the listed fields, or all but the listed.',
    'JSON mode sets every key of one JSON object (or JSON text) instead of typed assignments.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  // Flowise's direct reply sets the answer (importers/flowise/translate-agentflow.ts).
  imports: {
    n8n: [{ type: 'n8n-nodes-base.set', oldestParameterVersion: 3 }],
    flowise: ['directReplyAgentflow'],
  },
  async execute(ctx, [input = []]) {
    return [input.map((item, i) => editItem(item, withOptions(ctx.parameters(i)), i))];
  },
});
