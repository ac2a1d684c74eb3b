import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import { type Conditions, conditionsSchema, evaluateConditions } from '../if/conditions';
import { evaluateV1Conditions, type V1Conditions, v1ConditionsSchema } from '../if/conditions-v1';

interface ConditionParameters {
  conditions: Conditions;
  legacyConditions?: V1Conditions;
  legacyCombine: 'all' | 'any';
}

const passes = (p: ConditionParameters, i: number) =>
  p.legacyConditions
    ? evaluateV1Conditions(p.legacyConditions, p.legacyCombine)
    : evaluateConditions(p.conditions, i);

export const filterNode = defineNode({
  type: 'filter',
  version: 1,
  displayName: 'Filter',
  group: 'flow',
  words: ['filter'],
  description: 'Keeps the items that match the conditions.',
  documentation:
    'Each item is checked against the conditions, exactly as in the If node. Items that match leave on "Kept"; the others are discarded, or leave on "Discarded" if you connect it.',
  inputs: 1,
  outputs: ['Kept', 'Discarded'],
  parameters: z.object({
    conditions: conditionsSchema,
    /** n8n v1's conditions, kept as written by an import and checked as v1 checked them (conditions-v1.ts). */
    legacyConditions: v1ConditionsSchema.optional(),
    legacyCombine: z.enum(['all', 'any']).default('all'),
  }),
  imports: {
    n8n: [{ type: 'n8n-nodes-base.filter', oldestParameterVersion: 2 }],
  },
  execute: async (ctx, [items = []]) => {
    const kept: Item[] = [];
    const discarded: Item[] = [];
    items.forEach((item, i) => {
      (passes(ctx.parameters(i), i) ? kept : discarded).push(item);
    });
    return [kept, discarded];
  },
});
