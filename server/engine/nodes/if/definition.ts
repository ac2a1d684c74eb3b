import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import { type Conditions, conditionsSchema, evaluateConditions } from './conditions';
import { evaluateV1Conditions, type V1Conditions, v1ConditionsSchema } from './conditions-v1';

interface ConditionParameters {
  conditions: Conditions;
  legacyConditions?: V1Conditions;
  legacyCombine: 'all' | 'any';
}

const passes = (p: ConditionParameters, i: number) =>
  p.legacyConditions
    ? evaluateV1Conditions(p.legacyConditions, p.legacyCombine)
    : evaluateConditions(p.conditions, i);

export const ifNode = defineNode({
  type: 'if',
  version: 1,
  displayName: 'If',
  group: 'flow',
  words: ['if node', 'if', 'condition', 'branch'],
  description: 'Routes each item to "true" or "false" by conditions.',
  documentation:
    'Each item is checked against the conditions (text, number, date and yes/no comparisons such as equals, contains, greater than, is after, is empty), joined by AND (all must hold) or OR (any). Items that pass leave on "true", the others on "false". Expressions in the conditions are worked out for each item. With strict type checking a value of the wrong type fails the node; loose checking converts it first.',
  inputs: 1,
  outputs: ['true', 'false'],
  parameters: z.object({
    conditions: conditionsSchema,
    /** n8n v1's conditions, kept as written by an import and checked as v1 checked them (conditions-v1.ts). */
    legacyConditions: v1ConditionsSchema.optional(),
    legacyCombine: z.enum(['all', 'any']).default('all'),
  }),
  // Flowise's loop goes back while its condition holds (importers/flowise/translate-flow-control.ts).
  imports: {
    n8n: [{ type: 'n8n-nodes-base.if', oldestParameterVersion: 2 }],
    flowise: ['loopAgentflow'],
    dify: ['if-else'],
  },
  execute: async (ctx, [items = []]) => {
    const kept: Item[] = [];
    const dropped: Item[] = [];
    items.forEach((item, i) => {
      (passes(ctx.parameters(i), i) ? kept : dropped).push(item);
    });
    return [kept, dropped];
  },
});
