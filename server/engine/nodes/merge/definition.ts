import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import { combineByFields } from './combine-by-fields';
import { mergeByKeyV1 } from './key-modes-v1';
import { type ClashHandling, clashHandlingSchema, mergePair, withSuffix } from './merge-objects';

const parameters = z.object({
  /** The `legacy…` modes are Merge v1's key modes, kept for imported n8n files (key-modes-v1.ts). */
  mode: z
    .enum([
      'append',
      'combineByFields',
      'combineByPosition',
      'combineAll',
      'chooseBranch',
      'legacyKeepKeyMatches',
      'legacyRemoveKeyMatches',
      'legacyMergeByKey',
    ])
    .default('append'),
  /** The legacy key modes: input 1's and input 2's key field, and when input 2's fields are copied. */
  propertyName1: z.string().default(''),
  propertyName2: z.string().default(''),
  overwrite: z.enum(['always', 'undefined', 'blank']).default('always'),
  /** combineByFields: pairs of field names that must be equal (input 1's field, input 2's field). */
  fields: z.array(z.object({ field1: z.string(), field2: z.string() })).default([]),
  joinMode: z
    .enum(['keepMatches', 'keepNonMatches', 'keepEverything', 'enrichInput1', 'enrichInput2'])
    .default('keepMatches'),
  /** keepMatches: the merged items, or the matching items of one input only (keepNonMatches likewise). */
  outputDataFrom: z.enum(['both', 'input1', 'input2']).default('both'),
  /** combineByPosition: keep the items that have no partner (of both inputs, or of input 1 only). */
  includeUnpaired: z.union([z.boolean(), z.literal('input1')]).default(false),
  /** chooseBranch: which input's items to output once both have arrived, or one empty item. */
  chooseBranch: z.enum(['input1', 'input2', 'empty']).default('input1'),
  /** n8n's Merge options, under n8n's names. */
  options: z
    .object({
      clashHandling: clashHandlingSchema,
      multipleMatches: z.enum(['all', 'first']).default('all'),
      fuzzyCompare: z.boolean().default(false),
      disableDotNotation: z.boolean().default(false),
      /** n8n before Merge 2.1 failed when no item of an input has a field to match. */
      fieldsMustExist: z.boolean().default(false),
    })
    .prefault({}),
});

/** "Prefer input 1" swaps the inputs; "add suffix" renames every key of each input first. */
function prepared(clash: ClashHandling, first: Item[], second: Item[]): [Item[], Item[]] {
  if (clash.resolveClash === 'preferInput1') return [second, first];
  if (clash.resolveClash === 'addSuffix') return [withSuffix(first, '1'), withSuffix(second, '2')];
  return [first, second];
}

function combineByPosition(p: z.output<typeof parameters>, input1: Item[], input2: Item[]): Item[] {
  const clash = p.options.clashHandling.values;
  const [a, b] = prepared(clash, input1, input2);
  const keep = p.includeUnpaired;
  if (a.length === 0) return keep === true ? b : [];
  if (b.length === 0) return keep ? a : [];
  const length =
    keep === true
      ? Math.max(a.length, b.length)
      : keep === 'input1'
        ? input1.length
        : Math.min(a.length, b.length);
  return Array.from({ length }, (_, i) => {
    const x = a[i];
    const y = b[i];
    return x && y ? mergePair(clash, x, y) : ((x ?? y) as Item);
  });
}

function combineAll(p: z.output<typeof parameters>, input1: Item[], input2: Item[]): Item[] {
  const clash = p.options.clashHandling.values;
  const [a, b] = prepared(clash, input1, input2);
  return a.flatMap((x) => b.map((y) => mergePair(clash, x, y)));
}

export const mergeNode = defineNode({
  type: 'merge',
  version: 1,
  displayName: 'Merge',
  group: 'flow',
  words: ['merge', 'join'],
  description: 'Joins the items of two branches.',
  documentation:
    'Waits for both inputs, then: Append outputs the items of input 1 and then those of input 2. Combine by fields matches items whose fields are equal and merges them (on a clash input 2 wins, unless you prefer input 1 or add a suffix to both); keep only matches, only non-matches, everything, or enrich one input with the other. Combine by position merges the first item of each input, then the second, and so on. Combine all merges every item of input 1 with every item of input 2. Choose branch outputs the items of one input (or one empty item) once both have arrived. Merging is deep (nested fields are merged) unless you choose shallow. If one branch never delivers, Merge runs with what it has, as in n8n.',
  inputs: 2,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: [{ type: 'n8n-nodes-base.merge', oldestParameterVersion: 3 }],
  },
  execute: async (ctx, [first = [], second = []]) => {
    const p = ctx.parameters();
    switch (p.mode) {
      case 'append':
        return [[...first, ...second]];
      case 'combineByFields':
        return [
          combineByFields(
            {
              fields: p.fields,
              joinMode: p.joinMode,
              outputDataFrom: p.outputDataFrom,
              clash: p.options.clashHandling.values,
              multipleMatches: p.options.multipleMatches,
              fuzzyCompare: p.options.fuzzyCompare,
              disableDotNotation: p.options.disableDotNotation,
              fieldsMustExist: p.options.fieldsMustExist,
            },
            first,
            second,
          ),
        ];
      case 'combineByPosition':
        return [combineByPosition(p, first, second)];
      case 'combineAll':
        return [combineAll(p, first, second)];
      case 'chooseBranch':
        return [p.chooseBranch === 'input1' ? first : p.chooseBranch === 'input2' ? second : [{ json: {} }]];
      case 'legacyKeepKeyMatches':
      case 'legacyRemoveKeyMatches':
      case 'legacyMergeByKey': {
        const mode =
          p.mode === 'legacyKeepKeyMatches'
            ? 'keepKeyMatches'
            : p.mode === 'legacyRemoveKeyMatches'
              ? 'removeKeyMatches'
              : 'mergeByKey';
        return [mergeByKeyV1({ ...p, mode }, first, second)];
      }
    }
  },
});
