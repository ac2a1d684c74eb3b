/** Remove Duplicates (n8n's v1 "remove items repeated within current input"): the first of equal items stays. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { canonicalKey, fieldList, getPath } from '../set/field-path';

const fieldNames = z.union([z.string(), z.array(z.string())]).default('');

const parameters = z.object({
  compare: z.enum(['allFields', 'allFieldsExcept', 'selectedFields']).default('allFields'),
  fieldsToExclude: fieldNames,
  fieldsToCompare: fieldNames,
  disableDotNotation: z.boolean().default(false),
});

type Parameters = z.output<typeof parameters>;

function comparedPart(item: Item, p: Parameters): unknown {
  if (p.compare === 'allFields') return item.json;
  const dots = !p.disableDotNotation;
  if (p.compare === 'selectedFields')
    return fieldList(p.fieldsToCompare).map((f) => getPath(item.json, f, dots));
  const excluded = new Set(fieldList(p.fieldsToExclude));
  return Object.fromEntries(Object.entries(item.json).filter(([k]) => !excluded.has(k)));
}

export const removeDuplicatesNode = defineNode({
  type: 'remove-duplicates',
  version: 1,
  displayName: 'Remove Duplicates',
  group: 'data',
  description: 'Drops items that repeat an earlier one.',
  documentation: [
    'Compares all fields, only the selected fields, or all fields but the listed ones (names separated by',
    'commas; dot paths reach nested fields). Of items that are equal there, the first stays. Objects are',
    'equal whatever the order of their keys.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    const p = ctx.parameters();
    if (p.compare === 'selectedFields' && fieldList(p.fieldsToCompare).length === 0) {
      throw new Error('No fields specified. Please add a field to compare.');
    }
    const seen = new Set<string>();
    return [
      input.filter((item) => {
        const key = canonicalKey(comparedPart(item, p));
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    ];
  },
});
