/**
 * Dify's if-else → our If (one case: true is output 0, false output 1) or Switch (several cases: case i
 * is output i, "else" the next, as the Switch's fallback output), with n8n's filter conditions, which
 * both read.
 * Older DSLs put one case's `conditions` and `logical_operator` on the node itself.
 */
import { z } from 'zod';
import { countOf } from '../../../../common/plural';
import type { NodeParameters } from '../../../../common/workflow/document';
import { MAX_SWITCH_OUTPUTS } from '../../nodes/switch/definition';
import { type DifyReferences, unresolvedReason } from './dify-references';

const conditionSchema = z.looseObject({
  variable_selector: z.array(z.string()).default([]),
  comparison_operator: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  /** `value_selector`: the right side is another node's output rather than text. */
  value_type: z.string().optional(),
  value_selector: z.array(z.string()).nullish(),
});

const caseSchema = z.looseObject({
  case_id: z.string().default('true'),
  logical_operator: z.enum(['and', 'or']).default('and'),
  conditions: z.array(conditionSchema).default([]),
});

const ifElseSchema = z.looseObject({
  cases: z.array(caseSchema).optional(),
  logical_operator: z.enum(['and', 'or']).optional(),
  conditions: z.array(conditionSchema).optional(),
});

/** Dify operator → n8n filter operator (`type`, `operation`), and whether it takes a right value. */
const OPERATORS: Readonly<Record<string, readonly [string, string, boolean]>> = {
  contains: ['string', 'contains', true],
  'not contains': ['string', 'notContains', true],
  'start with': ['string', 'startsWith', true],
  'end with': ['string', 'endsWith', true],
  is: ['string', 'equals', true],
  'is not': ['string', 'notEquals', true],
  empty: ['string', 'empty', false],
  'not empty': ['string', 'notEmpty', false],
  '=': ['number', 'equals', true],
  '≠': ['number', 'notEquals', true],
  '>': ['number', 'gt', true],
  '<': ['number', 'lt', true],
  '≥': ['number', 'gte', true],
  '≤': ['number', 'lte', true],
  null: ['string', 'notExists', false],
  'not null': ['string', 'exists', false],
};

export interface TranslatedIfElse {
  type: 'if' | 'switch';
  parameters: NodeParameters;
  /** Dify's source handle (a case id or "false") → our output index. */
  outputs: Record<string, number>;
  problems: { parameter: string; expression: string; reason: string }[];
}

export function translateIfElse(data: unknown, refs: DifyReferences, nodeId: string): TranslatedIfElse {
  const parsed = ifElseSchema.parse(data);
  const cases = parsed.cases ?? [
    {
      case_id: 'true',
      logical_operator: parsed.logical_operator ?? 'and',
      conditions: parsed.conditions ?? [],
    },
  ];
  const problems: TranslatedIfElse['problems'] = [];
  const filters = cases.map((c, caseIndex) => ({
    options: { caseSensitive: true, leftValue: '', typeValidation: 'loose' },
    combinator: c.logical_operator,
    conditions: c.conditions.map((condition, i) => {
      const parameter = `cases[${caseIndex}].conditions[${i}]`;
      const left = refs.expression(condition.variable_selector);
      if (!left) {
        problems.push({
          parameter,
          expression: condition.variable_selector.join('.'),
          reason: unresolvedReason(condition.variable_selector.join('.')),
        });
      }
      const operator = OPERATORS[condition.comparison_operator];
      if (!operator) {
        problems.push({
          parameter,
          expression: condition.comparison_operator,
          reason: 'a Dify comparison we do not translate',
        });
      }
      const [type, operation, takesValue] = operator ?? ['string', 'equals', true];
      const missing: string[] = [];
      let right = takesValue ? refs.parameter(String(condition.value ?? ''), missing) : '';
      if (takesValue && condition.value_type === 'value_selector') {
        const selected = refs.expression(condition.value_selector ?? []);
        if (selected) right = `={{ ${selected} }}`;
        else missing.push((condition.value_selector ?? []).join('.'));
      }
      for (const m of missing) problems.push({ parameter, expression: m, reason: unresolvedReason(m) });
      return {
        id: `${nodeId}-${caseIndex}-${i}`,
        leftValue: left ? `={{ ${left} }}` : '',
        rightValue: right,
        operator: takesValue ? { type, operation } : { type, operation, singleValue: true },
      };
    }),
  }));

  const outputs: Record<string, number> = Object.fromEntries(cases.map((c, i) => [c.case_id, i]));
  outputs.false = cases.length;
  if (filters.length === 1) {
    return { type: 'if', parameters: { conditions: filters[0] ?? {}, options: {} }, outputs, problems };
  }
  if (cases.length > MAX_SWITCH_OUTPUTS - 1) {
    throw new TooManyCases(
      `${countOf(cases.length, 'case')}; a Switch here takes at most ${MAX_SWITCH_OUTPUTS - 1} and the else branch`,
    );
  }
  // Our Switch's own layout: a list of rules, the first match wins (as Dify's cases); an item matching none
  // leaves by the output right after the cases, where the else branch is wired.
  return {
    type: 'switch',
    parameters: {
      mode: 'rules',
      rules: filters.map((conditions) => ({ conditions })),
      options: { fallbackOutput: cases.length },
    },
    outputs,
    problems,
  };
}

/** An if-else with more cases than our Switch has outputs: the node stays a placeholder saying so. */
export class TooManyCases extends Error {
  override readonly name = 'TooManyCases';
}
