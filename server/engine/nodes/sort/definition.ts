/** Sort (n8n's Sort): items by one or more fields, or shuffled. */
import { z } from 'zod';
import { defineNode } from '../definition';
import { getPath } from '../set/field-path';
import { rowList } from '../set/n8n-shapes';
import { compareValues } from './compare-values';

const sortField = z.object({
  fieldName: z.string().min(1),
  order: z.enum(['ascending', 'descending']).default('ascending'),
});

const parameters = z.object({
  type: z.enum(['simple', 'random']).default('simple'),
  sortFields: rowList(sortField, 'sortField'),
  /** n8n's name for the same list. */
  sortFieldsUi: rowList(sortField, 'sortField'),
  /** How text compares: by character code (n8n's Sort) or in lower case (n8n's Item Lists sort). */
  textOrder: z.enum(['codeUnit', 'lowercase']).default('codeUnit'),
  /** Stop when no item has a sort field (n8n's Item Lists), instead of leaving the order as it is. */
  requireFields: z.boolean().default(false),
  /** On, a field name with dots is one key, not a path. */
  disableDotNotation: z.boolean().default(false),
  options: z.object({ disableDotNotation: z.boolean().optional() }).default({}),
});

export const sortNode = defineNode({
  type: 'sort',
  version: 1,
  displayName: 'Sort',
  group: 'data',
  words: ['sort'],
  description: 'Changes the order of the items.',
  documentation: [
    'Simple: by the listed fields in turn, each ascending or descending (numbers by value, text by',
    'character code as in n8n, so capitals first; missing values last). Random: shuffles the items. The sort is stable: items that',
    'compare equal keep their order. Imported n8n Item Lists sorts compare text in lower case and stop when no',
    'item has a sort field, as n8n does there.',
  ].join(' '),
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.sort'],
  },
  async execute(ctx, [input = []]) {
    const raw = ctx.parameters();
    const p = {
      ...raw,
      sortFields: raw.sortFields.length > 0 ? raw.sortFields : raw.sortFieldsUi,
      disableDotNotation: raw.options.disableDotNotation ?? raw.disableDotNotation,
    };
    const list = [...input];
    if (p.type === 'random') {
      for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [list[i], list[j]] = [list[j]!, list[i]!];
      }
      return [list];
    }
    if (p.sortFields.length === 0) throw new Error('No sorting specified. Please add a field to sort by.');
    const dots = !p.disableDotNotation;
    if (p.requireFields) {
      for (const { fieldName } of p.sortFields) {
        if (!list.some((item) => getPath(item.json, fieldName, dots) !== undefined)) {
          throw new Error(`Couldn't find the field '${fieldName}' in the input data`);
        }
      }
    }
    const lowercase = p.textOrder === 'lowercase';
    const sortValue = (item: (typeof list)[number], fieldName: string) => {
      const value = getPath(item.json, fieldName, dots);
      return lowercase && typeof value === 'string' ? value.toLowerCase() : value;
    };
    list.sort((a, b) => {
      for (const { fieldName, order } of p.sortFields) {
        const descending = order === 'descending';
        const result = compareValues(sortValue(a, fieldName), sortValue(b, fieldName), descending);
        if (result !== 0) return result;
      }
      return 0;
    });
    return [list];
  },
});
