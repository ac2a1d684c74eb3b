/** Summarize (n8n's Summarize, a pivot table): count, sum, average… of fields, optionally per group. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { canonicalKey, fieldList, getPath, setPath } from '../set/field-path';
import { aggregate, outputName } from './aggregations';

const parameters = z.object({
  fieldsToSummarize: z
    .array(
      z.object({
        aggregation: z
          .enum(['count', 'countUnique', 'sum', 'average', 'min', 'max', 'concatenate', 'append'])
          .default('count'),
        field: z.string().min(1),
        /** For concatenate. */
        separator: z.string().default(', '),
        /** Count, list and concatenate null and empty values too. */
        includeEmpty: z.boolean().default(false),
      }),
    )
    .default([]),
  /** Group by these fields (names separated by commas): one output item per combination of their values. */
  fieldsToSplitBy: z.union([z.string(), z.array(z.string())]).default(''),
  disableDotNotation: z.boolean().default(false),
});

export const summarizeNode = defineNode({
  type: 'summarize',
  version: 1,
  displayName: 'Summarize',
  group: 'data',
  description: 'Counts, adds up or lists field values, per group of items.',
  documentation: [
    'Each row aggregates one field: count (non-empty values), count unique, sum, average, min, max (numbers;',
    'numeric text counts as a number), concatenate (with a separator) or append (a list). The result is',
    'named like `sum_price`. With "fields to split by", there is one output item per combination of their',
    'values (in order of first appearance), holding those values and the aggregates; without, one item.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const p = ctx.parameters();
    const dots = !p.disableDotNotation;
    const splitBy = fieldList(p.fieldsToSplitBy);
    const groups = new Map<string, { keys: unknown[]; items: Item[] }>();
    for (const item of input) {
      const keys = splitBy.map((f) => getPath(item.json, f, dots));
      const id = canonicalKey(keys);
      const group = groups.get(id) ?? { keys, items: [] };
      group.items.push(item);
      groups.set(id, group);
    }
    const out: Item[] = [...groups.values()].map(({ keys, items }) => {
      const json: Record<string, unknown> = {};
      splitBy.forEach((field, i) => {
        json[field] = keys[i] ?? null;
      });
      for (const row of p.fieldsToSummarize) {
        const values = items.map((item) => getPath(item.json, row.field, dots));
        setPath(
          json,
          outputName(row.aggregation, row.field),
          aggregate(row.aggregation, row.field, values, row),
          false,
        );
      }
      return { json };
    });
    return [out];
  },
});
