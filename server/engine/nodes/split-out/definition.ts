/** Split Out (n8n's SplitOut): one item per entry of a list field (several fields are split side by side). */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { definedOnly, deletePath, fieldList, getPath } from '../set/field-path';

const parameters = z.object({
  /** One field, or several separated by commas: their n-th entries go into the n-th item. */
  fieldToSplitOut: z.string().default(''),
  include: z.enum(['noOtherFields', 'allOtherFields', 'selectedOtherFields']).default('noOtherFields'),
  fieldsToInclude: z.union([z.string(), z.array(z.string())]).default(''),
  /** The field each new item holds its entry in (one per split field); by default the split field's name. */
  destinationFieldName: z.string().default(''),
  disableDotNotation: z.boolean().default(false),
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

function splitItem(item: Item, p: Parameters, fields: string[]): Item[] {
  const dots = !p.disableDotNotation;
  const destinations = fieldList(p.destinationFieldName);
  if (destinations.length > 0 && destinations.length !== fields.length) {
    throw new Error(
      'If multiple fields to split out are given, the same number of destination fields must be given',
    );
  }
  const rows: Record<string, unknown>[] = [];
  fields.forEach((field, f) => {
    const name = destinations[f] ?? field;
    entriesOf(getPath(item.json, field, dots)).forEach((entry, e) => {
      const row = rows[e] ?? {};
      const merge = typeof entry === 'object' && entry !== null && !Array.isArray(entry);
      // As n8n: an object entry becomes the item itself only when nothing else goes into it.
      if (merge && p.include === 'noOtherFields' && destinations.length === 0 && fields.length === 1) {
        Object.assign(row, structuredClone(entry));
      } else row[name] = structuredClone(entry);
      rows[e] = row;
    });
  });
  return rows.map((row) => {
    if (p.include === 'allOtherFields') {
      const rest = structuredClone(item.json);
      for (const field of fields) deletePath(rest, field, dots);
      return { json: { ...rest, ...row } };
    }
    if (p.include === 'selectedOtherFields') {
      for (const field of fieldList(p.fieldsToInclude))
        row[field] = structuredClone(getPath(item.json, field, dots));
    }
    return { json: row };
  });
}

export const splitOutNode = defineNode({
  type: 'split-out',
  version: 1,
  displayName: 'Split Out',
  group: 'data',
  description: 'Turns a list inside an item into separate items.',
  documentation: [
    'Each entry of the list at "field to split out" becomes an item (an object splits into its values): an',
    "object entry becomes the item's fields when no other fields are included, any other entry is stored",
    "under the field's name (or the destination field). Several fields, separated by commas, are split side",
    'by side. Other fields of the original item are left out, all copied, or only the listed ones copied.',
    'Items without the field give nothing.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
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
