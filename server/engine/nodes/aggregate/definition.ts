/** Aggregate (n8n's Aggregate): many items into one, as lists of field values or as one list of all item data. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { definedOnly, fieldList, getPath, setPath } from '../set/field-path';
import { rowList } from '../set/n8n-shapes';

const fieldNames = z.union([z.string(), z.array(z.string())]).default('');

const parameters = z.object({
  aggregate: z
    .enum(['aggregateIndividualFields', 'aggregateAllItemData'])
    .default('aggregateIndividualFields'),
  fieldsToAggregate: rowList(
    z.object({
      fieldToAggregate: z.string().min(1),
      renameField: z.boolean().default(false),
      outputFieldName: z.string().default(''),
    }),
    'fieldToAggregate',
  ),
  destinationFieldName: z.string().min(1).default('data'),
  include: z.enum(['allFields', 'specifiedFields', 'allFieldsExcept']).default('allFields'),
  fieldsToInclude: fieldNames,
  fieldsToExclude: fieldNames,
  /** Lists found in the field are flattened into the output list instead of nested. */
  mergeLists: z.boolean().default(false),
  /** Items without the field (or with null) add a null instead of nothing. */
  keepMissing: z.boolean().default(false),
  disableDotNotation: z.boolean().default(false),
  /** A field no item has is an error (unless missing values are kept), as n8n's Item Lists before 2.1. */
  requireFields: z.boolean().default(false),
  /** One output item per distinct combination of these fields' values (n8n's Aggregate 1 "group by"). */
  groupByFields: fieldNames,
  /** n8n keeps these settings here; they win over the ones above. */
  options: z
    .object({
      mergeLists: z.boolean().optional(),
      keepMissing: z.boolean().optional(),
      disableDotNotation: z.boolean().optional(),
      groupByFields: fieldNames.optional(),
    })
    .default({}),
});

type Parameters = z.output<typeof parameters>;

/** n8n names an un-renamed `a.b` after its last part, `b`; the name is then set as a path. */
function outputNameOf(field: Parameters['fieldsToAggregate'][number], dots: boolean): string {
  if (field.renameField && field.outputFieldName !== '') return field.outputFieldName;
  return dots ? (field.fieldToAggregate.split('.').pop() ?? field.fieldToAggregate) : field.fieldToAggregate;
}

function aggregateFields(input: Item[], p: Parameters): Record<string, unknown> {
  if (p.fieldsToAggregate.length === 0)
    throw new Error('No fields specified. Please add a field to aggregate.');
  const dots = !p.disableDotNotation;
  const json: Record<string, unknown> = {};
  const used = new Set<string>();
  for (const field of p.fieldsToAggregate) {
    const output = outputNameOf(field, dots);
    if (used.has(output)) throw new Error(`The '${output}' output field is used more than once`);
    used.add(output);
    const present = input.some((item) => getPath(item.json, field.fieldToAggregate, dots) !== undefined);
    if (p.requireFields && !present && !p.keepMissing) {
      throw new Error(`Couldn't find the field '${field.fieldToAggregate}' in the input data`);
    }
    const values: unknown[] = [];
    for (const item of input) {
      let value = getPath(item.json, field.fieldToAggregate, dots);
      if (!p.keepMissing) {
        if (value === undefined || value === null) continue;
        if (Array.isArray(value)) value = value.filter((entry) => entry !== null);
      }
      if (p.mergeLists && Array.isArray(value)) values.push(...value);
      else values.push(value ?? null);
    }
    setPath(json, output, values, dots);
  }
  return json;
}

/** All item data: included or excluded by top-level key, as n8n does; an item left with nothing is dropped. */
function itemData(input: Item[], p: Parameters): Record<string, unknown>[] {
  const include = p.include === 'specifiedFields' ? fieldList(p.fieldsToInclude) : [];
  const exclude = p.include === 'allFieldsExcept' ? fieldList(p.fieldsToExclude) : [];
  if (include.length === 0 && exclude.length === 0) return input.map((item) => item.json);
  return input
    .map((item) =>
      Object.fromEntries(
        Object.entries(item.json).filter(
          ([key]) => !exclude.includes(key) && (include.length === 0 || include.includes(key)),
        ),
      ),
    )
    .filter((json) => Object.keys(json).length > 0);
}

/** As lodash's path conflict check in n8n: one path is the other or lies inside it. */
const conflicts = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * Group by: items with the same values in the group fields (scalars only, compared as JSON) go together,
 * groups in order of first appearance; each gives one item with the group values, then its aggregate.
 */
function aggregateGroups(input: Item[], p: Parameters, groupBy: string[]): Item[] {
  const groups = new Map<string, { values: unknown[]; items: Item[] }>();
  for (const item of input) {
    const values = groupBy.map((field) => {
      const value = getPath(item.json, field);
      if (typeof value === 'object' && value !== null) {
        throw new Error(`Field "${field}" has a non-scalar value which cannot be used for grouping.`);
      }
      return value;
    });
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const dots = !p.disableDotNotation;
  const outputs =
    p.aggregate === 'aggregateAllItemData'
      ? [p.destinationFieldName]
      : p.fieldsToAggregate.map((field) => outputNameOf(field, dots));
  for (const output of outputs) {
    const clash = groupBy.find((field) => conflicts(output, field));
    if (clash) throw new Error(`The output field '${output}' conflicts with a Group By field '${clash}'`);
  }
  return [...groups.values()].map(({ values, items }) => {
    const json: Record<string, unknown> = {};
    groupBy.forEach((field, i) => {
      if (values[i] !== undefined) setPath(json, field, values[i]);
    });
    if (p.aggregate === 'aggregateAllItemData') json[p.destinationFieldName] = itemData(items, p);
    else Object.assign(json, aggregateFields(items, p));
    return { json };
  });
}

export const aggregateNode = defineNode({
  type: 'aggregate',
  version: 1,
  displayName: 'Aggregate',
  group: 'data',
  words: ['aggregate'],
  description: 'Combines the items into one item.',
  documentation: [
    '"Individual fields": each listed field becomes a list of its values across the items (optionally',
    'named after the last part of its path unless renamed; lists merged on request; missing and null values',
    'left out, or kept as null on request).',
    '"All item data": one list of every item\'s fields (all, only some, or all but some) under the',
    'destination field, `data` by default (fields chosen by top-level name; an item left empty is dropped).',
    '"Group by fields" (scalar values only) gives one item per distinct combination of their values, in order',
    "of first appearance: the group values, then the aggregate of that group's items.",
  ].join(' '),
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.aggregate'],
  },
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const raw = ctx.parameters();
    const p = { ...raw, ...definedOnly(raw.options) };
    const groupBy = fieldList(p.groupByFields);
    if (groupBy.length > 0) return [aggregateGroups(input, p, groupBy)];
    if (p.aggregate === 'aggregateAllItemData') {
      return [[{ json: { [p.destinationFieldName]: itemData(input, p) } }]];
    }
    return [[{ json: aggregateFields(input, p) }]];
  },
});
