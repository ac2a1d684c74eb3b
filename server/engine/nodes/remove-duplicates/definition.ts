/** Remove Duplicates (n8n's v1 "remove items repeated within current input"): the first of equal items stays. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { canonicalKey, definedOnly, fieldList, getPath, setPath } from '../set/field-path';
import { checkComparedFields, fieldsOf } from './compared-fields';

const fieldNames = z.union([z.string(), z.array(z.string())]).default('');

const parameters = z.object({
  compare: z.enum(['allFields', 'allFieldsExcept', 'selectedFields']).default('allFields'),
  fieldsToExclude: fieldNames,
  fieldsToCompare: fieldNames,
  disableDotNotation: z.boolean().default(false),
  /** Keep only the compared fields in the output. */
  removeOtherFields: z.boolean().default(false),
  /** A compared field of different types between items is an error (off: n8n's Item Lists 3.1 compares them). */
  checkTypes: z.boolean().default(true),
  /** n8n keeps these settings here; they win over the ones above. */
  options: z
    .object({ disableDotNotation: z.boolean().optional(), removeOtherFields: z.boolean().optional() })
    .default({}),
});

type Parameters = z.output<typeof parameters>;

function comparedFields(input: Item[], p: Parameters): string[] {
  const dots = !p.disableDotNotation;
  if (p.compare === 'selectedFields') {
    const fields = fieldList(p.fieldsToCompare);
    if (fields.length === 0) throw new Error('No fields specified. Please add a field to compare on');
    return fields;
  }
  if (p.compare === 'allFieldsExcept') {
    const excluded = fieldList(p.fieldsToExclude);
    if (excluded.length === 0)
      throw new Error('No fields specified. Please add a field to exclude from comparison');
    // As n8n: the first item's fields, less the excluded names.
    return fieldsOf(input[0]?.json ?? {}, dots).filter((f) => !excluded.includes(f));
  }
  return [...new Set(input.flatMap((item) => fieldsOf(item.json, dots)))];
}

export const removeDuplicatesNode = defineNode({
  type: 'remove-duplicates',
  version: 1,
  displayName: 'Remove Duplicates',
  group: 'data',
  words: ['remove duplicates', 'dedupe', 'deduplicate'],
  description: 'Drops items that repeat an earlier one.',
  documentation: [
    'Compares all fields, only the selected fields, or all fields but the listed ones (names separated by',
    'commas; with dot notation nested fields are compared one by one, as `meta.a`). Of items that are equal',
    'there, the first stays. A compared field missing from an item, or of different types between items, is',
    'an error (null is allowed; "check types" off allows any). "Remove other fields" keeps only the compared fields.',
  ].join(' '),
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.removeDuplicates'],
  },
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const raw = ctx.parameters();
    const p = { ...raw, ...definedOnly(raw.options) };
    const dots = !p.disableDotNotation;
    const fields = comparedFields(input, p);
    checkComparedFields(input, fields, dots, p.checkTypes);
    const seen = new Set<string>();
    const kept = input.filter((item) => {
      const key = canonicalKey(fields.map((f) => getPath(item.json, f, dots) ?? null));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (!p.removeOtherFields) return [kept];
    return [
      kept.map((item) => {
        const json: Record<string, unknown> = {};
        for (const f of fields) setPath(json, f, structuredClone(getPath(item.json, f, dots)), dots);
        return { json };
      }),
    ];
  },
});
