import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';

const parameters = z.object({
  mode: z.enum(['append', 'combineByFields', 'combineByPosition', 'chooseBranch']).default('append'),
  /** combineByFields: pairs of field names that must be equal (input 1's field, input 2's field). */
  fields: z.array(z.object({ field1: z.string().min(1), field2: z.string().min(1) })).default([]),
  joinMode: z
    .enum(['keepMatches', 'keepNonMatches', 'keepEverything', 'enrichInput1', 'enrichInput2'])
    .default('keepMatches'),
  /** keepMatches: the merged items, or the matching items of one input only. */
  outputDataFrom: z.enum(['both', 'input1', 'input2']).default('both'),
  /** combineByPosition: keep the items of the longer input that have no partner. */
  includeUnpaired: z.boolean().default(false),
  /** chooseBranch: which input's items to output once both have arrived, or one empty item. */
  chooseBranch: z.enum(['input1', 'input2', 'empty']).default('input1'),
});

/** When both inputs have a field, input 2's value wins (n8n's default, "prefer input 2"). */
const combine = (a: Item, b: Item): Item => ({ json: { ...a.json, ...b.json } });

const keyOf = (item: Item, fields: string[]) => JSON.stringify(fields.map((f) => item.json[f] ?? null));

function combineByFields(p: z.output<typeof parameters>, first: Item[], second: Item[]): Item[] {
  // Without a pair every item would match every other (n8n refuses this too).
  if (p.fields.length === 0) throw new Error('Combine by fields needs at least one pair of fields to match.');
  const leftFields = p.fields.map((f) => f.field1);
  const rightFields = p.fields.map((f) => f.field2);
  const byKey = new Map<string, Item[]>();
  for (const item of second) {
    const key = keyOf(item, rightFields);
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  const matchedRight = new Set<Item>();
  const out: Item[] = [];
  const unmatchedLeft: Item[] = [];
  for (const a of first) {
    const matches = byKey.get(keyOf(a, leftFields)) ?? [];
    for (const b of matches) matchedRight.add(b);
    if (matches.length === 0) {
      unmatchedLeft.push(a);
      if (p.joinMode === 'keepEverything' || p.joinMode === 'enrichInput1') out.push(a);
      continue;
    }
    if (p.joinMode === 'keepNonMatches' || p.joinMode === 'enrichInput2') continue;
    if (p.joinMode === 'keepMatches' && p.outputDataFrom === 'input1') {
      out.push(a);
      continue;
    }
    for (const b of matches)
      out.push(p.joinMode === 'keepMatches' && p.outputDataFrom === 'input2' ? b : combine(a, b));
  }
  const unmatchedRight = second.filter((b) => !matchedRight.has(b));
  if (p.joinMode === 'keepNonMatches') return [...unmatchedLeft, ...unmatchedRight];
  if (p.joinMode === 'keepEverything') return [...out, ...unmatchedRight];
  if (p.joinMode === 'enrichInput2') {
    // Every item of input 2, with input 1's fields added where there is a match.
    return second.flatMap((b) => {
      const partners = first.filter((a) => keyOf(a, leftFields) === keyOf(b, rightFields));
      return partners.length === 0 ? [b] : partners.map((a) => combine(a, b));
    });
  }
  if (p.joinMode === 'keepMatches' && p.outputDataFrom === 'input2') return [...new Set(out)];
  return out;
}

export const mergeNode = defineNode({
  type: 'merge',
  version: 1,
  displayName: 'Merge',
  group: 'flow',
  description: 'Joins the items of two branches.',
  documentation:
    'Waits for both inputs, then: Append outputs the items of input 1 and then those of input 2. Combine by fields matches items whose fields are equal and merges them (on a clash input 2 wins); keep only matches, only non-matches, everything, or enrich one input with the other. Combine by position merges the first item of each input, then the second, and so on. Choose branch outputs the items of one input (or one empty item) once both have arrived. If one branch never delivers, Merge runs with what it has, as in n8n.',
  inputs: 2,
  outputs: ['Output'],
  parameters,
  execute: async (ctx, [first = [], second = []]) => {
    const p = ctx.parameters();
    switch (p.mode) {
      case 'append':
        return [[...first, ...second]];
      case 'combineByFields':
        return [combineByFields(p, first, second)];
      case 'combineByPosition': {
        const length = p.includeUnpaired
          ? Math.max(first.length, second.length)
          : Math.min(first.length, second.length);
        return [
          Array.from({ length }, (_, i) => {
            const a = first[i];
            const b = second[i];
            return a && b ? combine(a, b) : ((a ?? b) as Item);
          }),
        ];
      }
      case 'chooseBranch':
        return [p.chooseBranch === 'input1' ? first : p.chooseBranch === 'input2' ? second : [{ json: {} }]];
    }
  },
});
