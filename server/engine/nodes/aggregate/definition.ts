/** Aggregate (n8n's Aggregate): many items into one, as lists of field values or as one list of all item data. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { deletePath, fieldList, getPath, hasPath, setPath } from '../set/field-path';

const fieldNames = z.union([z.string(), z.array(z.string())]).default('');

const parameters = z.object({
  aggregate: z
    .enum(['aggregateIndividualFields', 'aggregateAllItemData'])
    .default('aggregateIndividualFields'),
  fieldsToAggregate: z
    .array(
      z.object({
        fieldToAggregate: z.string().min(1),
        renameField: z.boolean().default(false),
        outputFieldName: z.string().default(''),
      }),
    )
    .default([]),
  destinationFieldName: z.string().min(1).default('data'),
  include: z.enum(['allFields', 'specifiedFields', 'allFieldsExcept']).default('allFields'),
  fieldsToInclude: fieldNames,
  fieldsToExclude: fieldNames,
  /** Lists found in the field are flattened into the output list instead of nested. */
  mergeLists: z.boolean().default(false),
  /** Items without the field (or with null) add a null instead of nothing. */
  keepMissing: z.boolean().default(false),
  disableDotNotation: z.boolean().default(false),
});

type Parameters = z.output<typeof parameters>;

function aggregateFields(input: Item[], p: Parameters): Record<string, unknown> {
  const dots = !p.disableDotNotation;
  const json: Record<string, unknown> = {};
  for (const field of p.fieldsToAggregate) {
    const name = field.fieldToAggregate;
    if (!input.some((item) => hasPath(item.json, name, dots))) {
      throw new Error(`The field '${name}' wasn't found in any input item`);
    }
    const values: unknown[] = [];
    for (const item of input) {
      const value = getPath(item.json, name, dots);
      if (value === undefined || value === null) {
        if (p.keepMissing) values.push(value ?? null);
      } else if (p.mergeLists && Array.isArray(value)) values.push(...value);
      else values.push(value);
    }
    const output = field.renameField && field.outputFieldName !== '' ? field.outputFieldName : name;
    // n8n keeps an un-renamed dotted field as one flat key ("a.b": [...]); a renamed one is a path.
    if (field.renameField) setPath(json, output, values, dots);
    else json[output] = values;
  }
  return json;
}

function itemData(item: Item, p: Parameters): Record<string, unknown> {
  if (p.include === 'allFields') return item.json;
  const dots = !p.disableDotNotation;
  if (p.include === 'allFieldsExcept') {
    const copy = structuredClone(item.json);
    for (const field of fieldList(p.fieldsToExclude)) deletePath(copy, field, dots);
    return copy;
  }
  const picked: Record<string, unknown> = {};
  for (const field of fieldList(p.fieldsToInclude)) {
    if (hasPath(item.json, field, dots)) setPath(picked, field, getPath(item.json, field, dots), dots);
  }
  return picked;
}

export const aggregateNode = defineNode({
  type: 'aggregate',
  version: 1,
  displayName: 'Aggregate',
  group: 'data',
  description: 'Combines the items into one item.',
  documentation: [
    '"Individual fields": each listed field becomes a list of its values across the items (optionally',
    'renamed; lists merged; missing values kept as null on request; a field no item has is an error).',
    '"All item data": one list of every item\'s fields (all, only some, or all but some) under the',
    'destination field, `data` by default.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const p = ctx.parameters();
    if (p.aggregate === 'aggregateAllItemData') {
      return [[{ json: { [p.destinationFieldName]: input.map((item) => itemData(item, p)) } }]];
    }
    return [[{ json: aggregateFields(input, p) }]];
  },
});
