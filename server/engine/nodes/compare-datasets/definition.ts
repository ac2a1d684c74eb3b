/** Compare Datasets (n8n's CompareDatasets): pairs the items of two inputs by fields and sorts them four ways. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { rowList } from '../set/n8n-shapes';
import { findMatches, readField } from './find-matches';

/** The newest n8n Compare Datasets version, whose behaviour ours follows unless told another. */
export const LATEST_N8N_VERSION = 2.3;

const parameters = z.object({
  mergeByFields: rowList(
    z.object({ field1: z.string().default(''), field2: z.string().default('') }),
    'values',
  ),
  resolve: z.enum(['preferInput1', 'preferInput2', 'mix', 'includeBoth']).default('includeBoth'),
  preferWhenMix: z.enum(['input1', 'input2']).default('input1'),
  exceptWhenMix: z.string().default(''),
  fuzzyCompare: z.boolean().default(false),
  /** The n8n version whose details to follow (an imported node's `typeVersion`; see find-matches.ts). */
  n8nVersion: z.number().min(1).default(LATEST_N8N_VERSION),
  options: z
    .object({
      skipFields: z.string().default(''),
      disableDotNotation: z.boolean().default(false),
      multipleMatches: z.enum(['first', 'all']).default('first'),
    })
    .prefault({}),
});

const isEmptyJson = (item: Item) => Object.keys(item.json).length === 0;

/** Before n8n 2.2 a match field that no item of an input has was an error. */
function checkFieldsPresent(input: Item[], fields: string[], dots: boolean, label: string): void {
  if (input.length === 0) return;
  for (const field of fields) {
    const present = input.some((item) =>
      dots ? readField(item.json, field, true) !== undefined : Object.hasOwn(item.json, field),
    );
    if (!present) throw new Error(`Field '${field}' is not present in any of items in '${label}'`);
  }
}

export const compareDatasetsNode = defineNode({
  type: 'compare-datasets',
  version: 1,
  displayName: 'Compare Datasets',
  group: 'data',
  words: ['compare datasets', 'compare two lists'],
  description: 'Compares the items of two inputs: in A only, the same, different, in B only.',
  documentation: [
    'Items of input A and input B are paired when the fields to match are equal (the first match, or every',
    'one). Paired items whose other fields are equal (less the fields to skip) leave on "same"; the others on',
    '"different": A\'s version, B\'s, a mix (one version with the listed fields from the other) or both',
    '(`{keys, same, different: {field: {inputA, inputB}}}`). Unpaired items leave on "in A only" and "in B',
    'only". Fuzzy compare treats 3 and "3", true and "true", null and "" as equal. Items without fields are',
    'ignored.',
  ].join(' '),
  inputs: 2,
  parameterItems: 'first',
  outputs: ['In A only', 'Same', 'Different', 'In B only'],
  parameters,
  async execute(ctx, [inputA = [], inputB = []]) {
    const p = ctx.parameters();
    const fields = p.mergeByFields;
    if (
      fields.length === 0 ||
      (fields.length === 1 && fields[0]?.field1 === '' && fields[0]?.field2 === '')
    ) {
      throw new Error('You need to define at least one pair of fields in "Fields to Match" to match on');
    }
    fields.forEach(({ field1, field2 }, i) => {
      if (field1 === '' || field2 === '') {
        throw new Error(
          `You need to define both fields in "Fields to Match" for pair ${i + 1}, field 1 = '${field1}', field 2 = '${field2}'`,
        );
      }
    });
    const a = inputA.filter((item) => !isEmptyJson(item));
    const b = inputB.filter((item) => !isEmptyJson(item));
    const dots = !p.options.disableDotNotation;
    if (p.n8nVersion < 2.2) {
      checkFieldsPresent(
        a,
        fields.map((f) => f.field1),
        dots,
        'Input A',
      );
      checkFieldsPresent(
        b,
        fields.map((f) => f.field2),
        dots,
        'Input B',
      );
    }
    return findMatches(a, b, {
      fields,
      resolve: p.resolve,
      preferWhenMix: p.preferWhenMix,
      exceptWhenMix: p.exceptWhenMix,
      fuzzyCompare: p.fuzzyCompare,
      skipFields: p.options.skipFields,
      disableDotNotation: p.options.disableDotNotation,
      multipleMatches: p.options.multipleMatches,
      version: p.n8nVersion,
    });
  },
});
