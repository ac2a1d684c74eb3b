import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import { conditionsSchema, evaluateConditions } from '../if/conditions';
import { evaluateV1Conditions, v1ConditionsSchema } from '../if/conditions-v1';
import { rowList } from '../set/n8n-shapes';

/** The executor counts a type's outputs once; a switch offers this many rule outputs and a fallback after them. */
export const MAX_SWITCH_OUTPUTS = 10;
const FALLBACK_OUTPUT = MAX_SWITCH_OUTPUTS;

const parameters = z.object({
  /** rules: the first rule (or every rule) that matches picks the output; expression: `output` is its index. */
  mode: z.enum(['rules', 'expression']).default('rules'),
  /** A list, or n8n's `{ values: [...] }` as Switch 3 files keep it. */
  rules: rowList(
    z.object({
      conditions: conditionsSchema,
      /** n8n's Switch 1 and 2: the rule as those versions compared it (value1, operation, value2 of a data type). */
      legacyConditions: v1ConditionsSchema.optional(),
      outputLabel: z.string().optional(),
      /** The output this rule sends to, when not its own (n8n's Switch 1 lets several rules share one). */
      output: z
        .number()
        .int()
        .min(0)
        .max(MAX_SWITCH_OUTPUTS - 1)
        .optional(),
    }),
    'values',
  ).refine((rules) => rules.length <= MAX_SWITCH_OUTPUTS, `At most ${MAX_SWITCH_OUTPUTS} rules.`),
  /** expression mode: the output index for the item (usually `={{ … }}`). */
  output: z
    .number()
    .int()
    .min(0)
    .max(MAX_SWITCH_OUTPUTS - 1)
    .default(0),
  options: z
    .object({
      /** Where items that match no rule go: dropped, the "Fallback" output, or the output of rule N. */
      fallbackOutput: z
        .union([
          z.enum(['none', 'extra']),
          z
            .number()
            .int()
            .min(0)
            .max(MAX_SWITCH_OUTPUTS - 1),
        ])
        .default('none'),
      /** Send an item to every matching rule's output, not only the first. */
      allMatchingOutputs: z.boolean().default(false),
    })
    .prefault({}),
});

export const switchNode = defineNode({
  type: 'switch',
  version: 1,
  displayName: 'Switch',
  group: 'flow',
  words: ['switch', 'router'],
  description: 'Routes each item to one of several outputs by rules.',
  documentation: `Rules mode: each rule has conditions, as in the If node; an item leaves on the output of the first rule it matches (or of every rule it matches, with "all matching outputs"). Items that match no rule are dropped, or sent to the "Fallback" output or to a rule's output you choose. Expression mode: an expression gives each item's output number. At most ${MAX_SWITCH_OUTPUTS} rules.`,
  inputs: 1,
  outputs: [...Array.from({ length: MAX_SWITCH_OUTPUTS }, (_, i) => `Output ${i}`), 'Fallback'],
  parameters,
  imports: {
    n8n: [{ type: 'n8n-nodes-base.switch', oldestParameterVersion: 3 }],
  },
  execute: async (ctx, [items = []]) => {
    const outputs: Item[][] = Array.from({ length: MAX_SWITCH_OUTPUTS + 1 }, () => []);
    items.forEach((item, i) => {
      const p = ctx.parameters(i);
      if (p.mode === 'expression') {
        outputs[p.output]?.push(item);
        return;
      }
      let matched = false;
      for (const [r, rule] of p.rules.entries()) {
        const passed = rule.legacyConditions
          ? evaluateV1Conditions(rule.legacyConditions, 'all')
          : evaluateConditions(rule.conditions, i);
        if (!passed) continue;
        outputs[rule.output ?? r]?.push(item);
        matched = true;
        if (!p.options.allMatchingOutputs) break;
      }
      if (matched) return;
      const fallback = p.options.fallbackOutput;
      if (fallback === 'extra') outputs[FALLBACK_OUTPUT]?.push(item);
      else if (typeof fallback === 'number') outputs[fallback]?.push(item);
    });
    return outputs;
  },
});
