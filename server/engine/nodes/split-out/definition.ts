/** Split Out (n8n's SplitOut): one item per entry of a list field (several fields are split side by side). */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { definedOnly, deletePath, fieldList, getPath, setPath, splitPath } from '../set/field-path';

const parameters = z.object({
  /** One field, or several separated by commas: their n-th entries go into the n-th item. */
  fieldToSplitOut: z.string().default(''),
  include: z.enum(['noOtherFields', 'allOtherFields', 'selectedOtherFields']).default('noOtherFields'),
  fieldsToInclude: z.union([z.string(), z.array(z.string())]).default(''),
  /** The field each new item holds its entry in (one per split field); by default the split field's name. */
  destinationFieldName: z.string().default(''),
  disableDotNotation: z.boolean().default(false),
  /** An item without the field is an error instead of giving nothing (n8n's Item Lists before 2.1). */
  requireField: z.boolean().default(false),
  /** A field holding no list or object is an error instead of one entry (n8n's Item Lists before 2.2). */
  requireList: z.boolean().default(false),
  /** n8n keeps these settings here; they win over the ones above. */
  options: z
    .object({ destinationFieldName: z.string().optional(), disableDotNotation: z.boolean().optional() })
    .default({}),
});

type Parameters = z.output<typeof parameters>;

/** A list splits into its entries, an object into its values, anything else is one entry; nothing is none. */
function entriesOf(value: unknown): unknown[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [value];
}

/**
 * The destination fields, each checked as a path: a name reaching an object's prototype is refused, as
 * n8n does ("Invalid destination field name"), rather than silently left out.
 */
function destinationsOf(p: Parameters): string[] {
  const destinations = fieldList(p.destinationFieldName);
  for (const name of destinations) {
    try {
      splitPath(name, !p.disableDotNotation);
    } catch {
      throw new Error(`Invalid destination field name "${name}" (parameter destinationFieldName).`);
    }
  }
  return destinations;
}

function splitItem(item: Item, p: Parameters, fields: string[]): Item[] {
  const dots = !p.disableDotNotation;
  const destinations = destinationsOf(p);
  if (destinations.length > 0 && destinations.length !== fields.length) {
    throw new Error(
      'If multiple fields to split out are given, the same number of destination fields must be given',
    );
  }
  /** Per new item: the object entry that becomes the item itself, or the [path, entry] pairs to set. */
  const rows: { spread?: Record<string, unknown>; fields: [string, unknown, boolean][] }[] = [];
  fields.forEach((field, f) => {
    const name = destinations[f] ?? field;
    const value = getPath(item.json, field, dots);
    if (value === undefined && p.requireField) {
      throw new Error(`Couldn't find the field '${field}' in the input data`);
    }
    if (value !== undefined && (typeof value !== 'object' || value === null) && p.requireList) {
      throw new Error(`The provided field '${field}' is not an array or object`);
    }
    entriesOf(value).forEach((entry, e) => {
      const row = rows[e] ?? { fields: [] };
      const merge = typeof entry === 'object' && entry !== null && !Array.isArray(entry);
      // As n8n: an object entry becomes the item itself only when nothing else goes into it.
      if (merge && p.include === 'noOtherFields' && destinations.length === 0 && fields.length === 1) {
        row.spread = structuredClone(entry as Record<string, unknown>);
      } else row.fields.push([name, structuredClone(entry), destinations[f] !== undefined]);
      rows[e] = row;
    });
  });
  return rows.map((row) => {
    const json: Record<string, unknown> = { ...row.spread };
    if (p.include === 'allOtherFields') {
      Object.assign(json, structuredClone(item.json));
      for (const field of fields) deletePath(json, field, dots);
    }
    // A destination is a path (n8n: `data.foo` gives `{ data: { foo } }`) unless dots are off; without
    // one, the entry goes under the split field's name as it is written.
    for (const [name, entry, isPath] of row.fields) {
      if (isPath) setPath(json, name, entry, dots);
      else json[name] = entry;
    }
    if (p.include === 'selectedOtherFields') {
      for (const field of fieldList(p.fieldsToInclude))
        json[field] = structuredClone(getPath(item.json, field, dots));
    }
    return { json };
  });
}

export const splitOutNode = defineNode({
  type: 'split-out',
  version: 1,
  displayName: 'Split Out',
  group: 'data',
  words: ['split out', 'split'],
  description: 'Turns a list inside an item into separate items.',
  documentation: [
    'Each entry of the list at "field to split out" becomes an item (an object splits into its values): an',
    "object entry becomes the item's fields when no other fields are included, any other entry is stored",
    "under the field's name (or the destination field). Several fields, separated by commas, are split side",
    'by side. Other fields of the original item are left out, all copied, or only the listed ones copied.',
    'Items without the field give nothing (or stop, with "require field"); a field holding no list or object',
    'is one entry (or stops, with "require list").',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.splitOut'],
  },
  async execute(ctx, [input = []]) {
    return [
      input.flatMap((item, i) => {
        const raw = ctx.parameters(i);
        const p = { ...raw, ...definedOnly(raw.options) };
        const fields = fieldList(p.fieldToSplitOut);
        if (fields.length === 0) throw new Error('Enter the field to split out.');
        if (p.include === 'selectedOtherFields' && fieldList(p.fieldsToInclude).length === 0) {
          throw new Error('No fields specified. Please add a field to include.');
        }
        return splitItem(item, p, fields);
      }),
    ];
  },
});
