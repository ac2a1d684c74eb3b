/** Split Out (n8n's SplitOut): one item per entry of a list field. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { deletePath, fieldList, getPath, hasPath, setPath } from '../set/field-path';

const parameters = z.object({
  fieldToSplitOut: z.string().default(''),
  include: z.enum(['noOtherFields', 'allOtherFields', 'selectedOtherFields']).default('noOtherFields'),
  fieldsToInclude: z.union([z.string(), z.array(z.string())]).default(''),
  /** The field each new item holds its entry in; by default the split field's own name. */
  destinationFieldName: z.string().default(''),
  disableDotNotation: z.boolean().default(false),
});

type Parameters = z.output<typeof parameters>;

/** A list splits into its entries, an object into its values, anything else is one entry (n8n). */
function entriesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [value];
}

function otherFields(item: Item, p: Parameters): Record<string, unknown> {
  const dots = !p.disableDotNotation;
  if (p.include === 'noOtherFields') return {};
  if (p.include === 'allOtherFields') {
    const copy = structuredClone(item.json);
    deletePath(copy, p.fieldToSplitOut, dots);
    return copy;
  }
  const picked: Record<string, unknown> = {};
  for (const field of fieldList(p.fieldsToInclude)) {
    if (hasPath(item.json, field, dots))
      setPath(picked, field, structuredClone(getPath(item.json, field, dots)), dots);
  }
  return picked;
}

function splitItem(item: Item, p: Parameters): Item[] {
  const dots = !p.disableDotNotation;
  if (!hasPath(item.json, p.fieldToSplitOut, dots)) return [];
  const destination = p.destinationFieldName || p.fieldToSplitOut;
  return entriesOf(getPath(item.json, p.fieldToSplitOut, dots)).map((entry) => {
    const json = otherFields(item, p);
    // An object entry becomes the item itself unless it must go under a named field.
    if (
      typeof entry === 'object' &&
      entry !== null &&
      !Array.isArray(entry) &&
      p.destinationFieldName === ''
    ) {
      return { json: { ...json, ...structuredClone(entry as Record<string, unknown>) } };
    }
    setPath(json, destination, structuredClone(entry), p.destinationFieldName === '' ? dots : true);
    return { json };
  });
}

export const splitOutNode = defineNode({
  type: 'split-out',
  version: 1,
  displayName: 'Split Out',
  group: 'data',
  description: 'Turns a list inside an item into separate items.',
  documentation: [
    'Each entry of the list at "field to split out" becomes an item: an object entry becomes the item\'s',
    "fields, any other entry is stored under the field's name (or the destination field). Other fields of",
    'the original item are left out, all copied, or only the listed ones copied. Items without the field',
    'give nothing; a field no item has is an error.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    const out: Item[] = [];
    let found = false;
    input.forEach((item, i) => {
      const p = ctx.parameters(i);
      if (p.fieldToSplitOut.trim() === '') throw new Error('Enter the field to split out.');
      if (hasPath(item.json, p.fieldToSplitOut, !p.disableDotNotation)) found = true;
      out.push(...splitItem(item, p));
    });
    if (input.length > 0 && !found) {
      throw new Error(`The field '${ctx.parameters(0).fieldToSplitOut}' wasn't found in any input item`);
    }
    return [out];
  },
});
