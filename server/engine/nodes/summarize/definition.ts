/** Summarize (n8n's Summarize, a pivot table): count, sum, average… of fields, optionally per group. */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { fieldList, getPath } from '../set/field-path';
import { rowList } from '../set/n8n-shapes';
import { aggregate, outputName } from './aggregations';
import { groupRows, groupTree } from './group-rows';

const parameters = z.object({
  fieldsToSummarize: rowList(
    z
      .object({
        aggregation: z
          .enum(['count', 'countUnique', 'sum', 'average', 'min', 'max', 'concatenate', 'append'])
          .default('count'),
        field: z.string().min(1),
        /** For concatenate. */
        separator: z.string().default(','),
        /** n8n's way to say the separator: one of its choices, or 'other' with `customSeparator`. */
        separateBy: z.string().optional(),
        customSeparator: z.string().optional(),
        /** Count, list and concatenate null and empty values too. */
        includeEmpty: z.boolean().default(false),
      })
      .transform(({ separateBy, customSeparator, ...row }) => ({
        ...row,
        separator:
          separateBy === undefined
            ? row.separator
            : separateBy === 'other'
              ? (customSeparator ?? '')
              : separateBy,
      })),
    'values',
  ),
  /** Group by these fields (names separated by commas): one output item per combination of their values. */
  fieldsToSplitBy: z.union([z.string(), z.array(z.string())]).default(''),
  disableDotNotation: z.boolean().default(false),
  /** How the split values come back: typed as n8n 1.1 does, or as text (Summarize 1.0, Item Lists). */
  groupValues: z.enum(['original', 'text']).default('original'),
  /** n8n keeps its settings here; `disableDotNotation` wins over the one above. */
  options: z
    .object({
      disableDotNotation: z.boolean().optional(),
      /** One item per group (default), or one item with the groups nested by their values. */
      outputFormat: z.enum(['separateItems', 'singleItem']).default('separateItems'),
      /** Leave out items whose split value is empty (no number and falsy). */
      skipEmptySplitFields: z.boolean().default(false),
      /** A field no item has is no error (its aggregates are empty). */
      continueIfFieldNotFound: z.boolean().default(false),
    })
    .default({ outputFormat: 'separateItems', skipEmptySplitFields: false, continueIfFieldNotFound: false }),
});

export const summarizeNode = defineNode({
  type: 'summarize',
  version: 1,
  displayName: 'Summarize',
  group: 'data',
  description: 'Counts, adds up or lists field values, per group of items.',
  documentation: [
    'Each row aggregates one field: count (non-empty values), count unique, sum and average (numbers only;',
    'other values are ignored), min, max, concatenate (with a separator, "," by default) or append (a list).',
    'The result is named like `sum_price` (dots and spaces in the field name become `_`). With "fields to',
    'split by", there is one output item per combination of their values, holding those values and the',
    "aggregates, in n8n's order (whole-number values first, ascending; then the others as they appear).",
    'A field no item has is an error (unless "continue if field not found"). "All splits in a single item" gives',
    'one item with the aggregates nested under each split value in turn.',
  ].join(' '),
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.summarize'],
  },
  async execute(ctx, [input = []]) {
    if (input.length === 0) return [[]];
    const p = ctx.parameters();
    const dots = !(p.options.disableDotNotation ?? p.disableDotNotation);
    const fieldValue = (item: Item, field: string) => getPath(item.json, field, dots);
    for (const { field } of p.options.continueIfFieldNotFound ? [] : p.fieldsToSummarize) {
      if (!input.some((item) => fieldValue(item, field) !== undefined)) {
        throw new Error(`The field '${field}' does not exist in any items`);
      }
    }
    const summarize = (group: Item[]) => {
      const json: Record<string, unknown> = {};
      for (const row of p.fieldsToSummarize) {
        const values = group.map((item) => fieldValue(item, row.field));
        json[outputName(row.aggregation, row.field)] = aggregate(row.aggregation, values, row);
      }
      return json;
    };
    const groups = {
      splitBy: fieldList(p.fieldsToSplitBy),
      fieldValue,
      summarize,
      groupValues: p.groupValues,
      skipEmpty: p.options.skipEmptySplitFields,
    };
    if (p.options.outputFormat === 'singleItem') return [[{ json: groupTree(input, groups) }]];
    return [groupRows(input, groups).map((json) => ({ json }))];
  },
});
